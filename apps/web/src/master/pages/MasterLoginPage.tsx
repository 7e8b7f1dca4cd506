import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoginScreen } from '../../components/SessionScreens';
import { LoginForm } from '../../components/LoginForm';
import { useLoginFeedback } from '../../components/useLoginFeedback';
import { ShopBrand } from '../../components/ShopBrand';
import { MESSAGES } from '@gst/domain';
import { PRODUCT_TITLE } from '../../lib/brand';
import { useTRPC } from '../../lib/trpc';
import { MASTER_DEFAULT_PATH } from '../menu';
import { useMasterSession } from '../session';

export function MasterLoginPage() {
  const trpc = useTRPC();
  const session = useMasterSession();
  const { target, handlers, formProps } = useLoginFeedback({
    base: '/master',
    defaultPath: MASTER_DEFAULT_PATH,
    sessionKey: trpc.master.auth.verify.queryKey(),
  });
  useDocumentTitle(`Master Login | ${PRODUCT_TITLE}`);

  // The status check failing for a reason other than "not signed in" is worth telling (spec §8).
  const checkFailed = session.status === 'failed';
  useEffect(() => {
    if (checkFailed)
      notifications.show({ color: 'red', message: MESSAGES.login.checkStatusFailed });
  }, [checkFailed]);

  const login = useMutation(trpc.master.auth.login.mutationOptions(handlers));

  return (
    <LoginScreen
      status={session.status}
      target={target}
      form={
        <LoginForm
          title={MESSAGES.login.masterTitle}
          subtitle={MESSAGES.login.masterSubtitle}
          emailLabel="Login Mail-ID"
          brand={<ShopBrand name={PRODUCT_TITLE} logo={null} />}
          {...formProps(login)}
        />
      }
    />
  );
}
