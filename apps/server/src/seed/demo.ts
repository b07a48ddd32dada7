import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customers, locations, promotions, resellerBrands, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/identity/auth/secrets.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoCrossConnects } from './demo-cross-connects.js';
import { seedDemoIdentity } from './demo-identity.js';
import { DEMO_LOCATIONS } from './demo-locations.js';
import { seedDemoNetwork } from './demo-network.js';
import { DEMO_PORTS, seedDemoPorts } from './demo-ports.js';

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

/**
 * Loads the demo world. Idempotent: rows that exist are left as they are. `telemetryDays` of history for the demo's
 * interfaces are filled by a background job (the server passes `DEMO_TELEMETRY_DAYS`; tests leave it at none).
 */
export async function seedDemo(db: Database, options: { telemetryDays?: number } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(locations).values(DEMO_LOCATIONS).onConflictDoNothing();
    await seedDemoCatalogue(tx);
    await tx.insert(customers).values(DEMO_CUSTOMERS).onConflictDoNothing();
    await tx
      .insert(resellerBrands)
      .values({
        customerId: DEMO_CUSTOMER_IDS.globex,
        brandKey: 'globex',
        publicName: 'Globex Connect',
        mainColor: '#7b2cbf',
      })
      .onConflictDoNothing();
    await tx
      .insert(promotions)
      .values({
        id: '00000000-0000-4000-8000-0000000000f1',
        promotionCode: 'FABRIC20',
        description: '20% off the first year of new backbone virtual circuits',
        discountPercent: 20,
        productType: 'vc',
        customerId: null,
        startsAt: new Date(Date.UTC(2026, 0, 1)),
        endsAt: new Date(Date.UTC(2027, 11, 31)),
      })
      .onConflictDoNothing();
    // Initech's own offer: a second port, which its single Dallas port needs before it can form a LAG.
    await tx
      .insert(promotions)
      .values({
        id: '00000000-0000-4000-8000-0000000000f2',
        promotionCode: 'INITECH15',
        description: 'Your next port',
        discountPercent: 15,
        productType: 'port',
        customerId: DEMO_CUSTOMER_IDS.initech,
        startsAt: new Date(Date.UTC(2026, 0, 1)),
        endsAt: new Date(Date.UTC(2027, 11, 31)),
      })
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user) => ({
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
      )
      .onConflictDoNothing();
    await seedDemoIdentity(
      tx,
      DEMO_USERS.map((user) => user.login),
    );
    await seedDemoPorts(tx, { acme: DEMO_CUSTOMER_IDS.acme, initech: DEMO_CUSTOMER_IDS.initech });
    await seedDemoCrossConnects(tx, {
      customerId: DEMO_CUSTOMER_IDS.acme,
      portCircuitId: DEMO_PORTS.nyc,
      issuedAt: new Date(Date.UTC(2025, 8, 20, 10, 0)),
    });
    await seedDemoNetwork(tx, {
      acme: DEMO_CUSTOMER_IDS.acme,
      withHistory: Object.values(DEMO_CUSTOMER_IDS),
      telemetryDays: options.telemetryDays ?? 0,
    });
  });
}
