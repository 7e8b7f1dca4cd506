import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { type LoginValues, LoginForm } from '../../components/LoginForm';
import { ShopBrand } from '../../components/ShopBrand';
import { describeError } from '../../lib/errors';
import { MESSAGES } from '@gst/domain';
import { PRODUCT_TITLE } from '../../lib/brand';
import { safeRedirectTarget } from '../../lib/redirect';
import { useTRPC } from '../../lib/trpc';
import { MASTER_DEFAULT_PATH } from '../menu';
import { useMasterSession } from '../session';

export function MasterLoginPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useMasterSession();
  const [error, setError] = useState<string | null>(null);
  const target = safeRedirectTarget(params.get('from'), '/master', MASTER_DEFAULT_PATH);
  useDocumentTitle(`Master Login | ${PRODUCT_TITLE}`);

  // The status check failing for a reason other than "not signed in" is worth telling (spec §8).
  const checkFailed = session.status === 'failed';
  useEffect(() => {
    if (checkFailed)
      notifications.show({ color: 'red', message: MESSAGES.login.checkStatusFailed });
  }, [checkFailed]);

  const login = useMutation(
    trpc.master.auth.login.mutationOptions({
      onSuccess: async () => {
        setError(null);
        notifications.show({ color: 'green', message: MESSAGES.login.success });
        await queryClient.invalidateQueries({ queryKey: trpc.master.auth.verify.queryKey() });
        void navigate(target, { replace: true });
      },
      onError: (err) => {
        const info = describeError(err);
        setError(info.message ?? MESSAGES.login.failed);
        notifications.show({
          color: 'red',
          message: info.isNetwork
            ? MESSAGES.login.somethingWentWrong
            : (info.message ?? MESSAGES.login.failed),
        });
      },
    }),
  );

  switch (session.status) {
    case 'checking':
      return <FullPageLoader label={MESSAGES.login.checking} />;
    case 'authenticated':
      return <Navigate to={target} replace />;
    case 'anonymous':
    case 'failed':
      return (
        <LoginForm
          title={MESSAGES.login.masterTitle}
          subtitle={MESSAGES.login.masterSubtitle}
          emailLabel="Login Mail-ID"
          brand={<ShopBrand name={PRODUCT_TITLE} logo={null} />}
          submitting={login.isPending}
          error={error}
          onSubmit={(values: LoginValues) => {
            setError(null);
            login.mutate(values);
          }}
        />
      );
  }
}
