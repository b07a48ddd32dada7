import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customers, promotions, resellerBrands, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/identity/auth/secrets.js';
import { addDemoCatalogue } from './demo-catalogue.js';
import { addDemoCloudRouters } from './demo-cloud-routers.js';
import { addDemoCrossConnects } from './demo-cross-connects.js';
import { addDemoDedicatedClouds } from './demo-dedicated-clouds.js';
import { addDemoHostedClouds } from './demo-hosted-clouds.js';
import { addDemoIdentity } from './demo-identity.js';
import { addDemoNetwork } from './demo-network.js';
import { addDemoPointToPoints } from './demo-point-to-points.js';
import { addDemoPorts, DEMO_PORTS } from './demo-ports.js';
import { addDemoVirtualCircuits } from './demo-virtual-circuits.js';
import { type DemoLoadReport, DemoWorld, demoId, loadDemoWorld } from './demo-world.js';

/** Every demo user signs in with this password (README "Demo logins"). */
export const DEMO_PASSWORD = 'Switch-Meadow-41';

/** Fixed ids keep the demo world idempotent: seeding twice changes nothing. */
export const DEMO_CUSTOMER_IDS = {
  provider: '00000000-0000-4000-8000-000000000001',
  acme: '00000000-0000-4000-8000-0000000000a1',
  initech: '00000000-0000-4000-8000-0000000000b1',
  globex: '00000000-0000-4000-8000-0000000000c1',
  hooli: '00000000-0000-4000-8000-0000000000c2',
  umbrella: '00000000-0000-4000-8000-0000000000c3',
} as const;

const DEMO_CUSTOMERS: (typeof customers.$inferInsert)[] = [
  { id: DEMO_CUSTOMER_IDS.provider, name: 'Provider Operations', type: 'others', isProvider: true },
  {
    id: DEMO_CUSTOMER_IDS.acme,
    name: 'Acme Networks',
    type: 'others',
    additionalFeatures: [
      'hpi',
      'alerts',
      'diagnostic_reports',
      'cr_marketplace',
      'cr_topology_map',
      'last_mile_access',
    ],
  },
  { id: DEMO_CUSTOMER_IDS.initech, name: 'Initech', type: 'others', hasQuota: true },
  { id: DEMO_CUSTOMER_IDS.globex, name: 'Globex Telecom', type: 'reseller', mainColor: '#7b2cbf', domain: 'globex' },
  { id: DEMO_CUSTOMER_IDS.hooli, name: 'Hooli Cloud', type: 'others', resellerId: DEMO_CUSTOMER_IDS.globex },
  {
    id: DEMO_CUSTOMER_IDS.umbrella,
    name: 'Umbrella Logistics',
    type: 'others',
    resellerId: DEMO_CUSTOMER_IDS.globex,
  },
];

export interface DemoUser {
  login: string;
  firstName: string;
  lastName: string;
  customerId: string;
  group: string;
  isProviderStaff?: boolean;
  description: string;
}

/** The demo logins the README and the start-up log list. */
export const DEMO_USERS: DemoUser[] = [
  {
    login: 'demo',
    firstName: 'Dana',
    lastName: 'Reyes',
    customerId: DEMO_CUSTOMER_IDS.acme,
    group: 'admin',
    description: 'admin of Acme Networks',
  },
  {
    login: 'readonly',
    firstName: 'Riley',
    lastName: 'Chen',
    customerId: DEMO_CUSTOMER_IDS.acme,
    group: 'read-only',
    description: 'read-only user of Acme Networks',
  },
  {
    login: 'other',
    firstName: 'Omar',
    lastName: 'Haddad',
    customerId: DEMO_CUSTOMER_IDS.initech,
    group: 'admin',
    description: 'admin of Initech, another customer',
  },
  {
    login: 'reseller',
    firstName: 'Rhea',
    lastName: 'Novak',
    customerId: DEMO_CUSTOMER_IDS.globex,
    group: 'admin',
    description: 'admin of Globex Telecom, a reseller',
  },
  {
    login: 'staff',
    firstName: 'Sam',
    lastName: 'Okafor',
    customerId: DEMO_CUSTOMER_IDS.provider,
    group: 'support',
    isProviderStaff: true,
    description: 'provider support staff, acts on behalf of customers',
  },
];

/** Whether the database holds any customer yet (the embedded default seeds an empty database on first start). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from ${customers}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows) as { count: number }[];
  return (rows[0]?.count ?? 0) === 0;
}

/** The fixed id of a demo user (`demoId`), so that other demo rows can name the user before it is stored. */
export function demoUserId(login: string): string {
  return demoId(`user:${login}`);
}

/** The companies of the demo world: the provider, direct customers, a reseller and its customers, and their users. */
function addDemoCompanies(world: DemoWorld, passwordHash: string): void {
  world.add(customers, DEMO_CUSTOMERS);
  world.add(resellerBrands, [
    { customerId: DEMO_CUSTOMER_IDS.globex, brandKey: 'globex', publicName: 'Globex Connect', mainColor: '#7b2cbf' },
  ]);
  world.add(promotions, [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      promotionCode: 'FABRIC20',
      description: '20% off the first year of new backbone virtual circuits',
      discountPercent: 20,
      productType: 'vc',
      customerId: null,
      startsAt: new Date(Date.UTC(2026, 0, 1)),
      endsAt: new Date(Date.UTC(2027, 11, 31)),
    },
    // Initech's own offer: a second port, which its single Dallas port needs before it can form a LAG.
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      promotionCode: 'INITECH15',
      description: 'Your next port',
      discountPercent: 15,
      productType: 'port',
      customerId: DEMO_CUSTOMER_IDS.initech,
      startsAt: new Date(Date.UTC(2026, 0, 1)),
      endsAt: new Date(Date.UTC(2027, 11, 31)),
    },
  ]);
  world.add(
    users,
    DEMO_USERS.map((user) => ({
      id: demoUserId(user.login),
      customerId: user.customerId,
      login: user.login,
      email: `${user.login}@example.com`,
      firstName: user.firstName,
      lastName: user.lastName,
      groupName: user.group,
      passwordHash,
      isVerified: true,
      isProviderStaff: user.isProviderStaff ?? false,
    })),
  );
}

/**
 * The whole demo world in memory. Each area adds its rows (see `demo-world.ts`); a new product's demo data is one
 * more `add…(world)` call here. `telemetryDays` of history for the demo's interfaces are asked for, filled by a
 * background job once the server runs (the server passes `DEMO_TELEMETRY_DAYS`; tests leave it at none).
 */
export async function buildDemoWorld(options: { telemetryDays?: number } = {}): Promise<DemoWorld> {
  const world = new DemoWorld();
  addDemoCatalogue(world);
  // One hash for every demo user: argon2 is slow on purpose.
  addDemoCompanies(world, await hashPassword(DEMO_PASSWORD));
  addDemoIdentity(
    world,
    DEMO_USERS.map((user) => demoUserId(user.login)),
  );
  addDemoPorts(world, {
    acme: { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') },
    initech: { customerId: DEMO_CUSTOMER_IDS.initech, orderedBy: demoUserId('other') },
  });
  addDemoCrossConnects(world, {
    customerId: DEMO_CUSTOMER_IDS.acme,
    portCircuitId: DEMO_PORTS.nyc,
    issuedAt: new Date(Date.UTC(2025, 8, 20, 10, 0)),
  });
  addDemoVirtualCircuits(world, { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') });
  addDemoDedicatedClouds(world, { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') });
  addDemoHostedClouds(world, { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') });
  addDemoPointToPoints(world, { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') });
  addDemoCloudRouters(world, { customerId: DEMO_CUSTOMER_IDS.acme, orderedBy: demoUserId('demo') });
  addDemoNetwork(world, {
    acme: DEMO_CUSTOMER_IDS.acme,
    withHistory: Object.values(DEMO_CUSTOMER_IDS),
    telemetryDays: options.telemetryDays ?? 0,
  });
  return world;
}

/**
 * Loads the demo world in one transaction, in bulk. Idempotent: rows that exist are left as they are, so loading
 * again adds only what is missing.
 */
export async function seedDemo(db: Database, options: { telemetryDays?: number } = {}): Promise<DemoLoadReport> {
  const world = await buildDemoWorld(options);
  return db.transaction((tx) => loadDemoWorld(tx, world));
}
