import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { findCircuit } from '../../platform/inventory/inventory.repo.js';

let harness: TestApp;
let demo: Session;
let other: Session;
let readonly: Session;

beforeAll(async () => {
  harness = await createTestApp();
  ({ demo, other, readonly } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const ROUTER = `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}`;
const get = (url: string, session = demo) => harness.app.inject({ method: 'GET', url, headers: session.bearer });

describe("Acme's demo cloud router", () => {
  it('is a real router with its IPsec and AWS connections, each with an established session', async () => {
    const router = await get(ROUTER);
    expect(router.statusCode).toBe(200);
    expect(router.json()).toMatchObject({ name: 'acme-core-cr1', asn: 4556, state: 'active', connection_count: 2 });
    const connections = (await get(`${ROUTER}/connections`)).json();
    expect(connections).toEqual([
      expect.objectContaining({
        cloud_circuit_id: DEMO_NETWORK.ipsecConnection,
        connection_type: 'ipsec',
        service_provider: 'ipsec',
        nat_capable: true,
        bgp_state_list: [expect.objectContaining({ bgp_state: 'established' })],
      }),
      expect.objectContaining({
        cloud_circuit_id: DEMO_NETWORK.awsConnection,
        connection_type: 'cloud_hosted',
        port_type: 'hosted',
        service_provider: 'aws',
        cloud_provider_connection_id: 'dxcon-7c1e42b9',
        cloud_provider: { pop: 'SEA1', site: expect.any(String), region: 'us-west-2' },
        bgp_state_list: [expect.objectContaining({ bgp_state: 'established' })],
      }),
    ]);
    const ipsec = (await get(`/v2/services/ipsec/${DEMO_NETWORK.ipsecConnection}`)).json();
    expect(ipsec).toMatchObject({ ike_version: 2, has_shared_key: true, customer_gateway_address: '64.124.18.34' });
    expect(JSON.stringify(ipsec)).not.toContain('acme-branch-chicago-psk');
    expect((await get(ROUTER, other)).statusCode).toBe(404);
  });

  it('routes the branch LAN to AWS and the VPC ranges to the branch, through each session’s filters', async () => {
    const routes = (await get(`${ROUTER}/all-routes`)).json() as {
      prefix: string;
      type: string;
      cloud_circuit_id: string;
    }[];
    const of = (circuit: string, type: string) =>
      routes.filter((route) => route.cloud_circuit_id === circuit && route.type === type).map((route) => route.prefix);
    const branchLan = of(DEMO_NETWORK.ipsecConnection, 'received');
    const vpc = of(DEMO_NETWORK.awsConnection, 'received');
    expect(branchLan.length).toBeGreaterThan(0);
    expect(branchLan.every((prefix) => prefix.startsWith('192.168.'))).toBe(true);
    expect(vpc.some((prefix) => prefix.startsWith('10.'))).toBe(true);
    expect(vpc.some((prefix) => prefix.startsWith('172.'))).toBe(true);
    // The branch's source NAT: AWS is sent the pool address, never the private LAN behind it.
    expect(of(DEMO_NETWORK.awsConnection, 'advertised')).toEqual(['23.159.64.21/32']);
    expect(of(DEMO_NETWORK.ipsecConnection, 'advertised')).toEqual(
      expect.arrayContaining(vpc.filter((prefix) => prefix.startsWith('10.'))),
    );
    const glass = (await get(`${ROUTER}/looking-glass?address=23.159.64.21`)).json();
    expect(glass).toMatchObject({
      found: true,
      prefix: '23.159.64.21/32',
      cloud_circuit_id: DEMO_NETWORK.ipsecConnection,
      nat: { nat_type: 'overload', private_prefixes: branchLan, conditional_prefix: null },
    });
    const [first] = branchLan;
    const hidden = (await get(`${ROUTER}/looking-glass?address=${first?.replace(/0\/24$/, '7')}`)).json();
    expect(hidden).toMatchObject({ found: false, nat: null });
    const logs = (await get(`${ROUTER}/bgp-logs?cloud_circuit_id=${DEMO_NETWORK.awsConnection}`)).json();
    // Newest first: the session's flap a few hours before the first start, back with its routes.
    expect(logs.slice(0, 3).map((line: { message: string }) => line.message)).toEqual([
      expect.stringMatching(/^UPDATE: received \d+ prefixes/),
      expect.stringMatching(/→ established \(peer 169\.254\.41\.2, AS 64512\)$/),
      expect.stringMatching(/^BGP state established → idle: hold timer expired/),
    ]);
  });

  it('keeps its curated labels in the inventory when it is renamed', async () => {
    const renamed = await harness.app.inject({
      method: 'PATCH',
      url: `${ROUTER}/connections/${DEMO_NETWORK.awsConnection}`,
      headers: demo.bearer,
      payload: { description: 'AWS us-west-2 data lake' },
    });
    expect(renamed.statusCode).toBe(200);
    const [found] = (await get(`/v2/search?q=${encodeURIComponent('data lake')}`)).json();
    expect(found).toMatchObject({
      circuit_id: DEMO_NETWORK.awsConnection,
      service_type: 'cr-connection',
      related_services: [{ circuit_id: DEMO_NETWORK.cloudRouter, service_type: 'l3nf' }],
    });
    const row = await findCircuit(harness.database.db, DEMO_CUSTOMER_IDS.acme, DEMO_NETWORK.awsConnection);
    expect(row).toMatchObject({ name: 'AWS us-west-2 data lake', labels: ['production', 'aws'] });
  });

  it('answers the traffic of its connections, the IPsec tunnel and the NAT where they exist', async () => {
    const rate = (id: string, variant = '') => get(`/v2/metrics/cloud-router-connections/${id}/rate/mbps${variant}`);
    expect((await rate(DEMO_NETWORK.ipsecConnection, '/ipsec')).statusCode).toBe(200);
    expect((await rate(DEMO_NETWORK.ipsecConnection, '/nat')).statusCode).toBe(200);
    expect((await rate(DEMO_NETWORK.awsConnection)).statusCode).toBe(200);
    const noTunnel = await rate(DEMO_NETWORK.awsConnection, '/ipsec');
    expect(noTunnel.statusCode).toBe(404);
    expect(noTunnel.json().message).toBe('This connection is not an IPsec connection.');
    expect((await rate(DEMO_NETWORK.awsConnection, '/nat')).statusCode).toBe(404);
    expect(
      (await get(`/v2/metrics/cloud-router-connections/${DEMO_NETWORK.awsConnection}/rate/mbps`, other)).statusCode,
    ).toBe(404);
  });
});

describe('a PUT replaces the session whole, NAT included (the portal’s toggle sends it, the Go client leaves it out when it has none)', () => {
  const bgp = `${ROUTER}/connections/${DEMO_NETWORK.ipsecConnection}/bgp`;
  const advertisedToAws = async () =>
    (await get(`${ROUTER}/all-routes?type=advertised&cloud_circuit_id=${DEMO_NETWORK.awsConnection}`))
      .json()
      .map((route: { prefix: string }) => route.prefix);
  /** The body the session toggle sends: the saved session as the form holds it, its `nat` included. */
  const toggle = async (disabled: boolean) => {
    const [current] = (await get(bgp)).json();
    return harness.app.inject({
      method: 'PUT',
      url: bgp,
      headers: demo.bearer,
      payload: {
        bgp_settings_uuid: current.bgp_settings_uuid,
        address_family: current.address_family,
        remote_asn: current.remote_asn,
        l3_address: current.l3_address,
        remote_address: current.remote_address,
        orlonger: current.orlonger,
        disabled,
        nat: current.nat,
        prefixes: current.prefixes.map(({ prefix, match_type, type }: Record<string, string>) => ({
          prefix,
          match_type,
          type,
        })),
      },
    });
  };
  const branchNat = {
    pre_nat_sources: ['192.168.0.0/16'],
    pool_prefixes: ['23.159.64.21/32'],
    direction: 'output',
    nat_type: 'overload',
  };

  it('toggles the branch session off and on: its source NAT and the pool address reaching AWS survive', async () => {
    const runner = harness.app.platform.createJobRunner({ owner: 'demo-router-nat-test' });
    const off = await toggle(true);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ disabled: true, nat: branchNat });
    await runner.drain();
    expect(await advertisedToAws()).toEqual([]);
    const on = await toggle(false);
    expect(on.json()).toMatchObject({ disabled: false, nat: branchNat });
    await runner.drain();
    const [session] = (await get(bgp)).json();
    expect(session).toMatchObject({ bgp_state: 'established', nat: branchNat });
    expect(await advertisedToAws()).toEqual(['23.159.64.21/32']);
    const glass = (await get(`${ROUTER}/looking-glass?address=23.159.64.21`)).json();
    expect(glass).toMatchObject({ found: true, nat: { nat_type: 'overload' } });
  });

  it('removes the NAT when the body leaves it out, as a Terraform configuration without its NAT block does: the branch LAN itself then reaches AWS', async () => {
    const runner = harness.app.platform.createJobRunner({ owner: 'demo-router-nat-clear-test' });
    const [current] = (await get(bgp)).json();
    const cleared = await harness.app.inject({
      method: 'PUT',
      url: bgp,
      headers: demo.bearer,
      payload: {
        bgp_settings_uuid: current.bgp_settings_uuid,
        remote_asn: current.remote_asn,
        l3_address: current.l3_address,
        remote_address: current.remote_address,
        prefixes: current.prefixes.map(({ prefix, match_type, type }: Record<string, string>) => ({
          prefix,
          match_type,
          type,
        })),
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().nat).toBeNull();
    await runner.drain();
    const advertised = await advertisedToAws();
    expect(advertised).not.toContain('23.159.64.21/32');
    expect(advertised.length).toBeGreaterThan(0);
    expect(advertised.every((prefix: string) => prefix.startsWith('192.168.'))).toBe(true);
  });
});

describe('NAT on the sessions of NAT-capable connections (spec 3/5, wire reference 3.10)', () => {
  const bgp = (cid: string) => `${ROUTER}/connections/${cid}/bgp`;
  const put = (cid: string, body: Record<string, unknown>, session = demo) =>
    harness.app.inject({ method: 'PUT', url: bgp(cid), headers: session.bearer, payload: body as never });
  const branch = async (nat: unknown) => {
    const [current] = (await get(bgp(DEMO_NETWORK.ipsecConnection))).json();
    return {
      bgp_settings_uuid: current.bgp_settings_uuid,
      remote_asn: current.remote_asn,
      l3_address: current.l3_address,
      remote_address: current.remote_address,
      prefixes: current.prefixes.map(({ prefix, match_type, type }: Record<string, string>) => ({
        prefix,
        match_type,
        type,
      })),
      nat,
    };
  };

  it('refuses NAT where the connection was ordered without it, and each bad field by name; saves a valid one', async () => {
    const sourceNat = { pre_nat_sources: ['192.168.0.0/16'], pool_prefixes: ['23.159.64.24/30'], nat_type: 'overload' };
    expect(
      (
        await harness.app.inject({
          method: 'PUT',
          url: bgp(DEMO_NETWORK.ipsecConnection),
          payload: await branch(sourceNat),
        })
      ).statusCode,
    ).toBe(401);
    const [aws] = (await get(bgp(DEMO_NETWORK.awsConnection))).json();
    const onAws = await put(DEMO_NETWORK.awsConnection, {
      bgp_settings_uuid: aws.bgp_settings_uuid,
      remote_asn: aws.remote_asn,
      l3_address: aws.l3_address,
      remote_address: aws.remote_address,
      prefixes: [
        { prefix: '10.0.0.0/8', type: 'in' },
        { prefix: '192.168.0.0/16', type: 'out' },
      ],
      nat: sourceNat,
    });
    expect(onAws.statusCode).toBe(400);
    expect(onAws.json().fields).toEqual({
      nat: 'This connection is not NAT capable: NAT needs a connection ordered with maybe_nat.',
    });
    const dnat = await put(
      DEMO_NETWORK.ipsecConnection,
      await branch({
        nat_type: 'inline_dnat',
        dnat_mappings: [{ private_ip: '192.168.1.10', public_ip: '23.159.64.30' }],
      }),
    );
    expect(dnat.json().fields).toEqual({
      'nat.nat_type':
        'This connection is not DNAT capable: destination NAT needs a connection ordered with maybe_dnat.',
    });
    const privatePool = await put(
      DEMO_NETWORK.ipsecConnection,
      await branch({ ...sourceNat, pool_prefixes: ['10.9.0.0/24'] }),
    );
    expect(privatePool.json().fields).toEqual({
      'nat.pool_prefixes.0': 'This IP falls within a private range. Please add a public IP.',
    });
    expect((await put(DEMO_NETWORK.ipsecConnection, await branch(sourceNat), readonly)).statusCode).toBe(403);
    expect((await put(DEMO_NETWORK.ipsecConnection, await branch(sourceNat), other)).statusCode).toBe(404);
    const saved = await put(DEMO_NETWORK.ipsecConnection, await branch(sourceNat));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().nat).toMatchObject({ pool_prefixes: ['23.159.64.24/30'], nat_type: 'overload' });
  });
});
