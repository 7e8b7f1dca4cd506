import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { toastText } from '../../lib/errors';

/**
 * Shows one red toast each time `error` becomes a new failure (a list or record that failed to
 * load): the server's text when it sent one, else `fallback` (spec §8 wording).
 */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (!error) return;
    notifications.show({ color: 'red', message: toastText(error, fallback) });
  }, [error, fallback]);
}
