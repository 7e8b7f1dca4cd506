import { masterAuthRouter } from './routers/master/auth/router';
import { masterTenantsRouter } from './routers/master/tenants/router';
import { tenantAuthRouter } from './routers/tenant/auth/router';
import { customersRouter } from './routers/tenant/customers/router';
import { router } from './trpc';

export const appRouter = router({
  tenant: router({
    auth: tenantAuthRouter,
    customers: customersRouter,
  }),
  master: router({
    auth: masterAuthRouter,
    tenants: masterTenantsRouter,
  }),
});

export type AppRouter = typeof appRouter;
