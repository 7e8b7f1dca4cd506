import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import classes from './BackOfficeProviders.module.css';
import { createQueryClient } from './lib/queryClient';
import { TRPCProvider, createApiClient } from './lib/trpc';

// One client each for the life of the page, shared by the back-office and the master panel (a
// remount when moving between them keeps the cache).
const queryClient = createQueryClient();
const trpcClient = createApiClient();

/** Data, modals and toasts for /admin/* and /master/* (a lazy chunk the public site never loads). */
export default function BackOfficeProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Bottom right, lifted clear of the floating 'Create …' button and a drawer's Save bar:
          at the top right they covered Add Tenant and the user menu for seconds after login. */}
      <Notifications position="bottom-right" zIndex={1000} classNames={{ root: classes.toasts }} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <ModalsProvider>{children}</ModalsProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </>
  );
}
