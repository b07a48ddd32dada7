import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { ports } from '../../db/schema/index.js';
import { upsertCircuit } from '../../modules/platform/inventory/inventory.repo.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import { DEMO_PORTS } from '../../seed/demo-ports.js';
import { insertTestCloudRouter } from '../cloud-router-fixture.js';
import { orderInitechDedicatedCloud } from '../dedicated-cloud-fixture.js';
import { orderInitechHosted } from '../hosted-fixture.js';
import { multipartBody } from '../multipart.js';
import { insertTestPort } from '../port-fixture.js';
import { orderInitechPtp } from '../ptp-fixture.js';
import type { Session } from '../test-app.js';
import { orderInitechVc } from '../vc-fixture.js';

/** What a fixture may use to find or make an object of the other customer (Initech, signed in as `other`). */
export interface FixtureContext {
  app: FastifyInstance;
  db: Database;
  /** Initech's admin. */
  other: Session;
}

/**
 * How the generated checks fill one kind of path parameter:
 * - `tenant`: an object of a customer; `foreign` finds or makes one of Initech's, which Acme must get 404 for;
 * - `shared`: not a customer's object (a PoP, a group name, a public brand); `value` is used as it is.
 */
export type ParamFixture =
  | { tenant: true; foreign: (context: FixtureContext) => Promise<string> }
  | { tenant: false; value: string; reason: string };

const INITECH = DEMO_CUSTOMER_IDS.initech;
const INITECH_PORT = DEMO_PORTS.initech;
const INITECH_LAG = 'PF-AE-DAL1-9000001';
const INITECH_LAG_MEMBER = 'PF-AP-DAL1-9000002';
const INITECH_CR_CONNECTION = 'PF-L3-CON-9000004';

async function created<T>(response: { statusCode: number; body: string; json(): T }, what: string): Promise<T> {
  if (response.statusCode >= 300) throw new Error(`could not make Initech's ${what}: ${response.body}`);
  return response.json();
}

async function post(context: FixtureContext, url: string, payload: unknown, what: string) {
  const response = await context.app.inject({
    method: 'POST',
    url,
    headers: context.other.bearer,
    payload: payload as never,
  });
  return created<Record<string, unknown>>(response, what);
}

async function upload(context: FixtureContext, url: string, form: ReturnType<typeof multipartBody>, what: string) {
  const response = await context.app.inject({
    method: 'POST',
    url,
    headers: { ...context.other.bearer, ...form.headers },
    payload: form.payload,
  });
  return created<Record<string, unknown>>(response, what);
}

const initechDocument = async (context: FixtureContext): Promise<string> => {
  const form = multipartBody(
    { type: 'customer_loa' },
    { document: { name: 'loa.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  );
  return String((await upload(context, '/v2/documents', form, 'document')).uuid);
};

/** Makes an object once per app, however many parameter kinds ask for it. */
function once(make: (context: FixtureContext) => Promise<string>) {
  const made = new WeakMap<FastifyInstance, Promise<string>>();
  return (context: FixtureContext) => {
    let result = made.get(context.app);
    if (!result) {
      result = make(context);
      made.set(context.app, result);
    }
    return result;
  };
}

const initechLag = once(async (context) => {
  await insertTestPort(context.db, { circuitId: INITECH_LAG, customerId: INITECH, pop: 'DAL1', isLag: true });
  await insertTestPort(context.db, { circuitId: INITECH_LAG_MEMBER, customerId: INITECH, pop: 'DAL1' });
  await context.db.update(ports).set({ lagId: INITECH_LAG }).where(eq(ports.circuitId, INITECH_LAG_MEMBER));
  return INITECH_LAG;
});

const initechVirtualCircuit = once((context) => orderInitechVc(context.app, context.db, context.other.bearer));
const initechHosted = once((context) => orderInitechHosted(context.app, context.other.bearer));
const initechPtp = once(async (context) => (await orderInitechPtp(context.app, context.other.bearer)).uuid);
const initechDedicatedCloud = once(
  async (context) => (await orderInitechDedicatedCloud(context.app, context.other.bearer)).circuitId,
);
const initechFlexBandwidth = once(async (context) => {
  const payload = { description: 'Initech pool', account_uuid: INITECH, subscription_term: 1, capacity: '50Gbps' };
  return String((await post(context, '/v2/flex-bandwidth', payload, 'flex bandwidth')).flex_bandwidth_id);
});

const initechCloudRouter = once(async (context) =>
  JSON.stringify(
    await insertTestCloudRouter(context.db, INITECH, {
      router: 'PF-L3-CUST-9000010',
      connection: 'PF-L3-CON-9000011',
      gateway: '38.104.99.10',
    }),
  ),
);
const initechRouterPart = (part: 'router' | 'connection' | 'session') => async (context: FixtureContext) =>
  String(JSON.parse(await initechCloudRouter(context))[part]);

const UNIT = { tenant: false, value: 'bps', reason: 'a unit of measure' } as const;
const initechPort = async () => INITECH_PORT;

/**
 * One entry per kind of path parameter, keyed by the path up to it without the version (`/ports/:id`). A route
 * whose parameter has no entry fails the generated checks with the key to add, so every new area brings the way
 * to find another customer's object of its kind.
 */
export const PARAM_FIXTURES: Record<string, ParamFixture> = {
  '/docs/:slug': { tenant: false, value: 'getting-started', reason: 'public user documentation' },
  '/reseller-brands/:brandKey': { tenant: false, value: 'globex', reason: 'a brand is public (spec 2: login page)' },
  '/reseller-brands/:brandKey/:kind': { tenant: false, value: 'logo', reason: 'an image kind' },
  '/users/:id': { tenant: true, foreign: async () => 'other' },
  '/users/:id/groups/:groupId': { tenant: false, value: 'admin', reason: 'groups are the same for every customer' },
  '/groups/:id': { tenant: false, value: 'admin', reason: 'groups are the same for every customer' },
  '/customers/images/:id': {
    tenant: true,
    foreign: once(async (context) => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      const form = multipartBody({}, { file: { name: 'logo.svg', data: svg, contentType: 'image/svg+xml' } });
      return String((await upload(context, '/v2/customers/current/image', form, 'logo')).image_id);
    }),
  },
  '/locations/:pop': { tenant: false, value: 'DAL1', reason: 'the catalogue of PoPs is the same for everyone' },
  '/customers/:id': { tenant: true, foreign: async () => INITECH },
  '/metrics/ifd/rate/:unit': UNIT,
  '/metrics/ifd/rate/:unit/:id': { tenant: true, foreign: initechPort },
  '/metrics/ifd/whatcast/:id': { tenant: true, foreign: initechPort },
  '/metrics/ifd/errors/:id': { tenant: true, foreign: initechPort },
  '/metrics/ifd/optic-data/:id': { tenant: true, foreign: initechPort },
  '/metrics/virtual-circuits/:id': { tenant: true, foreign: initechVirtualCircuit },
  '/metrics/virtual-circuits/:id/interfaces/:iface': { tenant: true, foreign: initechPort },
  '/metrics/virtual-circuits/:id/interfaces/:iface/rate/:unit': UNIT,
  '/metrics/cloud-router-connections/:id': {
    tenant: true,
    foreign: once(async (context) => {
      await upsertCircuit(context.db, {
        circuitId: INITECH_CR_CONNECTION,
        customerId: INITECH,
        serviceType: 'cr-connection',
        state: 'active',
        summary: 'active',
      });
      return INITECH_CR_CONNECTION;
    }),
  },
  '/metrics/cloud-router-connections/:id/rate/:unit': UNIT,
  '/ports/:id': { tenant: true, foreign: initechPort },
  '/booked/ports/:id': {
    tenant: true,
    foreign: once(async (context) => {
      const booking = { pop: 'DAL1', zone: 'A', speed: '10Gbps', media: 'LR' };
      return String((await post(context, '/v2/booked/ports', booking, 'booking')).uuid);
    }),
  },
  '/lags/:id': { tenant: true, foreign: initechLag },
  '/lags/:id/members/:member': {
    tenant: true,
    foreign: async (context) => {
      await initechLag(context);
      return INITECH_LAG_MEMBER;
    },
  },
  '/billing/services/early-termination-liability/:id': { tenant: true, foreign: initechPort },
  '/services/:id': { tenant: true, foreign: initechVirtualCircuit },
  '/services/point-to-point/:id': { tenant: true, foreign: initechPtp },
  '/services/cloud/connections/:id': { tenant: true, foreign: initechDedicatedCloud },
  '/services/cloud/:id': { tenant: true, foreign: initechDedicatedCloud },
  '/services/cloud/dedicated/:id': { tenant: true, foreign: initechDedicatedCloud },
  '/services/cloud/hosted/:id': { tenant: true, foreign: initechHosted },
  '/services/cloud-routers/:id': { tenant: true, foreign: initechRouterPart('router') },
  '/services/cloud-routers/:id/connections/:cid': { tenant: true, foreign: initechRouterPart('connection') },
  '/services/cloud-routers/:id/connections/:cid/bgp/:uuid': { tenant: true, foreign: initechRouterPart('session') },
  '/services/ipsec/:cid': { tenant: true, foreign: initechRouterPart('connection') },
  '/bgp-settings/:uuid': { tenant: true, foreign: initechRouterPart('session') },
  '/billing/services/:id': { tenant: true, foreign: initechVirtualCircuit },
  '/flex-bandwidth/:id': { tenant: true, foreign: initechFlexBandwidth },
  '/auth/sessions/:id': {
    tenant: true,
    foreign: once(async (context) => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/v2/auth/sessions',
        headers: context.other.bearer,
      });
      const [session] = await created<{ id: string }[]>(response, 'session list');
      if (!session) throw new Error('Initech has no session');
      return session.id;
    }),
  },
  '/users/current/api-keys/:id': {
    tenant: true,
    foreign: once(async (context) =>
      String(
        (await post(context, '/v2/users/current/api-keys', { name: 'Initech CI', time_expires: null }, 'API key')).id,
      ),
    ),
  },
  '/team-invites/:id': {
    tenant: true,
    foreign: once(async (context) =>
      String(
        (await post(context, '/v2/team-invites', { email: 'new.hire@initech.example', group: 'regular' }, 'invite')).id,
      ),
    ),
  },
  '/contacts/:id': {
    tenant: true,
    foreign: once(async (context) => {
      const contact = { first_name: 'Ina', last_name: 'Tech', email: 'noc@initech.example', phone: '+1 214 555 0100' };
      return String((await post(context, '/v2/contacts', contact, 'contact')).uuid);
    }),
  },
  '/services/cloud/credentials/:id': {
    tenant: true,
    foreign: once(async (context) => {
      const credential = {
        cloud_provider: 'aws',
        description: 'Initech AWS',
        cloud_credentials: { aws_access_key: 'AKIAINITECH000000001', aws_secret_key: 'a'.repeat(40) },
      };
      return String(
        (await post(context, '/v2/services/cloud/credentials', credential, 'cloud credential'))
          .cloud_provider_credential_uuid,
      );
    }),
  },
  '/dev/outbox/attachments/:id': {
    tenant: false,
    value: '00000000-0000-4000-8000-000000000000',
    reason: 'the development outbox, outside the API and never served in production',
  },
  '/documents/:uuid': { tenant: true, foreign: initechDocument },
  '/events/:subscription_uuid': {
    tenant: true,
    foreign: once(async (context) => {
      const bundle = { streams: [{ type: 'customer', events: ['auth'], vcs: [], ifds: [] }] };
      return String((await post(context, '/v2/events', bundle, 'event subscription')).subscription_uuid);
    }),
  },
  '/outbound-cross-connects/:circuit_id': {
    tenant: true,
    foreign: once(async (context) => {
      const order = {
        port: INITECH_PORT,
        site: 'DAL1-SITE',
        document_uuid: await initechDocument(context),
        description: 'x',
      };
      const site = await context.app.inject({
        method: 'GET',
        url: `/v2/ports/${INITECH_PORT}`,
        headers: context.other.bearer,
      });
      order.site = String((await created<{ site_code: string }>(site, 'port')).site_code);
      await post(context, '/v2/outbound-cross-connects', order, 'cross connect');
      const list = await context.app.inject({
        method: 'GET',
        url: '/v2/outbound-cross-connects',
        headers: context.other.bearer,
      });
      const item = (await created<{ port: string; circuit_id: string }[]>(list, 'cross connects')).find(
        (candidate) => candidate.port === INITECH_PORT,
      );
      if (!item) throw new Error("Initech's cross connect is not in its list");
      return item.circuit_id;
    }),
  },
};

const HOSTED: ParamFixture = { tenant: true, foreign: initechHosted };
const DEDICATED: ParamFixture = { tenant: true, foreign: initechDedicatedCloud };
const VIRTUAL_CIRCUIT: ParamFixture = { tenant: true, foreign: initechVirtualCircuit };

/**
 * Routes whose parameter names more kinds of object than its path's fixture makes, or another kind: each listed
 * fixture is asked in turn and every one must answer 404. The calls hosted and dedicated cloud connections share are
 * asked with both; a hosted connection's own calls (its router configuration) with a hosted one; the VCs' calls a
 * hosted connection answers too (read, upgrade options, billing modify, early termination liability) with both.
 */
export const ROUTE_FIXTURES: Record<string, Record<string, ParamFixture[]>> = {
  'GET /v2/services/cloud/connections/:id': { id: [DEDICATED, HOSTED] },
  'GET /v2.1/services/cloud/connections/:id/status': { id: [DEDICATED, HOSTED] },
  'DELETE /v2/services/cloud/:id': { id: [DEDICATED, HOSTED] },
  'GET /v2/services/cloud/connections/:id/router-config': { id: [HOSTED] },
  'GET /v2/services/:id': { id: [VIRTUAL_CIRCUIT, HOSTED] },
  'GET /v2/services/:id/upgrade/options': { id: [VIRTUAL_CIRCUIT, HOSTED] },
  'POST /v2/billing/services/:id/modify/preview': { id: [VIRTUAL_CIRCUIT, HOSTED] },
  'POST /v2/billing/services/:id/modify': { id: [VIRTUAL_CIRCUIT, HOSTED] },
  'GET /v2/billing/services/early-termination-liability/:id': {
    id: [{ tenant: true, foreign: initechPort }, HOSTED],
  },
};

/** The fixtures a route's parameter is checked with: the route's own list, else its parameter kind's fixture. */
export function fixturesFor(routeKey: string, param: string, kindKey: string): ParamFixture[] {
  return ROUTE_FIXTURES[routeKey]?.[param] ?? [fixtureFor(kindKey, routeKey)];
}

/** The fixture of a parameter kind, or an error naming the key a new route must add. */
export function fixtureFor(kindKey: string, routeKey: string): ParamFixture {
  const fixture = PARAM_FIXTURES[kindKey];
  if (!fixture) {
    throw new Error(
      `${routeKey}: its path parameter "${kindKey}" has no fixture. Add an entry for "${kindKey}" to PARAM_FIXTURES ` +
        "(apps/server/src/testing/route-matrix/foreign-objects.ts): a way to find or make the other customer's " +
        'object of that kind, or mark it shared with the reason.',
    );
  }
  return fixture;
}
