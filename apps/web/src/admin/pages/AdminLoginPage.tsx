import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { LoginForm } from '../../components/LoginForm';
import { useLoginFeedback } from '../../components/useLoginFeedback';
import { ShopBrand } from '../../components/ShopBrand';
import { LoginScreen } from '../../components/SessionScreens';
import { MESSAGES } from '@gst/domain';
import { useTRPC } from '../../lib/trpc';
import { useShop } from '../../lib/useShop';
import { ADMIN_DEFAULT_PATH } from '../menu';
import { useAdminSession } from '../session';

export function AdminLoginPage() {
  const trpc = useTRPC();
  const session = useAdminSession();
  const shop = useShop();
  const { target, handlers, formProps } = useLoginFeedback({
    base: '/admin',
    defaultPath: ADMIN_DEFAULT_PATH,
    sessionKey: trpc.tenant.auth.verifyUser.queryKey(),
  });
  useDocumentTitle(`Admin Login | ${shop.name}`);

  const login = useMutation(trpc.tenant.auth.login.mutationOptions(handlers));

  return (
    <LoginScreen
      status={session.status}
      target={target}
      form={
        <LoginForm
          title={MESSAGES.login.adminTitle}
          subtitle={MESSAGES.login.adminSubtitle}
          emailLabel="Email"
          brand={<ShopBrand name={shop.name} logo={shop.logo} />}
          {...formProps(login)}
        />
      }
    />
  );
}
