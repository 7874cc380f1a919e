/**
 * Who may call what, by role: every signed-in route Nest registered is called as an owner, a
 * manager, an agent and a packer, and answers 403 FORBIDDEN_ROLE exactly where the role lacks
 * the permission the route names (`@Roles`, contract/staff.ts). A route that names none fails
 * here, so a new route cannot be added without deciding who may call it. The test prints the
 * table it checked: by area (the declaration) and by route (what the app answered).
 */
import type TestAgent from 'supertest/lib/agent';
import {
  ORDER_STATUSES,
  ROLE_TABLE,
  STAFF_MSG,
  STAFF_ROLES,
  STATUS_PERMISSION,
} from '../src/contract';
import type { Permission, StaffRole } from '../src/contract';
import { methodsOf, registeredRoutes, sampleUrl } from './support/routes';
import type { Route } from './support/routes';
import { createStaff, signedIn } from './support/staff';
import { useTestApp } from './support/test-app';

/** The areas and who may use them, as the shop decided them (one line per area). */
const EXPECTED_AREAS = `
| area | owner | manager | agent | packer |
|---|---|---|---|---|
| staff accounts, backups, activity log, VAT | ✓ | – | – | – |
| settings (fees, COD rules, templates) | ✓ | ✓ | – | – |
| products, categories, stock, uploads | ✓ | ✓ | – | – |
| dashboard | ✓ | ✓ | ✓ | ✓ |
| orders: list, details, history | ✓ | ✓ | ✓ | ✓ |
| orders: phone search | ✓ | ✓ | ✓ | – |
| to-confirm queue, confirm/cancel with a reason, blocked phones, customer history | ✓ | ✓ | ✓ | – |
| Out for Delivery / Delivered, courier, delivery note | ✓ | ✓ | – | ✓ |
| delete an order, cash ledger and remittances, CSV export, promotions, messages | ✓ | ✓ | – | – |
| own account, password, sessions, API document | ✓ | ✓ | ✓ | ✓ |
`.trim();

/** Each area's line and the permissions it covers (contract/staff.ts). */
const AREAS: Array<[string, Permission[]]> = [
  ['staff accounts, backups, activity log, VAT', ['staff', 'backups', 'activity', 'vat']],
  ['settings (fees, COD rules, templates)', ['settings']],
  ['products, categories, stock, uploads', ['catalog']],
  ['dashboard', ['dashboard']],
  ['orders: list, details, history', ['orders']],
  ['orders: phone search', ['phoneSearch']],
  [
    'to-confirm queue, confirm/cancel with a reason, blocked phones, customer history',
    ['confirmation'],
  ],
  ['Out for Delivery / Delivered, courier, delivery note', ['delivery']],
  [
    'delete an order, cash ledger and remittances, CSV export, promotions, messages',
    ['orderDelete', 'cash', 'export', 'promotions', 'messages'],
  ],
  ['own account, password, sessions, API document', ['account']],
];

const tick = (yes: boolean) => (yes ? '✓' : '–');
const holds = (permission: Permission, role: StaffRole) =>
  (ROLE_TABLE[permission] as readonly StaffRole[]).includes(role);

function table(header: string, rows: Array<[string, boolean[]]>): string {
  return [
    `| ${header} | ${STAFF_ROLES.join(' | ')} |`,
    `|---|${STAFF_ROLES.map(() => '---|').join('')}`,
    ...rows.map(([name, cells]) => `| ${name} | ${cells.map(tick).join(' | ')} |`),
  ].join('\n');
}

const FORBIDDEN = { statusCode: 403, code: 'FORBIDDEN_ROLE', message: STAFF_MSG.forbiddenRole };

describe('roles', () => {
  const t = useTestApp();
  const as = {} as Record<StaffRole, TestAgent>;
  let routes: Route[];

  beforeAll(async () => {
    const owner = await t.admin();
    as.owner = owner;
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      await createStaff(owner, `${role}-1`, role);
      as[role] = await signedIn(t, `${role}-1`);
    }
    routes = registeredRoutes(t).filter((r) => !r.access);
  });

  it('declares the areas of the table, every permission in one of them', () => {
    const covered = AREAS.flatMap(([, permissions]) => permissions);
    expect([...covered].sort()).toEqual(Object.keys(ROLE_TABLE).sort());
    const rows = AREAS.map(([area, permissions]): [string, boolean[]] => {
      const cells = STAFF_ROLES.map((role) => holds(permissions[0], role));
      for (const p of permissions)
        expect([p, STAFF_ROLES.map((r) => holds(p, r))]).toEqual([p, cells]);
      return [area, cells];
    });
    const printed = table('area', rows);
    console.log(`Roles by area (contract/staff.ts):\n${printed}`);
    expect(printed).toBe(EXPECTED_AREAS);
  });

  it('names a permission on every signed-in route', () => {
    const undeclared = routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers 403 FORBIDDEN_ROLE exactly where the role lacks the route’s permission', async () => {
    const rows: Array<[string, boolean[]]> = [];
    for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
      for (const verb of methodsOf(route)) {
        const cells: boolean[] = [];
        for (const role of STAFF_ROLES) {
          const res = await as[role][verb](sampleUrl(route.path)).send({});
          const refused = res.status === 403 && res.body.code === 'FORBIDDEN_ROLE';
          const allowed = holds(route.permission as Permission, role);
          expect([verb, route.path, role, refused ? 'refused' : 'let through']).toEqual([
            verb,
            route.path,
            role,
            allowed ? 'let through' : 'refused',
          ]);
          if (refused) expect(res.body).toEqual(FORBIDDEN);
          cells.push(!refused);
        }
        rows.push([`${verb.toUpperCase()} ${route.path} (${route.permission})`, cells]);
      }
    }
    // Status changes: the permission of the status asked for.
    for (const status of ORDER_STATUSES) {
      const cells: boolean[] = [];
      for (const role of STAFF_ROLES) {
        const res = await as[role]
          .put(sampleUrl('/api/admin/orders/:id/status'))
          .send({ status, courier: 'Ravi' });
        const refused = res.status === 403;
        expect([status, role, refused]).toEqual([
          status,
          role,
          !holds(STATUS_PERMISSION[status], role),
        ]);
        cells.push(!refused);
      }
      rows.push([
        `PUT /api/admin/orders/:id/status → ${status} (${STATUS_PERMISSION[status]})`,
        cells,
      ]);
    }
    // The order list: finding a customer by phone, and their history.
    for (const [query, permission] of [
      ['phone=%2B971501234567', 'phoneSearch'],
      ['withCustomer=true', 'confirmation'],
    ] as const) {
      const cells: boolean[] = [];
      for (const role of STAFF_ROLES) {
        const res = await as[role].get(`/api/admin/orders?${query}`);
        expect([query, role, res.status]).toEqual([
          query,
          role,
          holds(permission, role) ? 200 : 403,
        ]);
        cells.push(res.status === 200);
      }
      rows.push([`GET /api/admin/orders?${query} (${permission})`, cells]);
    }
    console.log(`Roles by route, as the app answered:\n${table('route', rows)}`);
  });
});
