// The server test harness, imported by every test file as './helpers'. Its pieces:
// harness-tenants.ts (shops, master, the starting database), harness-log.ts (logs and secrets),
// harness.ts (startHarness, requests, sessions), harness-suites.ts (one harness per file) and
// replies.ts (what a reply should look like, small request helpers).
export * from './harness-tenants';
export * from './harness-log';
export * from './harness';
export * from './harness-suites';
export * from './replies';
