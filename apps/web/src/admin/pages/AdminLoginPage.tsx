import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { LoginForm } from '../../components/LoginForm';
import { useLoginFeedback } from '../../components/useLoginFeedback';
import { ProjectDisabledCard } from '../../components/ProjectDisabledCard';
import { ShopBrand } from '../../components/ShopBrand';
import { TenantNotFound } from '../../components/TenantNotFound';
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

  switch (session.status) {
    case 'checking':
      return <FullPageLoader label={MESSAGES.login.checking} />;
    case 'tenant-disabled':
      return <ProjectDisabledCard />;
    case 'tenant-not-found':
      return <TenantNotFound />;
    case 'authenticated':
      return <Navigate to={target} replace />;
    case 'anonymous':
    case 'failed':
      return (
        <LoginForm
          title={MESSAGES.login.adminTitle}
          subtitle={MESSAGES.login.adminSubtitle}
          emailLabel="Email"
          brand={<ShopBrand name={shop.name} logo={shop.logo} />}
          {...formProps(login)}
        />
      );
  }
}
