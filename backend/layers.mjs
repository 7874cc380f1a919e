// The backend's modules and what each may import, declared once. eslint.config.mjs turns these
// into `boundaries/element-types` rules (any other import between modules fails the lint), the
// module READMEs' "May import" lines name the same modules, and `npm run graph -w backend`
// draws the graph from this list. `allow` lists other modules; a module may always import its
// own files. The list is ordered bottom-up and every `allow` names only modules above it in the
// list, so the graph has no cycle and no arrow back up the layers (layers.test.mjs checks both).

/** @typedef {{ module: string, pattern: string | string[], allow: string[], role: string }} Module */

/** @type {Module[]} */
export const BACKEND_MODULES = [
  {
    module: 'contract',
    pattern: 'backend/src/contract/**',
    allow: [],
    role: 'the API types (the document is written from them); re-exports @freakdrop/contract',
  },
  {
    module: 'config',
    pattern: 'backend/src/config/**',
    allow: ['contract'],
    role: 'the one validated schema of the environment',
  },
  {
    module: 'common',
    pattern: 'backend/src/common/**',
    allow: ['contract'],
    role: 'errors, validation, access declaration, OpenAPI, request guards',
  },
  {
    module: 'events',
    pattern: 'backend/src/events/**',
    allow: ['contract'],
    role: 'typed domain events and the catalog version row',
  },
  {
    module: 'database',
    pattern: 'backend/src/database/**',
    allow: ['config', 'contract', 'common'],
    role: 'transactions with retry, every dialect difference, rate-limit storage',
  },
  {
    module: 'activity',
    pattern: 'backend/src/activity/**',
    allow: ['common', 'contract'],
    role: "the activity log: who changed what, appended in the write's transaction",
  },
  {
    module: 'health',
    pattern: 'backend/src/health/**',
    allow: ['common', 'contract'],
    role: 'liveness, readiness, the database probe',
  },
  {
    module: 'observability',
    pattern: 'backend/src/observability/**',
    allow: ['common', 'config', 'contract', 'database', 'health'],
    role: 'Prometheus metrics, JSON logs, request ids',
  },
  {
    module: 'cache',
    pattern: 'backend/src/cache/**',
    allow: ['common', 'config', 'contract', 'events', 'observability'],
    role: 'public answers kept per catalog version; listens to events',
  },
  {
    module: 'uploads',
    pattern: 'backend/src/uploads/**',
    allow: ['common', 'config', 'contract'],
    role: 'images: checks, WebP variants, local folder or S3',
  },
  {
    module: 'auth',
    pattern: 'backend/src/auth/**',
    allow: ['activity', 'common', 'config', 'contract', 'database'],
    role: 'accounts, sign-in, sessions, the global guard',
  },
  {
    module: 'blocked-phones',
    pattern: 'backend/src/blocked-phones/**',
    allow: ['activity', 'common', 'contract', 'database'],
    role: 'numbers refused at checkout',
  },
  {
    module: 'catalog',
    pattern: 'backend/src/catalog/**',
    allow: ['activity', 'cache', 'common', 'contract', 'database', 'events', 'uploads'],
    role: 'products, categories, stock ledger, sold-out hints, search',
  },
  {
    module: 'settings',
    pattern: 'backend/src/settings/**',
    allow: ['activity', 'cache', 'common', 'config', 'contract', 'database', 'events'],
    role: 'shop settings: contact, delivery, COD rules, templates',
  },
  {
    module: 'promotions',
    pattern: 'backend/src/promotions/**',
    allow: ['activity', 'cache', 'common', 'contract', 'database', 'events'],
    role: 'discount codes and automatic offers: definitions, public offers, redemptions',
  },
  {
    module: 'vat',
    pattern: 'backend/src/vat/**',
    allow: ['activity', 'common', 'contract', 'database', 'settings'],
    role: 'UAE VAT: tax invoices, credit notes, their sequences, the VAT return figures',
  },
  {
    module: 'orders',
    pattern: 'backend/src/orders/**',
    allow: [
      'activity',
      'blocked-phones',
      'cache',
      'catalog',
      'common',
      'config',
      'contract',
      'database',
      'events',
      'observability',
      'promotions',
      'settings',
      'vat',
    ],
    role: 'placing, changing, reading and tracking orders; export and stats',
  },
  {
    module: 'cash',
    pattern: 'backend/src/cash/**',
    allow: ['activity', 'common', 'contract', 'database', 'orders', 'settings'],
    role: 'couriers, cash collected and handed over',
  },
  {
    module: 'messages',
    pattern: 'backend/src/messages/**',
    allow: [
      'activity',
      'auth',
      'common',
      'config',
      'contract',
      'database',
      'events',
      'observability',
      'settings',
    ],
    role: 'messages to customers and staff: the outbox, its senders, the WhatsApp webhook',
  },
  {
    module: 'storefront',
    pattern: 'backend/src/storefront/**',
    allow: [
      'cache',
      'catalog',
      'common',
      'config',
      'contract',
      'events',
      'health',
      'observability',
      'settings',
    ],
    role: 'server-rendered pages, SEO, the page cache',
  },
  {
    module: 'fast-path',
    pattern: 'backend/src/fast-path/**',
    allow: ['cache', 'catalog', 'storefront'],
    role: 'cached public answers served before Express (README says what it bypasses)',
  },
  {
    module: 'api-docs',
    pattern: 'backend/src/api-docs/**',
    allow: ['common', 'config'],
    role: 'the OpenAPI document: public without admin routes, whole for staff',
  },
  {
    module: 'schema',
    pattern: [
      'backend/src/database/data-source.ts',
      'backend/src/database/migrate.ts',
      'backend/src/database/migrations/**',
      'backend/src/database/snapshots.ts',
      'backend/src/database/seed/**',
    ],
    allow: [
      'activity',
      'auth',
      'blocked-phones',
      'cash',
      'catalog',
      'config',
      'contract',
      'common',
      'database',
      'messages',
      'orders',
      'promotions',
      'settings',
      'uploads',
      'vat',
    ],
    role: "every module's entities and migrations, the demo seed, snapshots",
  },
  {
    module: 'backup',
    pattern: 'backend/src/backup/**',
    allow: ['config', 'contract', 'database', 'schema', 'uploads'],
    role: 'backup archives and restore',
  },
  {
    module: 'cli',
    pattern: 'backend/src/cli/**',
    allow: ['auth', 'backup', 'config', 'database', 'schema'],
    role: 'admin, backup and restore commands',
  },
  {
    module: 'app',
    pattern: 'backend/src/*.ts',
    allow: ['*'],
    role: 'bootstrap and wiring: main.ts, app.module.ts, app.setup.ts',
  },
];

/**
 * Layers in the shape eslint.config.mjs declares them: unit tests beside the code may import
 * any module; then a type per module, the composition (`schema`, files inside database/) before
 * the folder it sits in, since the first matching pattern owns a file.
 */
export const BACKEND_LAYERS = [
  { type: 'backend/test', pattern: 'backend/src/**/*.spec.ts', allow: ['backend/*'] },
  ...[...BACKEND_MODULES]
    .sort((a, b) => Number(b.module === 'schema') - Number(a.module === 'schema'))
    .map(({ module, pattern, allow }) => ({
      type: `backend/${module}`,
      pattern,
      allow: allow.includes('*')
        ? ['backend/*']
        : [`backend/${module}`, ...allow.map((name) => `backend/${name}`)],
    })),
];
