import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../jobs/job-runner.js';
import { activePort, NYC_PORT } from '../modules/network/ports/ports-testing.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
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
    expect(document.status, document.body).toBe(201);
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
