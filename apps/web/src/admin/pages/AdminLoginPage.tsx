import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { type LoginValues, LoginForm } from '../../components/LoginForm';
import { ProjectDisabledCard } from '../../components/ProjectDisabledCard';
import { ShopBrand } from '../../components/ShopBrand';
import { TenantNotFound } from '../../components/TenantNotFound';
import { describeError } from '../../lib/errors';
import { MESSAGES } from '@gst/domain';
import { safeRedirectTarget } from '../../lib/redirect';
import { useTRPC } from '../../lib/trpc';
import { useShop } from '../../lib/useShop';
import { ADMIN_DEFAULT_PATH } from '../menu';
import { useAdminSession } from '../session';

export function AdminLoginPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useAdminSession();
  const shop = useShop();
  const [error, setError] = useState<string | null>(null);
  const target = safeRedirectTarget(params.get('from'), '/admin', ADMIN_DEFAULT_PATH);
  useDocumentTitle(`Admin Login | ${shop.name}`);

  const login = useMutation(
    trpc.tenant.auth.login.mutationOptions({
      onSuccess: async () => {
        setError(null);
        notifications.show({ color: 'green', message: MESSAGES.login.success });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.auth.verifyUser.queryKey() });
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
