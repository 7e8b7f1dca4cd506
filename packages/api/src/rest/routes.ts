import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { documentRoutes } from './routes/documents';
import { dashboardRoutes } from './routes/dashboard';
import { itemRoutes } from './routes/items';
import { productRoutes } from './routes/products';
import { masterAuthRoutes, masterTenantRoutes } from './routes/master';
import { invoiceRoutes } from './routes/invoices';
import { creditDebitNoteRoutes } from './routes/notes';
import { paymentRoutes } from './routes/payments';
import { returnRoutes } from './routes/returns';
import { edocRoutes } from './routes/edocs';
import { publicRoutes } from './routes/public';
import { quoteRoutes } from './routes/quotes';
import { settingsRoutes } from './routes/settings';
import { userRoutes } from './routes/users';
import type { RestRoute } from './types';

/**
 * Every documented URL, one file per area under routes/; tests check every route is served and
 * documented.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...customerRoutes,
  ...productRoutes,
  ...itemRoutes,
  ...masterAuthRoutes,
  ...masterTenantRoutes,
  ...invoiceRoutes,
  ...creditDebitNoteRoutes,
  ...paymentRoutes,
  ...returnRoutes,
  ...edocRoutes,
  ...documentRoutes,
  ...quoteRoutes,
  ...userRoutes,
  ...settingsRoutes,
  ...publicRoutes,
  ...dashboardRoutes,
  ...auditRoutes,
];
