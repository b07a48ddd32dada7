import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSse } from '../events/sse-client.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { activePort, NYC_PORT } from '../modules/network/ports/ports-testing.js';
import { recordActivity } from '../modules/platform/activity/activity.repo.js';
import { DEMO_CUSTOMER_IDS, DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_PORTS } from '../seed/demo-ports.js';
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
const NYC_PORT_ID = DEMO_PORTS.nyc;
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

describe('streaming events the way the client subscribes (resource packetfabric_streaming_events)', () => {
  it('creates a subscription bundle, then streams it as the provider’s example script does', async () => {
    // A Set of streams; `events` of a stream declared without categories marshals as null, `vcs`/`ifds` omitempty.
    const created = await go.send('POST', '/v2/events', {
      streams: [
        { type: 'customer', events: ['auth', 'physical_interface'] },
        { type: 'port', events: ['errors', 'etherstats', 'metrics', 'optical'], ifds: [NYC_PORT_ID] },
        { type: 'customer', events: null },
      ],
    });
    expectDecoded(created, GO_TYPES.StreamingEventsCreateResponse);
    const id = (created.json as { subscription_uuid: string }).subscription_uuid;
    const stream = await connectSse(`${go.baseUrl}/v2/events/${id}`, { authorization: `Bearer ${demo.token}` });
    expect(stream.status).toBe(200);
    await waitUntil(() => stream.comments.includes('subscribed'), 'the stream is subscribed');
    await recordActivity(harness.database.db, {
      customerId: ACME,
      actorUserId: null,
      action: 'port.update',
      objectType: 'port',
      objectId: NYC_PORT_ID,
    });
    await waitUntil(() => stream.events.length > 0, 'the item arrives');
    stream.close();
    expect(goDecodeProblems(stream.events[0], GO_TYPES.StreamingEventsGetResponse)).toEqual([]);
    expect(stream.events[0]).toMatchObject({ event: 'physical_interface', data: { circuit_id: NYC_PORT_ID } });
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

describe('dedicated cloud connections the way the client manages them (packetfabric_cs_*_dedicated_connection)', () => {
  it('orders each provider, polls the dedicated list to active, reads, renames and deletes; every answer decodes', async () => {
    // DedicatedAwsConn, AzureExpressRouteDedicated and GoogleReqDedicatedConn: omitempty on every field, so false
    // booleans (autoneg, should_create_lag) are not sent.
    const orders: [string, Record<string, unknown>][] = [
      [
        'aws',
        {
          aws_region: 'us-west-2',
          account_uuid: ACME,
          description: 'Terraform Direct Connect',
          zone: 'A',
          pop: 'LON1',
          subscription_term: 1,
          service_class: 'longhaul',
          speed: '10Gbps',
        },
      ],
      [
        'azure',
        {
          account_uuid: ACME,
          description: 'Terraform ExpressRoute Direct',
          zone: 'A',
          pop: 'DAL1',
          subscription_term: 12,
          service_class: 'metro',
          speed: '10Gbps',
          encapsulation: 'qinq',
          port_category: 'primary',
        },
      ],
      [
        'google',
        {
          account_uuid: ACME,
          description: 'Terraform Dedicated Interconnect',
          zone: 'A',
          pop: 'LAX1',
          subscription_term: 24,
          service_class: 'metro',
          speed: '10Gbps',
        },
      ],
    ];
    // AWS's on-ramp at LON1 is in eu-west-2: the region the client sent is refused with a status it reads as an error.
    const refused = await go.send('POST', '/v2/services/cloud/dedicated/aws', orders[0]?.[1]);
    expect(refused.isClientError).toBe(true);
    expect(refused.json).toMatchObject({ fields: { aws_region: 'Invalid value, must be one of "eu-west-2".' } });
    const aws = orders[0];
    if (aws) aws[1].aws_region = 'eu-west-2';

    for (const [provider, body] of orders) {
      const created = await go.send('POST', `/v2/services/cloud/dedicated/${provider}`, body);
      expectDecoded(created, GO_TYPES.CloudServiceConnCreateResp, 201);
      const { uuid } = created.json as { uuid: string };
      await runner.drain();
      // The client polls the dedicated list until the item with its uuid is active, then takes its circuit id.
      const list = await go.send('GET', '/v2/services/cloud/connections/dedicated');
      expectDecoded(list, { slice: GO_TYPES.DedicatedConnResp });
      const item = (list.json as { uuid: string; state: string; cloud_circuit_id: string }[]).find(
        (entry) => entry.uuid === uuid,
      );
      expect(item?.state).toBe('active');
      const id = item?.cloud_circuit_id ?? '';
      expectDecoded(await go.send('GET', `/v2/services/cloud/connections/${id}`), GO_TYPES.CloudConnInfo);
      const changed = await go.send('PATCH', `/v2/services/cloud/dedicated/${id}`, {
        description: `${body.description} (renamed)`,
        po_number: 'PO-TF-1',
      });
      expectDecoded(changed, GO_TYPES.CloudServiceConnCreateResp);
      // DeleteCloudService ignores the body; WaitDeleteCloudService polls the status until deleted or 404.
      const deleted = await go.send('DELETE', `/v2/services/cloud/${id}`);
      expect(deleted.status, deleted.body).toBe(200);
      expectDecoded(await go.send('GET', `/v2.1/services/cloud/connections/${id}/status`), GO_TYPES.ServiceState);
      await runner.drain();
      const gone = await go.send('GET', `/v2.1/services/cloud/connections/${id}/status`);
      expect(gone.status).toBe(404);
    }
  });
});

describe('hosted cloud connections the way the client manages them (packetfabric_cs_*_hosted_connection)', () => {
  it('orders each provider, polls the hosted list to active, reads, changes, configures and deletes; every answer decodes', async () => {
    // resourceCloudProviderCredential first: the AWS connection's cloud_settings name it.
    const credential = await go.send('POST', '/v2/services/cloud/credentials', {
      cloud_provider: 'aws',
      description: 'Terraform hosted credential',
      cloud_credentials: { aws_access_key: 'AKIAGOCLIENT00000009', aws_secret_key: 'd'.repeat(40) },
    });
    const credentialId = (credential.json as { cloud_provider_credential_uuid: string }).cloud_provider_credential_uuid;
    // HostedAwsConnection, AzureExpressRoute, GoogleReqHostedConn, HostedIBMConn, CloudServiceOracleConn: fields in
    // struct order, omitempty on every one (src_svlan 0 and an empty po_number are not sent).
    const orders: [string, Record<string, unknown>, GoType][] = [
      [
        'aws',
        {
          aws_account_id: '123456789012',
          account_uuid: ACME,
          description: 'Terraform AWS hosted',
          pop: 'NYC1',
          port: NYC_PORT_ID,
          vlan: 1701,
          zone: 'A',
          speed: '1Gbps',
          cloud_settings: {
            aws_region: 'us-east-1',
            aws_vif_type: 'private',
            bgp_settings: { address_family: 'ipv4', customer_asn: 64620, md5: 'terraform-md5' },
            credentials_uuid: credentialId,
            mtu: 1500,
          },
        },
        GO_TYPES.HostedCloudServiceConnCreateResp,
      ],
      [
        'azure',
        {
          azure_service_key: '9a8b7c6d-1111-4222-8333-444444444444',
          account_uuid: ACME,
          description: 'Terraform ExpressRoute',
          port: NYC_PORT_ID,
          vlan_private: 1702,
          speed: '200Mbps',
        },
        GO_TYPES.HostedCloudServiceConnCreateResp,
      ],
      [
        'google',
        {
          account_uuid: ACME,
          google_pairing_key: 'b2c3d4e5-f6a7/us-east4/2',
          google_vlan_attachment_name: 'terraform-attachment',
          description: 'Terraform Interconnect',
          port: NYC_PORT_ID,
          vlan: 1703,
          pop: 'NYC1',
          speed: '100Mbps',
        },
        GO_TYPES.HostedCloudServiceConnCreateResp,
      ],
      [
        'ibm',
        {
          ibm_account_id: 'fedcba9876543210fedcba9876543210',
          ibm_bgp_asn: 64621,
          description: 'Terraform Direct Link',
          account_uuid: ACME,
          pop: 'WDC1',
          port: NYC_PORT_ID,
          vlan: 1704,
          zone: 'A',
          speed: '50Mbps',
        },
        GO_TYPES.HostedCloudServiceConnCreateResp,
      ],
      [
        'oracle',
        {
          vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.terraformterraformterraform',
          region: 'us-ashburn-1',
          description: 'Terraform FastConnect',
          account_uuid: ACME,
          pop: 'WDC1',
          port: NYC_PORT_ID,
          zone: 'A',
          vlan: 1705,
        },
        GO_TYPES.CloudServiceOracleConnResp,
      ],
    ];
    const ids: string[] = [];
    for (const [provider, body, type] of orders) {
      const created = await go.send('POST', `/v2/services/cloud/hosted/${provider}`, body);
      expectDecoded(created, type, 201);
      const { uuid } = created.json as { uuid: string };
      await runner.drain();
      // The client polls the hosted list until the item with its uuid is active, then takes its circuit id.
      const list = await go.send('GET', '/v2/services/cloud/connections/hosted');
      expectDecoded(list, { slice: GO_TYPES.HostedConnResp });
      const item = (list.json as { uuid: string; state: string; cloud_circuit_id: string }[]).find(
        (entry) => entry.uuid === uuid,
      );
      expect(item?.state, provider).toBe('active');
      ids.push(item?.cloud_circuit_id ?? '');
    }

    const [aws = ''] = ids;
    // resourceAwsReqHostConnRead: the connection, its cloud settings and the early termination liability.
    const read = await go.send('GET', `/v2/services/cloud/connections/${aws}`);
    expectDecoded(read, GO_TYPES.HostedCloudConnInfo);
    expect(read.json).toMatchObject({
      settings: { vlan_id_cust: 1701, aws_account_id: '123456789012' },
      cloud_settings: { credentials_uuid: credentialId, mtu: 1500, aws_vif_type: 'private' },
    });
    // …then GetBackboneByVcCID for its ends: the port (and S-VLAN) of interfaces[0], the zone of interfaces[1].
    const ends = await go.send('GET', `/v2/services/${aws}`);
    expectDecoded(ends, GO_TYPES.BackboneResp);
    expect(ends.json).toMatchObject({
      vc_circuit_id: aws,
      service_type: 'cloud_hosted',
      interfaces: [{ vlan: 1701, is_cloud: false }, { is_cloud: true }],
    });
    expect((ends.json as { interfaces: { zone: string }[] }).interfaces[1]?.zone).toMatch(/^[A-Z]$/);
    expectDecoded(
      await go.send('GET', `/v2/billing/services/early-termination-liability/${aws}`),
      GO_TYPES.EarlyTerminationLiability,
    );
    // resourceServicesHostedUpdate: UpdateServiceConn, then a speed change through ModifyBilling.
    const changed = await go.send('PATCH', `/v2/services/cloud/hosted/${aws}`, {
      description: 'Terraform AWS hosted (renamed)',
      po_number: 'PO-TF-2',
    });
    expectDecoded(changed, GO_TYPES.HostedCloudServiceConnCreateResp);
    // A change of the cloud_settings block: the fields the update copies from it, each left out when empty (no
    // aws_vif_type), taken over the stored settings.
    const settings = await go.send('PATCH', `/v2/services/cloud/hosted/${aws}`, {
      cloud_settings: {
        aws_region: 'us-east-1',
        credentials_uuid: credentialId,
        mtu: 9001,
        bgp_settings: { customer_asn: 64620, md5: 'terraform-md5' },
      },
    });
    expectDecoded(settings, GO_TYPES.HostedCloudServiceConnCreateResp);
    expect(settings.json).toMatchObject({ cloud_settings: { mtu: 9001, aws_vif_type: 'private' } });
    await runner.drain();
    const faster = await go.send('POST', `/v2/billing/services/${aws}/modify`, { speed: '2Gbps' });
    expectDecoded(faster, GO_TYPES.BillingUpgradeResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/services/cloud/connections/${aws}`)).json).toMatchObject({
      speed: '2Gbps',
      state: 'active',
      description: 'Terraform AWS hosted (renamed)',
    });
    // dataSourceHostedRouterConfig.
    const config = await go.send(
      'GET',
      `/v2/services/cloud/connections/${aws}/router-config?router_type=CiscoSystemsInc-2900SeriesRouters-IOS124`,
    );
    expectDecoded(config, GO_TYPES.RouterConfig);
    expect((config.json as { router_config: string }).router_config).toContain('64620');

    // resourceCloudSourceDelete: DeleteCloudService (body ignored), then the status until deleted or 404.
    for (const id of ids) {
      const deleted = await go.send('DELETE', `/v2/services/cloud/${id}`);
      expect(deleted.status, deleted.body).toBe(200);
      expectDecoded(await go.send('GET', `/v2.1/services/cloud/connections/${id}/status`), GO_TYPES.ServiceState);
    }
    await runner.drain();
    for (const id of ids) {
      expect((await go.send('GET', `/v2.1/services/cloud/connections/${id}/status`)).status).toBe(404);
    }
  });
});

describe('flex bandwidth the way the client manages it (resource packetfabric_flex_bandwidth)', () => {
  it('creates, reads, resizes through billing modify and deletes a pool; every answer decodes', async () => {
    // extractFlexBandwidth: description, account_uuid, subscription_term, capacity ("XXGbps"); po_number omitted empty.
    const created = await go.send('POST', '/v2/flex-bandwidth', {
      description: 'Go flex',
      account_uuid: ACME,
      subscription_term: 1,
      capacity: '100Gbps',
    });
    expectDecoded(created, GO_TYPES.FlexBandwidthResponse, 201);
    const id = (created.json as { flex_bandwidth_id: string }).flex_bandwidth_id;
    expect(created.json).toMatchObject({
      capacity_mbps: 100_000,
      used_capacity_mbps: 0,
      available_capacity_mbps: 100_000,
    });
    const read = await go.send('GET', `/v2/flex-bandwidth/${id}`);
    expectDecoded(read, GO_TYPES.FlexBandwidthResponse);
    // resourceFlexBandwidthUpdate: BillingUpgrade with only the capacity (the other fields are omitempty).
    const resized = await go.send('POST', `/v2/billing/services/${id}/modify`, { capacity: '150Gbps' });
    expectDecoded(resized, GO_TYPES.BillingUpgradeResp);
    expect((await go.send('GET', `/v2/flex-bandwidth/${id}`)).json).toMatchObject({ capacity_mbps: 150_000 });
    const deleted = await go.send('DELETE', `/v2/flex-bandwidth/${id}`);
    expectDecoded(deleted, GO_TYPES.FlexBandwidthDelResp);
    expect((await go.send('GET', `/v2/flex-bandwidth/${id}`)).status).toBe(404);
  });
});

describe('cloud provider credentials the way the client manages them (resource packetfabric_cloud_provider_credential)', () => {
  it('creates, reads through the list, updates and deletes a credential; every answer decodes', async () => {
    const created = await go.send('POST', '/v2/services/cloud/credentials', {
      cloud_provider: 'aws',
      description: 'Go AWS credential',
      cloud_credentials: { aws_access_key: 'AKIAGOCLIENT00000001', aws_secret_key: 'b'.repeat(40) },
    });
    expectDecoded(created, GO_TYPES.CloudProviderCredentialResponse, 201);
    const id = (created.json as { cloud_provider_credential_uuid: string }).cloud_provider_credential_uuid;
    const list = await go.send('GET', '/v2/services/cloud/credentials');
    expectDecoded(list, { slice: GO_TYPES.CloudProviderCredentialResponse });
    expect(
      (list.json as { cloud_provider_credential_uuid: string }[]).map((entry) => entry.cloud_provider_credential_uuid),
    ).toContain(id);
    // UpdateCloudProviderCredential sends both fields, the credentials with omitempty keys.
    const updated = await go.send('PATCH', `/v2/services/cloud/credentials/${id}`, {
      description: 'Go AWS credential renamed',
      cloud_credentials: { aws_access_key: 'AKIAGOCLIENT00000002', aws_secret_key: 'c'.repeat(40) },
    });
    expectDecoded(updated, GO_TYPES.CloudProviderCredentialResponse);
    expect(updated.body).not.toContain('c'.repeat(40));
    expectDecoded(
      await go.send('DELETE', `/v2/services/cloud/credentials/${id}`),
      GO_TYPES.CloudProviderCredentialDelResp,
    );
    const after = await go.send('GET', '/v2/services/cloud/credentials');
    expect(
      (after.json as { cloud_provider_credential_uuid: string }[]).map((entry) => entry.cloud_provider_credential_uuid),
    ).not.toContain(id);
  });
});

describe('a cloud router the way the client manages it (cloud router, IPsec and port connections, BGP)', () => {
  it('creates, reads and changes the router, its connections and a BGP session with its prefixes; every answer decodes', async () => {
    // `CloudRouter`: asn and regions omitempty, subscription_term defaulted to 1 by the provider.
    const created = await go.send('POST', '/v2/services/cloud-routers', {
      asn: 4556,
      name: 'terraform-cr',
      account_uuid: ACME,
      regions: ['US', 'UK'],
      capacity: '1Gbps',
      subscription_term: 1,
    });
    expectDecoded(created, GO_TYPES.CloudRouterResponse, 201);
    const router = (created.json as { circuit_id: string }).circuit_id;
    await runner.drain();
    expectDecoded(await go.send('GET', `/v2/services/cloud-routers/${router}`), GO_TYPES.CloudRouterResponse);
    expectDecoded(await go.send('GET', '/v2/services/cloud-routers'), { slice: GO_TYPES.CloudRouterResponse });
    // `CloudRouterUpdate`: every field omitempty.
    const renamed = await go.send('PATCH', `/v2/services/cloud-routers/${router}`, {
      name: 'terraform-cr-2',
      regions: ['US'],
      capacity: '2Gbps',
    });
    expectDecoded(renamed, GO_TYPES.CloudRouterResponse);
    await runner.drain();

    // `IPSecRouterConn`: phase2_authentication_algo left out with aes-gcm.
    const ipsec = await go.send('POST', `/v2/services/cloud-routers/${router}/connections/ipsec`, {
      description: 'Terraform VPN',
      account_uuid: ACME,
      pop: 'CHI1',
      speed: '100Mbps',
      ike_version: 2,
      phase1_authentication_method: 'pre-shared-key',
      phase1_group: 'group14',
      phase1_encryption_algo: 'aes-256-cbc',
      phase1_authentication_algo: 'sha-384',
      phase1_lifetime: 10800,
      phase2_pfs_group: 'group14',
      phase2_encryption_algo: 'aes-256-gcm',
      phase2_lifetime: 28800,
      gateway_address: '64.4.12.20',
      shared_key: 'terraform-shared-key',
      subscription_term: 1,
    });
    expectDecoded(ipsec, GO_TYPES.IPSecCloudRouterCreateResp, 201);
    expect(ipsec.body).not.toContain('terraform-shared-key');
    const cid = (ipsec.json as { circuit_id: string }).circuit_id;
    await runner.drain();
    // The IPsec check is strict: done only when current.state is COMPLETE.
    const status = await go.send('GET', `/v2.1/services/cloud-routers/${router}/connections/${cid}/status`);
    expectDecoded(status, GO_TYPES.ServiceState);
    expect(status.json).toMatchObject({ status: { current: { state: 'COMPLETE' } } });
    const connection = `/v2/services/cloud-routers/${router}/connections/${cid}`;
    expectDecoded(await go.send('GET', connection), GO_TYPES.CloudRouterConnectionReadResponse);
    expectDecoded(await go.send('GET', `/v2/services/cloud-routers/${router}/connections`), {
      slice: GO_TYPES.CloudRouterConnectionReadResponse,
    });
    // `CloudRouterUpdateData`: cloud_settings is a struct without omitempty, so `{}` always goes along.
    const described = await go.send('PATCH', connection, { description: 'Terraform VPN 2', cloud_settings: {} });
    expectDecoded(described, GO_TYPES.CloudRouterConnectionReadResponse);
    expectDecoded(await go.send('GET', `/v2/services/ipsec/${cid}`), GO_TYPES.IPSecConnUpdateResponse);
    const rekeyed = await go.send('PATCH', `/v2/services/ipsec/${cid}`, {
      ike_version: 1,
      phase1_lifetime: 3600,
      pre_shared_key: 'terraform-shared-key-2',
    });
    expectDecoded(rekeyed, GO_TYPES.IPSecConnUpdateResponse);
    expect(rekeyed.body).not.toContain('terraform-shared-key-2');
    await runner.drain();

    // `BgpSession`: omitempty everywhere but remote_asn and address_family.
    const bgp = {
      address_family: 'v4',
      l3_address: '169.254.40.1/30',
      remote_address: '169.254.40.2',
      remote_asn: 65040,
      md5: 'terraform-md5',
      prefixes: [
        { prefix: '192.168.0.0/16', match_type: 'orlonger', local_preference: 150, type: 'in' },
        { prefix: '10.0.0.0/8', match_type: 'orlonger', as_prepend: 1, type: 'out' },
      ],
    };
    const session = await go.send('POST', `${connection}/bgp`, bgp);
    expectDecoded(session, GO_TYPES.BgpSessionCreateResp);
    const uuid = (session.json as { bgp_settings_uuid: string }).bgp_settings_uuid;
    await runner.drain();
    const read = await go.send('GET', `${connection}/bgp/${uuid}`);
    expectDecoded(read, GO_TYPES.BgpSessionCreateResp);
    expect(read.json).toMatchObject({ bgp_state: 'established', subnet: '169.254.40.0/30' });
    expectDecoded(await go.send('GET', `${connection}/bgp`), { slice: GO_TYPES.BgpSessionCreateResp });
    // UpdateBgpSession sends the create struct: no bgp_settings_uuid, the connection's v4 session is meant.
    const updated = await go.send('PUT', `${connection}/bgp`, { ...bgp, med: 20, disabled: true });
    expectDecoded(updated, GO_TYPES.BgpSessionCreateResp);
    expect(updated.json).toMatchObject({ bgp_settings_uuid: uuid, disabled: true, med: 20 });
    await runner.drain();
    const prefixes = `/v2/bgp-settings/${uuid}/prefixes`;
    expectDecoded(await go.send('GET', prefixes), { slice: GO_TYPES.BgpPrefix });
    const added = await go.send('POST', prefixes, [{ prefix: '172.16.0.0/12', match_type: 'exact', type: 'in' }]);
    expectDecoded(added, { slice: GO_TYPES.BgpPrefix });
    const removed = await go.send('DELETE', prefixes, [
      (added.json as { bgp_prefix_uuid: string }[])[0]?.bgp_prefix_uuid,
    ]);
    expectDecoded(removed, { slice: GO_TYPES.BgpPrefix });
    expect((removed.json as unknown[]).length).toBe(2);
    await runner.drain();
    expectDecoded(await go.send('DELETE', `${connection}/bgp/${uuid}`), GO_TYPES.BgpDeleteMessage);

    // `CustomerOwnedPort` on one of Acme's ports.
    const own = await go.send('POST', `/v2/services/cloud-routers/${router}/connections/packetfabric`, {
      account_uuid: ACME,
      port_circuit_id: 'PF-AP-NYC1-1000001',
      description: 'Terraform port connection',
      vlan: 3050,
      speed: '1Gbps',
      subscription_term: 1,
    });
    expectDecoded(own, GO_TYPES.CustomerOwnedPortResp, 201);
    await runner.drain();

    for (const id of [cid, (own.json as { cloud_circuit_id: string }).cloud_circuit_id]) {
      expectDecoded(
        await go.send('DELETE', `/v2/services/cloud-routers/${router}/connections/${id}`),
        GO_TYPES.ConnectionDeleteResp,
      );
    }
    await runner.drain();
    expect((await go.send('GET', connection)).isClientError).toBe(true);
    expectDecoded(await go.send('DELETE', `/v2/services/cloud-routers/${router}`), GO_TYPES.CloudRouterDelResp);
    await runner.drain();
    expect((await go.send('GET', `/v2/services/cloud-routers/${router}`)).isClientError).toBe(true);
  });
});

describe("a cloud router's cloud connections the way the client manages them (packetfabric_cloud_router_connection_*)", () => {
  it('connects AWS under /v2 and Azure, Google, Oracle and IBM under /v2.1, reads, renames, polls and deletes them; every answer decodes', async () => {
    const created = await go.send('POST', '/v2/services/cloud-routers', {
      name: 'Terraform clouds CR',
      account_uuid: ACME,
      capacity: '10Gbps',
      regions: ['US'],
      subscription_term: 1,
    });
    const router = (created.json as { circuit_id: string }).circuit_id;
    await runner.drain();
    const connections = `/v2/services/cloud-routers/${router}/connections`;
    // `AwsConnection`: the booleans and the quote are omitempty, the term defaulted to 1 by the provider.
    const aws = await go.send('POST', `${connections}/aws`, {
      aws_account_id: '123456789012',
      account_uuid: ACME,
      description: 'Terraform AWS',
      pop: 'SEA1',
      zone: 'B',
      speed: '1Gbps',
      subscription_term: 1,
    });
    expectDecoded(aws, GO_TYPES.AwsConnectionCreateResponse, 201);
    // `AzureExpressRouteConn`, `GoogleCloudRouterConn`, `OracleCloudRouterConn` and `IBMCloudRouterConn`.
    const others = [
      ['azure', { azure_service_key: '5d1c0a8e-2b3f-4c6d-8e9f-0a1b2c3d4e5f', speed: '500Mbps' }],
      [
        'google',
        {
          google_pairing_key: 'terraform/us-west1/2',
          google_vlan_attachment_name: 'terraform-attachment',
          pop: 'SEA1',
          speed: '1Gbps',
        },
      ],
      [
        'oracle',
        {
          vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaabbbbbbbbterra',
          region: 'us-ashburn-1',
          pop: 'WDC1',
          zone: 'A',
        },
      ],
      [
        'ibm',
        {
          ibm_account_id: 'abcdef0123456789abcdef0123456789',
          ibm_bgp_asn: 64999,
          pop: 'WDC1',
          zone: 'A',
          speed: '200Mbps',
        },
      ],
    ] as const;
    const ids = [(aws.json as { cloud_circuit_id: string }).cloud_circuit_id];
    for (const [provider, body] of others) {
      const answer = await go.send('POST', `/v2.1/services/cloud-routers/${router}/connections/${provider}`, {
        account_uuid: ACME,
        description: `Terraform ${provider}`,
        subscription_term: 1,
        ...body,
      });
      expectDecoded(answer, GO_TYPES.CloudRouterConnectionReadResponse, 201);
      ids.push((answer.json as { cloud_circuit_id: string }).cloud_circuit_id);
    }
    await runner.drain();
    for (const id of ids) {
      const status = await go.send('GET', `/v2.1/services/cloud-routers/${router}/connections/${id}/status`);
      expectDecoded(status, GO_TYPES.ServiceState);
      const read = await go.send('GET', `${connections}/${id}`);
      expectDecoded(read, GO_TYPES.CloudRouterConnectionReadResponse);
      expect((read.json as { state: string }).state).toBe('active');
    }
    expectDecoded(await go.send('GET', connections), { slice: GO_TYPES.CloudRouterConnectionReadResponse });
    // `CloudRouterUpdateData`: cloud_settings is a struct without omitempty, so `{}` always goes along.
    const renamed = await go.send('PATCH', `${connections}/${ids[0]}`, {
      description: 'Terraform AWS 2',
      cloud_settings: {},
    });
    expectDecoded(renamed, GO_TYPES.CloudRouterConnectionReadResponse);
    // An AWS connection with cloud_settings, then resourceCloudRouterConnUpdate when the MTU changes: the update
    // carries the credential, MTU and region it knows, and the stored settings keep the rest.
    const credential = await go.send('POST', '/v2/services/cloud/credentials', {
      cloud_provider: 'aws',
      description: 'Terraform CR credential',
      cloud_credentials: { aws_access_key: 'AKIAGOCLIENT00000011', aws_secret_key: 'e'.repeat(40) },
    });
    const credentialId = (credential.json as { cloud_provider_credential_uuid: string }).cloud_provider_credential_uuid;
    const settled = await go.send('POST', `${connections}/aws`, {
      aws_account_id: '123456789012',
      account_uuid: ACME,
      description: 'Terraform AWS settings',
      pop: 'SEA1',
      zone: 'B',
      speed: '1Gbps',
      cloud_settings: {
        aws_region: 'us-west-2',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 64620, md5: 'terraform-md5-key' },
        credentials_uuid: credentialId,
        mtu: 1500,
      },
      subscription_term: 1,
    });
    expectDecoded(settled, GO_TYPES.AwsConnectionCreateResponse, 201);
    const settledId = (settled.json as { cloud_circuit_id: string }).cloud_circuit_id;
    ids.push(settledId);
    await runner.drain();
    const mtu = await go.send('PATCH', `${connections}/${settledId}`, {
      description: 'Terraform AWS settings',
      cloud_settings: { aws_region: 'us-west-2', credentials_uuid: credentialId, mtu: 9001 },
    });
    expectDecoded(mtu, GO_TYPES.CloudRouterConnectionReadResponse);
    expect((mtu.json as { cloud_settings: unknown }).cloud_settings).toMatchObject({
      mtu: 9001,
      aws_vif_type: 'private',
      bgp_settings: { customer_asn: 64620, md5: '********' },
    });
    for (const id of ids) {
      expectDecoded(await go.send('DELETE', `${connections}/${id}`), GO_TYPES.ConnectionDeleteResp);
    }
    await runner.drain();
    expect((await go.send('DELETE', `/v2/services/cloud/credentials/${credentialId}`)).status).toBe(200);
    expectDecoded(await go.send('DELETE', `/v2/services/cloud-routers/${router}`), GO_TYPES.CloudRouterDelResp);
  });
});
