import type { LiveEvent } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudProviderConnections } from '../db/schema/index.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { CloudConnectionRef, CloudProviderDriver, ProviderSideState } from './cloud-provider-driver.js';

let harness: TestApp;
let clouds: CloudProviderDriver;
let runner: JobRunner;
const heard: ProviderSideState[] = [];
const events: LiveEvent[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  clouds = harness.app.platform.clouds;
  runner = harness.app.platform.createJobRunner({ owner: 'cloud-test-runner', batchSize: 1 });
  clouds.onProviderState('hosted', async (_tx, state) => {
    heard.push(state);
  });
  await harness.app.platform.events.subscribe(DEMO_CUSTOMER_IDS.acme, (event) => events.push(event));
});
afterAll(async () => {
  await harness?.close();
});

let serial = 0;
function hosted(provider: CloudConnectionRef['provider'], customerId: string = DEMO_CUSTOMER_IDS.acme) {
  serial += 1;
  return {
    connectionId: `PF-CC-TST-${String(serial).padStart(4, '0')}`,
    customerId,
    provider,
    portType: 'hosted',
  } as const;
}
const db = () => harness.database.db;
const AZURE_KEY = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const OCID = 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaabbbbbbbbccccccccdddd';

describe('the simulated AWS side of a hosted connection', () => {
  it('waits for the customer to accept in the AWS console, then is accepted and comes up, heard live', async () => {
    const ref = hosted('aws');
    const told = await db().transaction((tx) =>
      clouds.connect(tx, ref, { speedMbps: 100, pop: 'NYC1', parameters: { aws_account_id: '123456789012' } }),
    );
    expect(told).toMatchObject({ state: 'awaiting_acceptance', message: 'awaiting acceptance in your AWS console' });
    expect(told.providerConnectionId).toMatch(/^dxcon-[0-9a-f]{8}$/);
    expect(told.cloudState.aws_dx_connection_state).toBe('ordering');
    expect(told.acceptanceDueAt).toBeInstanceOf(Date);

    await runner.runDue();
    expect((await clouds.providerState(db(), ref))?.state).toBe('pending');
    await runner.drain();
    const after = await clouds.providerState(db(), ref);
    expect(after).toMatchObject({ state: 'available', message: null, acceptanceDueAt: null });
    expect(after?.cloudState.aws_dx_connection_state).toBe('available');
    expect(heard.filter((state) => state.ref.connectionId === ref.connectionId).map((state) => state.state)).toEqual([
      'pending',
      'available',
    ]);
    const live = () => events.filter((event) => event.object_id === ref.connectionId).map((event) => event.data.state);
    // Events travel through the database's notifications: they arrive a moment after the commits.
    await waitUntil(() => live().length >= 3, 'three live events arrived');
    expect(live()).toEqual(['awaiting_acceptance', 'pending', 'available']);
  });

  it('is accepted at once when the order carries a cloud credential', async () => {
    const ref = hosted('aws');
    const told = await clouds.connect(db(), ref, {
      speedMbps: 100,
      parameters: { aws_account_id: '123456789012', cloud_settings: { aws_vif_type: 'private' } },
      credential: { provider: 'aws', credentialId: 'c1', awsAccessKey: 'AKIAEXAMPLE', awsSecretKey: 'secret' },
    });
    expect(told).toMatchObject({ state: 'pending', message: null, acceptanceDueAt: null });
    expect(told.cloudState).toMatchObject({ aws_vif_state: 'pending', bgp_state: 'down' });
    await runner.drain();
    expect((await clouds.providerState(db(), ref))?.cloudState).toMatchObject({
      aws_vif_state: 'available',
      bgp_state: 'up',
    });
  });

  it('answers nothing for another customer, and a rolled-back order tells the cloud nothing', async () => {
    const ref = hosted('aws');
    await clouds.connect(db(), ref, { speedMbps: 50, parameters: { aws_account_id: '123456789012' } });
    expect(await clouds.providerState(db(), { ...ref, customerId: DEMO_CUSTOMER_IDS.globex })).toBeNull();
    const rolledBack = hosted('aws');
    await expect(
      db().transaction(async (tx) => {
        await clouds.connect(tx, rolledBack, { speedMbps: 50, parameters: { aws_account_id: '123456789012' } });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await clouds.providerState(db(), rolledBack)).toBeNull();
  });

  it('a disconnect removes the cloud side; a late acceptance job changes nothing', async () => {
    const ref = hosted('aws');
    await clouds.connect(db(), ref, { speedMbps: 50, parameters: { aws_account_id: '123456789012' } });
    expect((await clouds.disconnect(db(), ref)).state).toBe('deleting');
    await runner.drain();
    expect((await clouds.providerState(db(), ref))?.state).toBe('deleted');
  });
});

describe('the simulated Azure service keys', () => {
  it("refuses a key that names no circuit with 'This key is not valid'", async () => {
    const unknown = '00000000-5717-4562-b3fc-2c963f66afa6';
    expect((await clouds.azureServiceKey(db(), unknown)).exists).toBe(false);
    expect(await clouds.checkHostedKey(db(), { provider: 'azure', azureServiceKey: unknown })).toEqual({
      ok: false,
      field: 'azure_service_key',
      message: 'This key is not valid',
    });
    expect(
      await clouds.checkHostedKey(db(), { provider: 'azure', azureServiceKey: AZURE_KEY.toUpperCase() }),
    ).toMatchObject({
      ok: false,
      message: 'This key is not valid',
    });
  });

  it('answers the same circuit every time, and connections on the key use its capacity', async () => {
    const key = '5d8e8a5c-2f0b-4e1a-9b7c-0123456789ab';
    const first = await clouds.azureServiceKey(db(), key);
    expect(first).toEqual(await clouds.azureServiceKey(db(), key));
    expect(first).toMatchObject({ exists: true, connectionsInUse: 0 });
    expect([1000, 2000, 5000, 10000]).toContain(first.bandwidthMbps);
    expect(first.availableMbps).toBe(first.bandwidthMbps);

    const too = await clouds.checkHostedKey(db(), {
      provider: 'azure',
      azureServiceKey: key,
      speedMbps: first.bandwidthMbps + 1,
    });
    expect(too).toMatchObject({ ok: false, field: 'azure_service_key' });
    await clouds.connect(db(), hosted('azure'), { speedMbps: 500, parameters: { azure_service_key: key } });
    const used = await clouds.azureServiceKey(db(), key);
    expect(used).toMatchObject({ connectionsInUse: 1, availableMbps: first.bandwidthMbps - 500 });
    await clouds.connect(db(), hosted('azure'), { speedMbps: 50, parameters: { azure_service_key: key } });
    // A circuit carries a primary and a secondary: a third connection finds no capacity.
    expect(await clouds.checkHostedKey(db(), { provider: 'azure', azureServiceKey: key, speedMbps: 50 })).toEqual({
      ok: false,
      field: 'azure_service_key',
      message: 'This key has no capacity left',
    });
  });
});

describe('the simulated Oracle, Google, IBM and AWS checks', () => {
  it("gives spec 5's three OCID messages", async () => {
    expect(await clouds.checkHostedKey(db(), { provider: 'oracle', vcOcid: OCID, region: 'us-ashburn-1' })).toEqual({
      ok: true,
      message: 'OCID Successfully validated',
      facts: { region: 'us-ashburn-1' },
    });
    expect(await clouds.oracleOcid(db(), OCID, 'uk-london-1')).toBe('invalid');
    expect(
      await clouds.oracleOcid(
        db(),
        'ocid1.virtualcircuit.oc1.xx-nowhere-1.aaaaaaaabbbbbbbbccccccccdddd',
        'xx-nowhere-1',
      ),
    ).toBe('invalid');
    await clouds.connect(db(), hosted('oracle'), { speedMbps: 1000, parameters: { vc_ocid: OCID } });
    expect(await clouds.checkHostedKey(db(), { provider: 'oracle', vcOcid: OCID, region: 'us-ashburn-1' })).toEqual({
      ok: false,
      field: 'vc_ocid',
      message: 'This OCID is currently in use',
    });
    expect(await clouds.checkHostedKey(db(), { provider: 'oracle', vcOcid: 'nope', region: 'us-ashburn-1' })).toEqual({
      ok: false,
      field: 'vc_ocid',
      message: 'This OCID is not valid or the region is incorrect.',
    });
  });

  it('reads the region and edge availability domain of a Google pairing key of a known region', async () => {
    const key = '7e51371e-72a3-40b5-b844-2e3efefaee59/us-east4/2';
    expect(await clouds.checkHostedKey(db(), { provider: 'google', googlePairingKey: key })).toEqual({
      ok: true,
      facts: { region: 'us-east4', edge_availability_domain: '2' },
    });
    expect(
      await clouds.checkHostedKey(db(), { provider: 'google', googlePairingKey: '7e51371e/mars-north1/1' }),
    ).toEqual({ ok: false, field: 'google_pairing_key', message: 'Not a valid pairing key' });
    await clouds.connect(db(), hosted('google'), { speedMbps: 50, parameters: { google_pairing_key: key } });
    expect(await clouds.checkHostedKey(db(), { provider: 'google', googlePairingKey: key })).toMatchObject({
      ok: false,
      message: 'This pairing key is already in use',
    });
  });

  it('checks IBM and AWS account ids', async () => {
    expect(
      await clouds.checkHostedKey(db(), { provider: 'ibm', ibmAccountId: '0123456789abcdef0123456789abcdef' }),
    ).toEqual({
      ok: true,
      facts: {},
    });
    expect(await clouds.checkHostedKey(db(), { provider: 'ibm', ibmAccountId: 'abc' })).toEqual({
      ok: false,
      field: 'ibm_account_id',
      message: 'Not a valid IBM account Id',
    });
    expect(await clouds.checkHostedKey(db(), { provider: 'aws', awsAccountId: '1234' })).toEqual({
      ok: false,
      field: 'aws_account_id',
      message: 'Not a valid AWS account Id',
    });
  });

  it('records the IBM account a connection is told (its settings name it account_id) and takes more connections on it', async () => {
    const account = 'fedcba9876543210fedcba9876543210';
    const ref = hosted('ibm');
    await clouds.connect(db(), ref, { speedMbps: 200, parameters: { account_id: account, bgp_asn: 64999 } });
    const [row] = await db()
      .select({ key: cloudProviderConnections.providerKey })
      .from(cloudProviderConnections)
      .where(eq(cloudProviderConnections.connectionId, ref.connectionId));
    expect(row?.key).toBe(account);
    // An IBM account, like an AWS one, is never in use: a second connection on it is accepted.
    expect(await clouds.checkHostedKey(db(), { provider: 'ibm', ibmAccountId: account })).toEqual({
      ok: true,
      facts: {},
    });
  });
});

describe("a credential's regions and resources", () => {
  const aws = { provider: 'aws', credentialId: 'c1', awsAccessKey: 'AKIAEXAMPLE', awsSecretKey: 's' } as const;

  it("lists the cloud's regions from the catalogue and the same resources every time", async () => {
    const regions = await clouds.regions(db(), aws);
    expect(regions).toContainEqual({ code: 'us-east-1', name: 'US East (N. Virginia)' });
    expect(new Set(regions.map((region) => region.code)).size).toBe(regions.length);
    const resources = await clouds.resources(db(), aws, 'us-east-1');
    expect(resources).toEqual(await clouds.resources(db(), aws, 'us-east-1'));
    expect(resources?.gateways.map((gateway) => gateway.type)).toEqual(['directconnect', 'private', 'transit']);
    expect(resources?.networks[0]?.id).toMatch(/^vpc-/);
    expect(await clouds.resources(db(), aws, 'us-central1')).toBeNull();
    const google = { provider: 'google', credentialId: 'c2', googleServiceAccount: '{}' } as const;
    expect((await clouds.regions(db(), google)).map((region) => region.code)).toContain('us-central1');
  });
});
