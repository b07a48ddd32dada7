import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bgpSessionEvents, cloudRouters } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { demoId } from '../../../seed/demo-world.js';
import { CBC_PHASE2, ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-router-logs-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

interface Line {
  device_name: string;
  iface_name: string;
  message: string;
  severity: number;
  severity_name: string;
  timestamp: string;
}

const ROUTERS = '/v2/services/cloud-routers';
const DEMO_LOGS = `${ROUTERS}/${DEMO_NETWORK.cloudRouter}/router-logs`;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session?: Session, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const logsOf = async (url: string, session: Session = demo): Promise<Line[]> => {
  const response = await inject('GET', url, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** A range as the Go client writes it (`2020-05-23 00:00:00`, UTC), spaces escaped as a browser would. */
const range = (from: string, to: string) => `time_from=${encodeURIComponent(from)}&time_to=${encodeURIComponent(to)}`;

/** What a port's switch logs; a cloud router logs none of it. */
const PORT_CHATTER = /LLDP|SNMP_TRAP|Optics|CRC errors|flapped|core-sw/;

describe('GET /v2/services/cloud-routers/{id}/router-logs', () => {
  it('answers 401 without a session, 400 naming the field, 404 for a foreign router; every group may read', async () => {
    expect((await inject('GET', DEMO_LOGS)).statusCode).toBe(401);
    const reversed = await inject('GET', `${DEMO_LOGS}?${range('2025-10-02 00:00:00', '2025-10-01 00:00:00')}`, demo);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ time_from: 'Must be before time_to' });
    const severity = await inject('GET', `${DEMO_LOGS}?severity=loud`, demo);
    expect(severity.json().fields).toEqual({
      severity:
        'Invalid value, must be one of "emergency, alert, critical, error, warning, notice, informational, debug".',
    });
    const foreign = await inject('GET', DEMO_LOGS, other);
    const unknown = await inject('GET', `${ROUTERS}/PF-L3-CUST-9999999/router-logs`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
    expect((await inject('GET', DEMO_LOGS, readonly)).statusCode).toBe(200);
  });

  it("shows the demo router's routing, not a port's: the AWS session's flap, the branch losing its routes", async () => {
    const lines = await logsOf(DEMO_LOGS);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => PORT_CHATTER.test(`${line.device_name} ${line.message}`))).toEqual([]);
    const times = lines.map((line) => line.timestamp);
    expect(times).toEqual([...times].sort().reverse());

    const aws = DEMO_NETWORK.awsConnection;
    const flap = lines.filter((line) => line.message.startsWith(`${aws}: `) && !line.message.includes('SA'));
    // Newest first: the routes again, established again, and the hold timer that took it down 38 seconds before.
    expect(flap.map((line) => [line.severity_name, line.message])).toEqual([
      ['informational', expect.stringMatching(/^PF-L3-CON-1000021: UPDATE: received \d+ prefixes, accepted \d+/)],
      [
        'notice',
        `${aws}: BGP state idle → connect → opensent → openconfirm → established (peer 169.254.41.2, AS 64512)`,
      ],
      ['warning', expect.stringContaining(`${aws}: BGP state established → idle: hold timer expired`)],
    ]);
    // The AWS connection lands at Seattle; its VLAN is a unit of the link towards AWS.
    expect(flap.every((line) => /^sea1-cr\d$/.test(line.device_name) && /^ae\d\.\d+$/.test(line.iface_name))).toBe(
      true,
    );
    const down = flap[2] as Line;
    const up = flap[1] as Line;
    expect(Date.parse(up.timestamp) - Date.parse(down.timestamp)).toBe(38_000);
    const branch = lines.filter((line) => line.message.startsWith(`${DEMO_NETWORK.ipsecConnection}: UPDATE`));
    expect(branch.map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`UPDATE: advertising [1-9]\\d* prefixes learned on ${aws} again$`)),
      expect.stringMatching(new RegExp(`UPDATE: withdrawing [1-9]\\d* prefixes learned on ${aws}; advertising 0$`)),
    ]);
    // Filtered by severity as a port's are: the hold timer is the only warning.
    const warnings = await logsOf(`${DEMO_LOGS}?severity=warning`);
    expect(warnings.map((line) => line.message)).toEqual([down.message]);
  });

  it("renews the branch tunnel's SAs at its phases' lifetimes, the same on every read", async () => {
    const day = `${DEMO_LOGS}?${range('2025-10-01 00:00:00', '2025-10-02 00:00:00')}`;
    const lines = await logsOf(day);
    expect(await logsOf(day)).toEqual(lines);
    const ipsec = DEMO_NETWORK.ipsecConnection;
    const childSas = lines.filter((line) => line.message.startsWith(`${ipsec}: IPsec SA with 64.124.18.34 rekeyed`));
    const ikeSas = lines.filter((line) => line.message.startsWith(`${ipsec}: IKEv2 SA with 64.124.18.34 rekeyed`));
    // Phase 2 lives an hour, phase 1 eight: 24 and 3 renewals a day, each up to a tenth of its lifetime early.
    expect(childSas).toHaveLength(24);
    expect(ikeSas).toHaveLength(3);
    expect(childSas[0]?.message).toMatch(
      /inbound SPI 0x[0-9a-f]{8}, outbound SPI 0x[0-9a-f]{8} \(aes-256-gcm, PFS group14\); lifetime 3600 s$/,
    );
    expect(ikeSas[0]?.message).toMatch(/\(aes-256-cbc, sha-256, group14\); lifetime 28800 s$/);
    const tunnelUp = Date.UTC(2025, 8, 24, 16, 0);
    for (const [rekeys, lifetimeMs, marginMs] of [
      [childSas, 3_600_000, 360_000],
      [ikeSas, 28_800_000, 540_000],
    ] as const) {
      for (const line of rekeys) {
        const sinceUp = Date.parse(line.timestamp) - tunnelUp;
        const early = (lifetimeMs - (sinceUp % lifetimeMs)) % lifetimeMs;
        expect(early).toBeLessThanOrEqual(marginMs);
      }
    }
    expect(
      [...childSas, ...ikeSas].every((line) => line.device_name === 'chi1-cr1' || line.device_name === 'chi1-cr2'),
    ).toBe(true);
    expect(childSas.every((line) => /^st0\.\d+$/.test(line.iface_name) && line.severity_name === 'informational')).toBe(
      true,
    );
  });

  it('answers the newest 500 lines, after the severity asked for: a month of renewals hides no warning', async () => {
    const monthAgo = Date.now() - 30 * 86_400_000;
    const router = await harness.database.db
      .select({ id: cloudRouters.id })
      .from(cloudRouters)
      .where(eq(cloudRouters.circuitId, DEMO_NETWORK.cloudRouter));
    await harness.database.db.insert(bgpSessionEvents).values({
      customerId: DEMO_CUSTOMER_IDS.acme,
      routerId: router[0]?.id ?? '',
      connectionCircuitId: DEMO_NETWORK.ipsecConnection,
      bgpSettingsUuid: demoId(`bgp-session:${DEMO_NETWORK.ipsecConnection}`),
      severity: 'warning',
      message: 'BGP state established → idle: the peer closed the session (peer 169.254.20.2, AS 65020)',
      at: new Date(monthAgo + 86_400_000),
    });
    const month = `${DEMO_LOGS}?time_from=${new Date(monthAgo).toISOString()}`;
    const all = await logsOf(month);
    expect(all).toHaveLength(500);
    expect(all.some((line) => line.message.includes('the peer closed the session'))).toBe(false);
    const warnings = await logsOf(`${month}&severity=warning`);
    expect(warnings.map((line) => line.message)).toEqual([
      expect.stringContaining('hold timer expired'),
      `${DEMO_NETWORK.ipsecConnection}: BGP state established → idle: the peer closed the session (peer 169.254.20.2, AS 65020)`,
    ]);
  });

  it('tells when the demo connections came up and their sessions established, with the branch NAT', async () => {
    const lines = await logsOf(`${DEMO_LOGS}?${range('2025-09-24 15:00:00', '2025-09-24 16:10:00')}`);
    const messages = lines.map((line) => line.message);
    const ipsec = DEMO_NETWORK.ipsecConnection;
    expect(messages).toEqual(
      expect.arrayContaining([
        'Routing instance acme-core-cr1 (AS 4556) up',
        expect.stringMatching(
          new RegExp(
            `^IPsec connection ${ipsec} \\(Chicago branch IPsec VPN\\) up on st0\\.\\d+: IKEv2 SA established with 64\\.124\\.18\\.34 from 23\\.159\\.64\\.20 \\(aes-256-cbc, sha-256, group14\\), IPsec SA \\(aes-256-gcm, PFS group14\\)$`,
          ),
        ),
        expect.stringMatching(/^AWS connection PF-L3-CON-1000021 \(AWS us-west-2 via acme-core-cr1\) up on ae\d\.\d+$/),
        `${ipsec}: BGP state idle → connect → opensent → openconfirm → established (peer 169.254.20.2, AS 65020)`,
        `${ipsec}: NAT: source NAT (overload) active, 192.168.0.0/16 translated to 23.159.64.21/32; the peer's routes leave the router as the pool`,
        expect.stringMatching(new RegExp(`^${ipsec}: UPDATE: received \\d+ prefixes, accepted \\d+, rejected 0`)),
      ]),
    );
  });
});

describe("a new router's log follows its connections", () => {
  const ipsecOrder = ipsecOrderBody('38.104.77.10', {
    description: 'Lab VPN',
    pop: 'DAL1',
    shared_key: 'router-logs-secret-1',
    maybe_nat: true,
    ike_version: 1,
    ...CBC_PHASE2,
  });

  it('logs the tunnel up, the session with its NAT, a change of phases, and the connection going away', async () => {
    const created = await inject('POST', ROUTERS, demo, { name: 'logs-cr', regions: ['US'], capacity: '1Gbps' });
    expect(created.statusCode).toBe(201);
    const router = created.json().circuit_id as string;
    await runner.drain();
    const logs = `${ROUTERS}/${router}/router-logs`;
    expect((await logsOf(logs)).map((line) => line.message)).toEqual(['Routing instance logs-cr (AS 4556) up']);

    const connected = await inject('POST', `${ROUTERS}/${router}/connections/ipsec`, demo, ipsecOrder);
    expect(connected.statusCode, connected.body).toBe(201);
    const cid = connected.json().cloud_circuit_id as string;
    await runner.drain();
    const nat = { pre_nat_sources: ['192.168.0.0/16'], pool_prefixes: ['23.159.77.8/29'], direction: 'output' };
    const session = await inject('POST', `${ROUTERS}/${router}/connections/${cid}/bgp`, demo, {
      remote_asn: 65077,
      l3_address: '169.254.77.1/30',
      remote_address: '169.254.77.2',
      nat,
      prefixes: [
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
        { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' },
      ],
    });
    expect(session.statusCode, session.body).toBe(200);
    await runner.drain();
    const patched = await inject('PATCH', `/v2/services/ipsec/${cid}`, demo, { phase2_lifetime: 1800 });
    expect(patched.statusCode, patched.body).toBe(200);
    await runner.drain();

    const name = `IPsec connection ${cid} (Lab VPN)`;
    const lines = await logsOf(logs);
    expect(lines.map((line) => line.message).reverse()).toEqual([
      'Routing instance logs-cr (AS 4556) up',
      `${name}: provisioning started`,
      expect.stringMatching(
        new RegExp(
          `^${name.replace(/[()]/g, '\\$&')} up on st0\\.\\d+: IKEv1 phase 1 SA established with 38\\.104\\.77\\.10 from [\\d.]+ \\(aes-256-cbc, sha-256, group14\\), IPsec SA \\(aes-256-cbc, hmac-sha-256-128, PFS group14\\)$`,
        ),
      ),
      `${cid}: BGP session to 169.254.77.2 (AS 65077) created; configuring`,
      `${cid}: BGP state idle → connect → opensent → openconfirm → established (peer 169.254.77.2, AS 65077)`,
      `${cid}: UPDATE: received 2 prefixes, accepted 2, rejected 0 by the import filter; advertising 0`,
      `${cid}: NAT: source NAT (overload) active, 192.168.0.0/16 translated to 23.159.77.8/29; the peer's routes leave the router as the pool`,
      `${name} changed: IPsec phase2_lifetime; tunnel re-established`,
      // The session over the tunnel comes up again with it.
      `${cid}: BGP state idle → connect → opensent → openconfirm → established (peer 169.254.77.2, AS 65077)`,
      `${cid}: UPDATE: received 2 prefixes, accepted 2, rejected 0 by the import filter; advertising 0`,
      `${cid}: NAT: source NAT (overload) active, 192.168.0.0/16 translated to 23.159.77.8/29; the peer's routes leave the router as the pool`,
    ]);
    // The connection's lines sit on the Dallas edge router, on its tunnel interface.
    const own = lines.filter((line) => line.message.includes(cid));
    expect(new Set(own.map((line) => `${line.device_name} ${line.iface_name}`)).size).toBe(1);
    expect(own[0]?.device_name).toMatch(/^dal1-cr\d$/);

    expect((await inject('DELETE', `${ROUTERS}/${router}/connections/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
    // Gone from the router, still in its log, by the circuit id its provisioning told the network.
    const after = (await logsOf(logs)).map((line) => line.message);
    expect(after.slice(0, 2)).toEqual([
      `IPsec connection ${cid} down and removed from ${own[0]?.device_name}`,
      `IPsec connection ${cid} going down: the connection is being deleted`,
    ]);
    expect(after).toContain(
      `${cid}: BGP state idle → connect → opensent → openconfirm → established (peer 169.254.77.2, AS 65077)`,
    );
  });
});
