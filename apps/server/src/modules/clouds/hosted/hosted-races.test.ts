import { CLOUD_CREDENTIAL_IN_USE_MESSAGE } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_PAIRING_KEY_IN_USE_MESSAGE } from '../../../clouds/cloud-simulator.js';
import { cloudProviderConnections, hostedClouds } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { awsHostedOrder } from '../../../testing/hosted-fixture.js';
import { insertTestPort } from '../../../testing/port-fixture.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { type HostedVlanClaim, rethrowVlanRace, VLAN_RACE_MESSAGE } from './order-hosted.js';

/**
 * Issue 17: orders placed at the same moment. Each order runs in its own transaction; what one order checks (a VLAN
 * free on its port, a Google pairing key or Oracle OCID not in use, room on an Azure circuit, a credential still
 * there) must still hold when it commits. Orders come from different ports, so the port's own lock does not
 * queue them: the key's lock must.
 */
let harness: TestApp;
let demo: Session;

const ORDERS = 6;
/** Acme's ports for the races, one per parallel order, at WDC1 (where Google, Oracle and Azure have on-ramps). */
const RACE_PORTS = Array.from({ length: ORDERS }, (_, index) => `PF-AP-WDC1-99010${index}`);

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
  for (const circuitId of RACE_PORTS) {
    await insertTestPort(harness.database.db, { circuitId, customerId: DEMO_CUSTOMER_IDS.acme });
  }
});
afterAll(async () => {
  await harness?.close();
});

const order = (provider: string, payload: unknown) =>
  harness.app.inject({
    method: 'POST',
    url: `/v2/services/cloud/hosted/${provider}`,
    headers: demo.bearer,
    payload: payload as never,
  });

/** The orders' answers, sent all at once: the created ones and the refused ones. */
async function race(provider: string, payloads: unknown[]) {
  const responses = await Promise.all(payloads.map((payload) => order(provider, payload)));
  const created = responses.filter((response) => response.statusCode === 201);
  const refused = responses.filter((response) => response.statusCode !== 201);
  return { created, refused };
}

/** The connections the clouds hold on a key (what makes the next order's key "in use"). */
async function holding(provider: 'google' | 'oracle' | 'azure', key: string) {
  const rows = await harness.database.db
    .select({ id: cloudProviderConnections.connectionId })
    .from(cloudProviderConnections)
    .where(
      and(
        eq(cloudProviderConnections.provider, provider),
        eq(cloudProviderConnections.providerKey, key),
        inArray(cloudProviderConnections.state, ['awaiting_acceptance', 'pending', 'available']),
      ),
    );
  return rows.length;
}

describe('parallel hosted orders of one cloud key', () => {
  it('one Google pairing key: exactly one order is accepted, the others hear the key is in use', async () => {
    const key = 'race-key/us-east4/any';
    const { created, refused } = await race(
      'google',
      RACE_PORTS.map((port, index) => ({
        description: `Google race ${index}`,
        port,
        google_pairing_key: key,
        google_vlan_attachment_name: `race-${index}`,
        pop: 'WDC1',
        vlan: 1200 + index,
        speed: '50Mbps',
      })),
    );
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ google_pairing_key: GOOGLE_PAIRING_KEY_IN_USE_MESSAGE });
    }
    expect(await holding('google', key)).toBe(1);
  });

  it('one Oracle OCID: exactly one order is accepted, the others hear spec 5’s "currently in use"', async () => {
    const ocid = 'ocid1.virtualcircuit.oc1.us-ashburn-1.raceraceraceraceracerace';
    const { created, refused } = await race(
      'oracle',
      RACE_PORTS.map((port, index) => ({
        description: `Oracle race ${index}`,
        port,
        vc_ocid: ocid,
        region: 'us-ashburn-1',
        pop: 'WDC1',
        zone: 'A',
        vlan: 1300 + index,
      })),
    );
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ vc_ocid: 'This OCID is currently in use' });
    }
    expect(await holding('oracle', ocid)).toBe(1);
  });

  it("one Azure service key: orders each asking the circuit's whole bandwidth, exactly one fits", async () => {
    const key = 'abcdef00-1111-2222-3333-999999999999';
    const check = await harness.app.inject({
      method: 'GET',
      url: `/v2/services/cloud/azure/service-key-validation?azure_service_key=${key}`,
      headers: demo.bearer,
    });
    const bandwidth = check.json().bandwidth as number;
    const { created, refused } = await race(
      'azure',
      RACE_PORTS.map((port, index) => ({
        description: `Azure race ${index}`,
        port,
        azure_service_key: key,
        vlan_private: 1400 + index,
        speed: `${bandwidth / 1000}Gbps`,
      })),
    );
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ azure_service_key: 'This key has no capacity left' });
    }
    expect(await holding('azure', key)).toBe(1);
  });
});

describe('parallel hosted orders of one VLAN on one port', () => {
  it('exactly one is accepted; the others are refused naming vlan', async () => {
    const [port = ''] = RACE_PORTS;
    const { created, refused } = await race(
      'aws',
      Array.from({ length: ORDERS }, () => awsHostedOrder(port, { vlan: 1500 })),
    );
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect([`VLAN 1500 is already in use on ${port}.`, VLAN_RACE_MESSAGE]).toContain(response.json().fields.vlan);
    }
  });
});

describe('the unique index on port and VLAN, the last guard of an order', () => {
  const claim = (field: HostedVlanClaim['field'], vlan: number): HostedVlanClaim => ({
    kind: field === 'vlan_private' ? 'private' : field === 'vlan_microsoft' ? 'microsoft' : 'vlan',
    field,
    claim: { vlan, svlan: null, untagged: false, isWholePort: false },
    outerVlan: vlan,
    innerVlan: 0,
  });
  const violation = { code: '23505', constraint: 'hosted_cloud_vlans_port_vlan_idx' };

  it("names the Azure VLAN another order took: vlan_microsoft when the Microsoft peering's VLAN was lost", async () => {
    const port = RACE_PORTS[1] ?? '';
    const first = await order('azure', {
      description: 'Azure taken first',
      port,
      azure_service_key: 'abcdef00-1111-2222-3333-888888888888',
      vlan_private: 1700,
      vlan_microsoft: 1701,
      speed: '100Mbps',
    });
    expect(first.statusCode, first.body).toBe(201);
    const order2 = { customerId: DEMO_CUSTOMER_IDS.acme, portCircuitId: port };
    for (const [claims, field] of [
      [[claim('vlan_private', 1750), claim('vlan_microsoft', 1701)], 'vlan_microsoft'],
      [[claim('vlan_private', 1700), claim('vlan_microsoft', 1751)], 'vlan_private'],
      [[claim('vlan', 1700)], 'vlan'],
    ] as const) {
      await expect(rethrowVlanRace(harness.database.db, violation, { ...order2, claims })).rejects.toMatchObject({
        status: 400,
        code: 'state_conflict',
        fields: { [field]: VLAN_RACE_MESSAGE },
      });
    }
    const other = new Error('something else');
    await expect(rethrowVlanRace(harness.database.db, other, { ...order2, claims: [] })).rejects.toBe(other);
  });
});

describe('a cloud credential deleted while an order names it', () => {
  it('either the order wins and the deletion is refused, or the deletion wins and the order is refused; never both', async () => {
    for (const [round, port] of RACE_PORTS.entries()) {
      const credential = await harness.app.inject({
        method: 'POST',
        url: '/v2/services/cloud/credentials',
        headers: demo.bearer,
        payload: {
          cloud_provider: 'aws',
          description: `Race ${round}`,
          cloud_credentials: { aws_access_key: 'AKIAIOSFODNN7EXAMPLE', aws_secret_key: 'a'.repeat(40) },
        },
      });
      const id = credential.json().cloud_provider_credential_uuid as string;
      const [ordered, deleted] = await Promise.all([
        order(
          'aws',
          awsHostedOrder(port, {
            vlan: 1600 + round,
            pop: 'WDC1',
            cloudSettings: {
              credentials_uuid: id,
              aws_vif_type: 'private',
              bgp_settings: { customer_asn: 65010 },
            },
          }),
        ),
        harness.app.inject({ method: 'DELETE', url: `/v2/services/cloud/credentials/${id}`, headers: demo.bearer }),
      ]);
      if (ordered.statusCode === 201) {
        expect(deleted.statusCode, deleted.body).toBe(400);
        expect(deleted.json().fields).toEqual({ cloud_provider_credential_uuid: CLOUD_CREDENTIAL_IN_USE_MESSAGE });
      } else {
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(ordered.statusCode).toBe(400);
        expect(ordered.json().fields).toEqual({
          'cloud_settings.credentials_uuid': 'Not a cloud credential of your company.',
        });
        const orphans = await harness.database.db
          .select({ id: hostedClouds.circuitId })
          .from(hostedClouds)
          .where(sql`${hostedClouds.cloudSettings} ->> 'credentials_uuid' = ${id}`);
        expect(orphans).toEqual([]);
      }
    }
  });
});
