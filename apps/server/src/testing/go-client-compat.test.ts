import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../jobs/job-runner.js';
import { activePort, NYC_PORT } from '../modules/network/ports/ports-testing.js';
import { DEMO_CUSTOMER_IDS, DEMO_PASSWORD } from '../seed/demo.js';
import { type GoAnswer, GoClient, type GoType, goDecodeProblems } from './go-client.js';
import { GO_TYPES } from './go-client-types.js';
import { STRONG_PASSWORD } from './identity.js';
import { insertTestPort } from './port-fixture.js';
import { createTestApp, login, type Session, type TestApp } from './test-app.js';

/**
 * PacketFabric's official Go client against the server: each call is sent exactly as the client's code builds it
 * (`GoClient`), and each answer is checked the way the client reads it: a success status (the client takes 400,
 * 401 and 404 for errors and anything else for success) and a body `encoding/json` decodes into the client's own
 * struct, with the fields the wire reference promises.
 */
let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let go: GoClient;

const ACME = DEMO_CUSTOMER_IDS.acme;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'go-client-test' });
  demo = await login(harness.app, 'demo');
  go = await GoClient.of(harness.app, demo.token);
});
afterAll(async () => {
  await harness?.close();
});

/** The answer is a success to the client and decodes into its struct with every promised field. */
function expectDecoded(answer: GoAnswer, type: GoType, status = 200): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.isClientError).toBe(false);
  expect(answer.json, `not JSON: ${answer.body}`).not.toBeUndefined();
  expect(goDecodeProblems(answer.json, type)).toEqual([]);
}

const LAG_PORT = { ...NYC_PORT, pop: 'NYC5', zone: 'B', speed: '1Gbps', media: 'LX', description: 'LAG member' };

describe('a DELETE as the client sends it (Content-Type: application/json, no body) deletes', () => {
  it('a port', async () => {
    const port = await activePort(harness, runner, demo.bearer);
    const answer = await go.send('DELETE', `/v2/ports/${port}`);
    expectDecoded(answer, GO_TYPES.PortMessageResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/ports/${port}`)).status).toBe(404);
  });

  it('a LAG member, then the LAG', async () => {
    const members = [
      await activePort(harness, runner, demo.bearer, LAG_PORT),
      await activePort(harness, runner, demo.bearer, LAG_PORT),
    ];
    const created = await go.send('POST', '/v2/lags', {
      description: 'Go LAG',
      interval: 'fast',
      pop: 'NYC5',
      members,
    });
    expectDecoded(created, GO_TYPES.LinkAggregationGroupCreateResp, 201);
    const lag = (created.json as { port_circuit_id: string }).port_circuit_id;
    await runner.drain();
    // UpdateLinkAggregationGroup sends both fields and decodes the answer into the LAG's own shape.
    const patched = await go.send('PATCH', `/v2/lags/${lag}`, { description: 'Go LAG renamed', interval: 'slow' });
    expectDecoded(patched, GO_TYPES.LinkAggregationGroupCreateResp);
    expect(patched.json).toMatchObject({ port_circuit_id: lag, description: 'Go LAG renamed', accepted: true });
    expect((patched.json as { number: number }).number).toBeGreaterThan(0);
    await runner.drain();
    const device = await go.send('GET', `/v2/ports/${members[0]}/device-info`);
    expectDecoded(device, GO_TYPES.PortDeviceInfo);
    expect(device.json).toMatchObject({ lag_speed: 2000, device_can_lag: true });
    const removed = await go.send('DELETE', `/v2/lags/${lag}/members/${members[1]}`);
    expectDecoded(removed, GO_TYPES.LinkAggregationGroupWorkflowResp);
    await runner.drain();
    const left = await go.send('GET', `/v2/lags/${lag}/members`);
    expectDecoded(left, { slice: GO_TYPES.InterfaceReadResp });
    expect((left.json as { port_circuit_id: string }[]).map((port) => port.port_circuit_id)).toEqual([members[0]]);
    expectDecoded(await go.send('DELETE', `/v2/lags/${lag}`), GO_TYPES.LinkAggregationGroupWorkflowResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/ports/${lag}`)).status).toBe(404);
  });

  it('a cross connect (the client ignores the body of this one)', async () => {
    const port = 'PF-AP-WDC1-7300001';
    await insertTestPort(harness.database.db, { circuitId: port, customerId: ACME });
    const document = await go.sendMultipart(
      '/v2/documents',
      'document',
      { name: 'loa.pdf', data: PDF, contentType: 'application/pdf' },
      { type: 'loa', description: 'LOA from the carrier', port_circuit_id: port },
    );
    expectDecoded(document, GO_TYPES.Document, 201);
    expect(document.json).toMatchObject({ _links: { port: `/v2/ports/${port}`, service: null } });
    const documents = await go.send('GET', '/v2/documents');
    expectDecoded(documents, { slice: GO_TYPES.Document });
    const ordered = await go.send('POST', '/v2/outbound-cross-connects', {
      port,
      site: 'EQUI-WDC1',
      document_uuid: (document.json as { uuid: string }).uuid,
      description: 'To the carrier',
    });
    expectDecoded(ordered, GO_TYPES.OutboundCrossConnectMessageResp);
    const list = await go.send('GET', '/v2/outbound-cross-connects');
    expectDecoded(list, { slice: GO_TYPES.OutboundCrossConnectResp });
    const item = (list.json as { port: string; circuit_id: string }[]).find((entry) => entry.port === port);
    // The port is refused while the cross connect is cabled to it, with a status the client takes for an error.
    const refused = await go.send('DELETE', `/v2/ports/${port}`);
    expect(refused.isClientError).toBe(true);
    expect(refused.json).toMatchObject({
      code: 'state_conflict',
      message: 'This port has a cross connect. Delete the cross connect before deleting the port.',
    });
    const answer = await go.send('DELETE', `/v2/outbound-cross-connects/${item?.circuit_id}`);
    expect(answer.status, answer.body).toBe(200);
    await runner.drain();
    const gone = await go.send('GET', `/v2/outbound-cross-connects/${item?.circuit_id}`);
    expectDecoded(gone, GO_TYPES.OutboundCrossConnectResp);
    expect(gone.json).toMatchObject({ deleted: true });
  });

  it('a user', async () => {
    const created = await go.send('POST', '/v2/users', {
      first_name: 'Terra',
      last_name: 'Form',
      email: 'terra.form@example.org',
      phone: '+1 555 0100',
      login: 'terraform-user',
      password: STRONG_PASSWORD,
      timezone: 'UTC',
      group: 'regular',
    });
    expect(created.status, created.body).toBe(201);
    expectDecoded(await go.send('DELETE', '/v2/users/terraform-user'), GO_TYPES.UserDelResp);
    expect((await go.send('GET', '/v2/users/terraform-user')).status).toBe(404);
  });
});

describe('a port the way the client manages it (resource packetfabric_port and its data sources)', () => {
  it('orders, reads, polls, changes, disables, enables and deletes it; every answer decodes', async () => {
    // `Interface` has omitempty on every field: what the provider leaves unset is not sent at all.
    const ordered = await go.send('POST', '/v2/ports', {
      subscription_term: 1,
      account_uuid: ACME,
      pop: 'NYC1',
      speed: '1Gbps',
      media: 'LX',
      zone: 'A',
      description: 'Terraform port',
      autoneg: true,
    });
    expectDecoded(ordered, GO_TYPES.InterfaceCreateResp, 201);
    const id = (ordered.json as { port_circuit_id: string }).port_circuit_id;
    await runner.drain();
    const status = await go.send('GET', `/v2.1/ports/${id}/status`);
    expectDecoded(status, GO_TYPES.ServiceState);
    // checkPortStatus is done when current.state is COMPLETE or the last workflow is final at its last step.
    const { current, last_workflow } = (status.json as { status: Record<string, Record<string, unknown>> }).status;
    const progress = last_workflow?.progress as { position: number; steps: number };
    expect(current?.state === 'COMPLETE' || (last_workflow?.is_final && progress.position === progress.steps)).toBe(
      true,
    );

    expectDecoded(await go.send('GET', `/v2/ports/${id}`), GO_TYPES.InterfaceReadResp);
    expectDecoded(await go.send('GET', '/v2/ports'), { slice: GO_TYPES.InterfaceReadResp });
    // `PortUpdate`: description always, po_number only when set.
    const changed = await go.send('PATCH', `/v2/ports/${id}`, { description: 'Renamed by Terraform' });
    expectDecoded(changed, GO_TYPES.InterfaceReadResp);
    expect(changed.json).toMatchObject({ description: 'Renamed by Terraform' });
    await runner.drain();
    const autoneg = await go.send('PATCH', `/v2/ports/${id}`, { autoneg: false });
    expectDecoded(autoneg, GO_TYPES.InterfaceReadResp);
    await runner.drain();
    // Enable and disable send json.Marshal(nil): the body `null`.
    expectDecoded(await go.send('POST', `/v2/ports/${id}/disable`), GO_TYPES.PortMessageResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/ports/${id}`)).json).toMatchObject({ disabled: true, admin_status: 'down' });
    expectDecoded(await go.send('POST', `/v2/ports/${id}/enable`), GO_TYPES.PortMessageResp);
    await runner.drain();

    expectDecoded(await go.send('GET', `/v2/ports/${id}/vlan-summary`), GO_TYPES.PortVlanSummary);
    const device = await go.send('GET', `/v2/ports/${id}/device-info`);
    expectDecoded(device, GO_TYPES.PortDeviceInfo);
    expect(device.json).toMatchObject({ auto_negotiation: false, wiring_reach: '10km', lag_speed: 0 });
    const loa = await go.send('POST', `/v2/ports/${id}/letter-of-authorization`, {
      loa_customer_name: 'Zeta Carrier',
      destination_email: 'noc@zeta.example',
    });
    expectDecoded(loa, GO_TYPES.PortLoaResp, 201);

    expectDecoded(await go.send('DELETE', `/v2/ports/${id}`), GO_TYPES.PortMessageResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/ports/${id}`)).isClientError).toBe(true);
  });

  it('reads router logs with the time format the provider documents: a space, sent unescaped in the query', async () => {
    const port = await activePort(harness, runner, demo.bearer);
    const now = new Date();
    const wire = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    const from = wire(new Date(now.getTime() - 7 * 86_400_000));
    // Exactly the client's fmt.Sprintf: the spaces stay literal in the request line.
    const logs = await go.send('GET', `/v2/ports/${port}/router-logs?time_from=${from}&time_to=${wire(now)}`);
    expectDecoded(logs, { slice: GO_TYPES.PortRouterLogs });
    expect((logs.json as unknown[]).length).toBeGreaterThan(0);
    for (const format of ['2020-05-23T00:00:00Z', '2020-05-23T00:00:00.000000+0000', '2020-05-23%2000:00:00']) {
      const answer = await go.send('GET', `/v2/ports/${port}/router-logs?time_from=${format}&time_to=${wire(now)}`);
      expectDecoded(answer, { slice: GO_TYPES.PortRouterLogs });
    }
    const refused = await go.send('GET', `/v2/ports/${port}/router-logs?time_from=yesterday`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ fields: { time_from: 'Not a valid date and time' } });
  });
});

describe('users the way the client manages them (resource packetfabric_user)', () => {
  it('creates, reads, updates, sets the password of and deletes a user; every answer decodes', async () => {
    const user = {
      first_name: 'Ada',
      last_name: 'Ops',
      email: 'ada.ops@example.org',
      phone: '+1 555 0101',
      login: 'ada-ops',
      password: STRONG_PASSWORD,
      timezone: 'America/New_York',
      group: 'regular',
    };
    const created = await go.send('POST', '/v2/users', user);
    expectDecoded(created, GO_TYPES.UserResponse, 201);
    expect(created.json).toMatchObject({ login: 'ada-ops', reset_password_before: null });
    expectDecoded(await go.send('GET', '/v2/users/ada-ops'), GO_TYPES.UserResponse);
    // `UserUpdate` has no omitempty: every field is sent, the unchanged ones too.
    const { email: _email, password: _password, ...update } = user;
    const changed = await go.send('PATCH', '/v2/users/ada-ops', { ...update, last_name: 'Operations' });
    expectDecoded(changed, GO_TYPES.UserResponse);
    expect(changed.json).toMatchObject({ last_name: 'Operations' });
    // UserPasswordUpdate: the password the provider set before, and the new one.
    const newPassword = 'Copper-Lantern-Harbor-57';
    const password = await go.send('PATCH', '/v2/users/ada-ops/password', {
      new_password: newPassword,
      old_password: STRONG_PASSWORD,
    });
    expectDecoded(password, GO_TYPES.UserDelResp);
    expect((await login(harness.app, 'ada-ops', newPassword)).token).toBeTruthy();
    expectDecoded(await go.send('DELETE', '/v2/users/ada-ops'), GO_TYPES.UserDelResp);
    expect((await go.send('GET', '/v2/users/ada-ops')).isClientError).toBe(true);
  });

  it('reads when a user has a password reset link pending (reset_password_before)', async () => {
    await harness.app.inject({
      method: 'POST',
      url: '/v2/users/request-password-reset',
      payload: { user_login: 'readonly' },
    });
    const read = await go.send('GET', '/v2/users/readonly');
    expectDecoded(read, GO_TYPES.UserResponse);
    const until = Date.parse((read.json as { reset_password_before: string }).reset_password_before);
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
  });
});

describe('what the client reads besides (sign-in, locations, activity logs, early termination)', () => {
  it('signs in with an empty Authorization header, as NewPFClientByUserAndPass does before it has a token', async () => {
    const answer = await go.withToken('').send('POST', '/v2/auth/login', { login: 'demo', password: DEMO_PASSWORD });
    expectDecoded(answer, GO_TYPES.AuthResponse);
    const token = (answer.json as { token: string }).token;
    expectDecoded(await go.withToken(token).send('GET', '/v2/activity-logs'), { slice: GO_TYPES.ActivityLog });
  });

  it('reads locations with every query parameter the provider sends, empty ones meaning no filter', async () => {
    expectDecoded(await go.send('GET', '/v2/locations'), { slice: GO_TYPES.Location });
    expectDecoded(await go.send('GET', '/v2/locations?ipsec_capable=true'), { slice: GO_TYPES.Location });
    const cloud = await go.send(
      'GET',
      '/v2/locations/cloud?cloud_provider=aws&cloud_connection_type=hosted&nat_capable=false&has_cloud_router=false&any_type=false&pop=&city=&state=&market=&region=',
    );
    expectDecoded(cloud, { slice: GO_TYPES.CloudLocation });
    expectDecoded(await go.send('GET', '/v2/locations/NYC1/port-availability'), { slice: GO_TYPES.PortAvailability });
    expectDecoded(await go.send('GET', '/v2/locations/NYC1/zones'), { slice: 'string' });
    expectDecoded(await go.send('GET', '/v2/locations/markets'), { slice: GO_TYPES.LocationMarket });
    expectDecoded(await go.send('GET', '/v2/locations/regions'), { slice: GO_TYPES.LocationRegion });
  });

  it('reads the early termination liability of a port as a bare number before deleting it', async () => {
    const port = await activePort(harness, runner, demo.bearer);
    const answer = await go.send('GET', `/v2/billing/services/early-termination-liability/${port}`);
    expectDecoded(answer, GO_TYPES.EarlyTerminationLiability);
  });
});
