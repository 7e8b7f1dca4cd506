import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@gst/domain';
import { describeError } from '../lib/errors';
import { safeRedirectTarget } from '../lib/redirect';
import type { LoginValues } from './LoginForm';

/**
 * What the admin and master sign-in pages do around their login call: the inline error, the
 * toasts (spec §2, §8), refreshing the session check (`sessionKey`) and going to `target` (the
 * page the user came `from` under `base`, else `defaultPath`). Pass `handlers` to the login's
 * `mutationOptions` and spread `formProps(login)` into the LoginForm.
 */
export function useLoginFeedback(options: {
  base: '/admin' | '/master';
  defaultPath: string;
  sessionKey: QueryKey;
}) {
  const { sessionKey } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('from'), options.base, options.defaultPath);
  const [error, setError] = useState<string | null>(null);
  const handlers = {
    onSuccess: async () => {
      setError(null);
      notifications.show({ color: 'green', message: MESSAGES.login.success });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      void navigate(target, { replace: true });
    },
    onError: (err: unknown) => {
      const info = describeError(err);
      setError(info.message ?? MESSAGES.login.failed);
      notifications.show({
        color: 'red',
        message: info.isNetwork
          ? MESSAGES.login.somethingWentWrong
          : (info.message ?? MESSAGES.login.failed),
      });
    },
  };
  /** The LoginForm's submitting / error / onSubmit for this page's login mutation. */
  const formProps = (login: { isPending: boolean; mutate: (values: LoginValues) => void }) => ({
    submitting: login.isPending,
    error,
    onSubmit: (values: LoginValues) => {
      setError(null);
      login.mutate(values);
    },
  });
  return { target, handlers, formProps };
}
