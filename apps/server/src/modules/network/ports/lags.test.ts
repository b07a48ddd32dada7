import type { LiveEvent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { waitUntil } from '../../../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { activePort, inventoryRow, NYC_PORT, orderPortVia } from './ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
const LAG_PORT = { ...NYC_PORT, pop: 'NYC5', zone: 'B', speed: '1Gbps', media: 'LX', description: 'LAG member' };

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'lags-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => harness.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const lagBody = (members: string[]) => ({ description: 'Core LAG', interval: 'fast', pop: 'NYC5', members });

describe('POST /v2/lags', () => {
  it('answers 401, 403 read-only and 400 with the exact messages', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/v2/lags', payload: lagBody(['x']) })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/v2/lags', readonly.bearer, lagBody(['x']))).statusCode).toBe(403);
    const empty = await call('POST', '/v2/lags', demo.bearer, { ...lagBody([]), interval: 'medium' });
    expect(empty.json().fields).toEqual({
      members: 'This field is required',
      interval: 'Invalid value, must be one of "fast, slow".',
    });
  });

  it('refuses ineligible members with the spec 5 reason', async () => {
    const provisioning = (await orderPortVia(harness.app, demo.bearer, LAG_PORT)).json().port_circuit_id;
    const refused = await call('POST', '/v2/lags', demo.bearer, lagBody([provisioning]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ members: `${provisioning}: The port is still provisioning.` });
    await runner.drain();
    const otherZone = await activePort(harness, runner, demo.bearer, { ...LAG_PORT, zone: 'A' });
    const mismatch = await call('POST', '/v2/lags', demo.bearer, lagBody([provisioning, otherZone]));
    expect(mismatch.json().fields.members).toContain('LAG members must share site, zone, speed and media.');
    const foreign = await activePort(harness, runner, other.bearer, LAG_PORT);
    const notTheirs = await call('POST', '/v2/lags', demo.bearer, lagBody([provisioning, foreign]));
    expect(notTheirs.json().fields).toEqual({ members: `${foreign}: Port not found.` });
  });

  it('builds a LAG of two eligible ports, manages members, enables, disables and deletes it', async () => {
    const first = await activePort(harness, runner, demo.bearer, LAG_PORT);
    const second = await activePort(harness, runner, demo.bearer, LAG_PORT);
    const third = await activePort(harness, runner, demo.bearer, LAG_PORT);
    const heard: LiveEvent[] = [];
    const unsubscribe = await harness.app.platform.events.subscribe(DEMO_CUSTOMER_IDS.acme, (event) =>
      heard.push(event),
    );
    const created = await call('POST', '/v2/lags', demo.bearer, lagBody([first, second]));
    expect(created.statusCode).toBe(201);
    const lag = created.json();
    expect(lag).toMatchObject({ state: 'requested', description: 'Core LAG', accepted: true, number: 1 });
    expect(lag.port_circuit_id).toMatch(/^PF-AE-NYC5-\d{7}$/);
    const id = lag.port_circuit_id;
    await runner.drain();
    // The browser's port queries hear the LAG's steps (object type `port`, which the web keys them by).
    await waitUntil(
      () => heard.some((event) => event.object_type === 'port' && event.object_id === id && event.data.is_final),
      'the LAG step event arrives',
    );
    unsubscribe();
    expect((await call('GET', `/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({
      is_lag: true,
      state: 'active',
      member_count: 2,
      lag_interval: 'fast',
    });
    expect((await inventoryRow(harness, first))?.parentCircuitId).toBe(id);
    const listed = (await call('GET', '/v2/ports', demo.bearer))
      .json()
      .map((port: { port_circuit_id: string }) => port.port_circuit_id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(first);
    const reused = await call('POST', '/v2/lags', demo.bearer, lagBody([first, third]));
    expect(reused.json().fields).toEqual({ members: `${first}: The port is already a member of a LAG.` });

    expect((await call('GET', `/v2/lags/${id}/members`, other.bearer)).statusCode).toBe(404);
    const members = (await call('GET', `/v2/lags/${id}/members`, readonly.bearer)).json();
    expect(members.map((port: { port_circuit_id: string }) => port.port_circuit_id).sort()).toEqual(
      [first, second].sort(),
    );

    const added = await call('POST', `/v2/lags/${id}/members`, demo.bearer, { member_port_circuit_id: third });
    expect(added.json()).toEqual({ workflow_name: 'lag/workflow/modify/master' });
    // spec 5: while the change runs the LAG takes no other; the refusal names the LAG and says why.
    const busy = await call('DELETE', `/v2/lags/${id}/members/${first}`, demo.bearer);
    expect(busy.statusCode).toBe(400);
    expect(busy.json()).toMatchObject({ code: 'state_conflict', fields: { id: busy.json().message } });
    await runner.drain();
    expect((await call('GET', `/v2/ports/${id}`, demo.bearer)).json().member_count).toBe(3);
    expect((await call('DELETE', `/v2/lags/${id}/members/${third}`, other.bearer)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/lags/${id}/members/${third}`, demo.bearer)).statusCode).toBe(200);
    await runner.drain();

    const patched = await call('PATCH', `/v2/lags/${id}`, demo.bearer, {
      description: 'Renamed LAG',
      interval: 'slow',
    });
    expect(patched.json()).toMatchObject({ description: 'Renamed LAG', lag_interval: 'slow' });
    await runner.drain();
    expect((await call('POST', `/v2/lags/${id}/disable`, readonly.bearer)).statusCode).toBe(403);
    expect((await call('POST', `/v2/lags/${id}/disable`, demo.bearer)).json()).toEqual({
      workflow_name: 'lag/workflow/disable/master',
    });
    await runner.drain();
    expect((await call('GET', `/v2/ports/${id}`, demo.bearer)).json()).toMatchObject({ disabled: true });
    expect((await call('POST', `/v2/lags/${id}/enable`, demo.bearer)).statusCode).toBe(200);
    await runner.drain();

    expect((await call('DELETE', `/v2/lags/${first}`, demo.bearer)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/lags/${id}`, other.bearer)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/lags/${id}`, demo.bearer)).json()).toEqual({
      workflow_name: 'lag/workflow/deprovision/master',
    });
    await runner.drain();
    expect((await call('GET', `/v2/ports/${id}`, demo.bearer)).statusCode).toBe(404);
    expect((await call('GET', `/v2/ports/${first}`, demo.bearer)).json()).toMatchObject({
      is_lag_member: false,
      parent_lag_circuit_id: null,
    });
    expect((await inventoryRow(harness, first))?.parentCircuitId).toBeNull();
  });
});
