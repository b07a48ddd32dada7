import { azureSessionL3Address } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;
let azure: string;

/** Microsoft's own ASN, which its side of an ExpressRoute private peering speaks as. */
const MICROSOFT_ASN = 12076;
const PRIMARY_SUBNET = '169.254.10.0/30';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | undefined, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const sessions = () => `/v2/services/cloud-routers/${router}/connections/${azure}/bgp`;

type SavedSession = {
  bgp_settings_uuid: string;
  address_family: 'v4' | 'v6';
  remote_asn: number;
  remote_address: string;
  l3_address: string;
  primary_subnet: string | null;
  subnet: string;
  multihop_ttl: number;
  orlonger: boolean;
  disabled: boolean;
  nat: unknown;
  prefixes: { prefix: string; match_type: string; type: string }[];
  bgp_state: string;
  state_reason: string | null;
};

const read = async (uuid: string) => (await inject('GET', `${sessions()}/${uuid}`, demo)).json() as SavedSession;

/**
 * The PUT body of the dialog's toggle (spec 4 "BGP toggle": it flips `disabled` and saves at once; for azure the
 * l3 address is set from the subnet): everything as saved, and the router's address the first host of the primary
 * subnet, as the dialog made the session with.
 */
function toggleBody(session: SavedSession) {
  const primarySubnet = session.primary_subnet ?? session.subnet;
  return {
    bgp_settings_uuid: session.bgp_settings_uuid,
    address_family: session.address_family,
    remote_asn: session.remote_asn,
    remote_address: session.remote_address,
    l3_address: azureSessionL3Address(primarySubnet),
    primary_subnet: primarySubnet,
    multihop_ttl: session.multihop_ttl,
    orlonger: session.orlonger,
    disabled: !session.disabled,
    prefixes: session.prefixes.map(({ prefix, match_type, type }) => ({ prefix, match_type, type })),
    nat: session.nat,
  };
}

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-azure-toggle-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  router = (
    await inject('POST', '/v2/services/cloud-routers', demo, { name: 'azure-cr', regions: ['US'], capacity: '1Gbps' })
  ).json().circuit_id;
  await runner.drain();
  const ordered = await inject('POST', `/v2.1/services/cloud-routers/${router}/connections/azure`, demo, {
    description: 'VNet via router',
    azure_service_key: '5d1c0a8e-2b3f-4c6d-8e9f-0a1b2c3d4e5f',
    speed: '500Mbps',
  });
  expect(ordered.statusCode).toBe(201);
  azure = ordered.json().cloud_circuit_id;
  await runner.drain();
});

afterAll(async () => {
  await harness?.close();
});

describe("an Azure session's toggle (spec 4: for azure the l3 address is set from the subnet)", () => {
  it('made by the dialog, toggled off and on through PUT as the dialog sends it, is established again', async () => {
    // The dialog's create body: the router's address is the first host of the primary subnet.
    const created = await inject('POST', sessions(), demo, {
      address_family: 'v4',
      remote_asn: MICROSOFT_ASN,
      remote_address: '169.254.10.2',
      l3_address: azureSessionL3Address(PRIMARY_SUBNET),
      primary_subnet: PRIMARY_SUBNET,
      multihop_ttl: 1,
      orlonger: false,
      disabled: false,
      prefixes: [
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
      ],
      nat: null,
    });
    expect(created.statusCode).toBe(200);
    const uuid = created.json().bgp_settings_uuid as string;
    await runner.drain();
    const up = await read(uuid);
    expect(up).toMatchObject({ l3_address: '169.254.10.1/30', subnet: PRIMARY_SUBNET, bgp_state: 'established' });

    const off = await inject('PUT', sessions(), demo, toggleBody(up));
    expect(off.statusCode).toBe(200);
    await runner.drain();
    const down = await read(uuid);
    expect(down.disabled).toBe(true);
    expect(down.bgp_state).not.toBe('established');

    const on = await inject('PUT', sessions(), demo, toggleBody(down));
    expect(on.statusCode).toBe(200);
    await runner.drain();
    const again = await read(uuid);
    expect(again).toMatchObject({ disabled: false, l3_address: '169.254.10.1/30', bgp_state: 'established' });
    expect(again.state_reason).toBeNull();
    const received = await inject('GET', `${sessions()}-routes?route_type=received&bgp_settings_uuid=${uuid}`, demo);
    expect(received.statusCode).toBe(200);
    expect(received.json().length).toBeGreaterThan(0);
  });

  it('set to the subnet itself (the network address, as the toggle did before) the session stays down', async () => {
    const created = await inject('POST', sessions(), demo, {
      remote_asn: MICROSOFT_ASN,
      remote_address: '169.254.20.2',
      l3_address: '169.254.20.1/30',
      primary_subnet: '169.254.20.0/30',
      prefixes: [
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
      ],
    });
    const uuid = created.json().bgp_settings_uuid as string;
    await runner.drain();
    const saved = await read(uuid);
    expect(saved.bgp_state).toBe('established');
    const wrong = await inject('PUT', sessions(), demo, {
      ...toggleBody(saved),
      disabled: false,
      l3_address: saved.subnet,
    });
    expect(wrong.statusCode).toBe(200);
    await runner.drain();
    const stuck = await read(uuid);
    expect(stuck.bgp_state).not.toBe('established');
    expect(stuck.state_reason).toEqual(expect.any(String));
    // The toggle's body puts it right.
    expect((await inject('PUT', sessions(), demo, { ...toggleBody(stuck), disabled: false })).statusCode).toBe(200);
    await runner.drain();
    expect((await read(uuid)).bgp_state).toBe('established');
  });

  it('the toggle is refused without a session (401) and to the read-only group (403); another company finds no session (404)', async () => {
    const [session] = (await inject('GET', sessions(), demo)).json() as SavedSession[];
    if (!session) throw new Error('no session');
    const body = toggleBody(session);
    expect((await inject('PUT', sessions(), undefined, body)).statusCode).toBe(401);
    expect((await inject('PUT', sessions(), readonly, body)).statusCode).toBe(403);
    const foreign = await inject('PUT', sessions(), other, body);
    expect(foreign.statusCode).toBe(404);
    expect((await read(session.bgp_settings_uuid)).disabled).toBe(session.disabled);
  });
});
