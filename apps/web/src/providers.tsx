import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page needs: the Mantine theme. The data layer (React Query, the tRPC client), modals
 * and toasts belong to the back-office and master panel and load with them
 * (`BackOfficeProviders`), so the public site's JavaScript stays small; the public site reads its
 * few REST calls with `fetch` (public/site/api.ts) and mounts toasts on the quote page only.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
