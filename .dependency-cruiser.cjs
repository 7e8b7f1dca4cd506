// The import rules of docs/CONVENTIONS.md ("The API package's layers"), checked by
// dependency-cruiser in `pnpm lint` through scripts/check-dependencies.mjs, which also checks the
// one rule dependency-cruiser cannot see (no wildcard subpath in a package's "exports").
// packages/api/test/dependency-rules.test.ts runs the same check on a fixture tree with one
// violation of each rule. Paths are relative to the directory the check runs in: the repository,
// or that fixture tree, which mirrors it.

/** Reaching the database: the db package, drizzle, the drivers (resolved, or by name when not). */
const DATABASE = [
  '^packages/db/',
  '(^|/)node_modules/(drizzle-orm|postgres|pg|@electric-sql/pglite)/',
  '^(@gst/db|drizzle-orm|postgres|pg|@electric-sql/pglite)(/|$)',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-service-folder-cycle',
      comment:
        'Service folders form no cycle (type-only imports count). A piece two domains need lives in services/shared/ (or infra/), not in one of them; see CONVENTIONS.md.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^packages/api/src/services/[^/]+$' },
      to: { path: '^packages/api/src/services/[^/]+$', circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle in a package, type-only imports included (a type cycle is a layering mistake too).',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'no-self-import-by-name',
      comment:
        "A package imports its own files by relative path, never by its package name ('@gst/api/rest' from inside packages/api): that path hides layer crossings from ESLint and the cycle test.",
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { path: '^$1/$2/', dependencyTypes: ['undetermined', 'aliased'] },
    },
    {
      name: 'routers-and-rest-import-only-services',
      comment:
        'Routers and REST are procedure tables and URL mappings: they import services (verbs and their contracts), each other within their layer, trpc.ts, errors.ts, context.ts and router.ts; never infra or the database.',
      severity: 'error',
      from: { path: '^packages/api/src/(routers|rest)/' },
      to: {
        path: ['^packages/api/src/', ...DATABASE],
        pathNot: '^packages/api/src/(services/|$1/|(trpc|errors|context|router)\\.ts$)',
      },
    },
    {
      name: 'services-and-infra-below-routers',
      comment:
        'Services and infra never reach up into routers, REST, router.ts or trpc.ts: what they need from a request comes in ctx.',
      severity: 'error',
      from: { path: '^packages/api/src/(services|infra)/' },
      to: { path: '^packages/api/src/(routers/|rest/|(trpc|router)\\.ts$)' },
    },
    {
      name: 'database-only-in-services-and-infra',
      comment:
        'Only services and infra talk to the database (type-only imports, e.g. `Db`, are fine). trpc.ts is the exception: the procedure ladder opens the tenant transaction and reads the session’s tenant and operator.',
      severity: 'error',
      from: {
        path: '^packages/api/src/',
        pathNot: '^packages/api/src/((services|infra)/|trpc\\.ts$)',
      },
      to: { path: DATABASE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-imports-only-types-from-api',
      comment:
        'The web takes only types from @gst/api (`import type`): no server code reaches the bundle. An `import { type X }` counts as a runtime import (verbatimModuleSyntax keeps it).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^packages/api/', '^@gst/api(/|$)'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // npm packages stay in the graph as leaves (the database rules need drizzle and the drivers).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^packages/api/test/fixtures/'] },
    // Type-only imports are dependencies too (the web rule and the cycles need them).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
