import { seedBilling } from './billing-fixtures';
import { fileSuite, staffSession, startHarness, trpcData } from './helpers';

/**
 * The shared setup of the audit-trail tests (issue 19): a harness with the billing catalogue in
 * shop alpha, the sessions of both owners, a staff user and two admins (one without the Audit
 * Trail page, one with view only); and how the tests read the trail.
 */
async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  // Staff never see the audit trail, even when a permission row says so.
  const staff = await staffSession(
    h,
    'staff-audit@alpha.test',
    { 'audit-trail': ['view', 'export'] },
    { role: 'staff' },
  );
  const admin = { role: 'admin' } as const;
  const adminNone = await staffSession(
    h,
    'admin-none@alpha.test',
    { 'manage-customer': ['view'] },
    admin,
  );
  const adminView = await staffSession(
    h,
    'admin-view@alpha.test',
    { 'audit-trail': ['view'] },
    admin,
  );
  const [ownerRow] = await h.sql<{ id: string }>(
    `select id from ${h.a.schemaName}.users where email = 'owner@alpha.test'`,
  );
  return { h, fx, owner, ownerB, staff, adminNone, adminView, ownerId: ownerRow!.id };
}

export type Entry = {
  id: number;
  at: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: {
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    changed?: string[];
    [key: string]: unknown;
  };
};
export type Page = { data: Entry[]; total: number; page: number; pageSize: number };

/** Starts the file's harness (beforeAll) and returns the suite with the trail's readers. */
export function auditTrailSuite() {
  const suite = fileSuite(start, ({ h }) => h.close());
  const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
  const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, asOwner());

  async function list(input: Record<string, unknown>, as = asOwner()): Promise<Page> {
    return trpcData<Page>(
      await suite.h.trpcQuery('tenant.audit.list', { pageSize: 100, ...input }, as),
    );
  }

  /** The record's rows, oldest first. */
  async function trailOf(entityId: string): Promise<Entry[]> {
    return (await list({ entityId })).data.reverse();
  }

  async function allAuditText(schema: string): Promise<string> {
    return JSON.stringify(await suite.h.sql(`select * from ${schema}.audit_log`));
  }

  return { suite, asOwner, mutate, list, trailOf, allAuditText };
}
