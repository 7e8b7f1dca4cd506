/** Master panel menu (spec §2 Master panel); paths relative to /master. */
export const MASTER_MENU = [
  { label: 'Tenant Management', path: 'dashboard' },
  { label: 'Tenant Details', path: 'manage-tenant' },
  { label: 'Background Jobs', path: 'jobs' },
] as const;

export const MASTER_DEFAULT_PATH = '/master/dashboard';
