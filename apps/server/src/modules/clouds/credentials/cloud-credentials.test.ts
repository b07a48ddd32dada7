import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cloudCredentials } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';

const logLines: string[] = [];
let harness: TestApp;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  [demo, readonly, other] = await Promise.all([
    login(harness.app, 'demo'),
    login(harness.app, 'readonly'),
    login(harness.app, 'other'),
  ]);
});
afterAll(async () => {
  await harness?.close();
});

const URL = '/v2/services/cloud/credentials';
const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const GOOGLE_KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'demo-project',
  client_email: 'portal@demo-project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nTOPSECRETGOOGLEKEYMATERIAL\n-----END PRIVATE KEY-----\n',
});
const AWS = {
  cloud_provider: 'aws',
  description: 'Production AWS account',
  cloud_credentials: { aws_access_key: ACCESS_KEY, aws_secret_key: SECRET_KEY },
};

const inject = (session: Session | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    ...(session ? { headers: session.bearer } : {}),
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

async function createAws(description = 'Production AWS account') {
  const response = await inject(demo, 'POST', URL, { ...AWS, description });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { cloud_provider_credential_uuid: string };
}

describe('cloud credentials (wire reference 3.7)', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PATCH', `${URL}/00000000-0000-4000-8000-000000000001`],
      ['DELETE', `${URL}/00000000-0000-4000-8000-000000000001`],
      ['GET', `${URL}/00000000-0000-4000-8000-000000000001/regions`],
    ] as const) {
      expect((await inject(null, method, url, method === 'POST' ? AWS : undefined)).statusCode).toBe(401);
    }
  });

  it('answers 400 naming the field', async () => {
    const missing = await inject(demo, 'POST', URL, { cloud_provider: 'aws', description: '', cloud_credentials: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      description: 'This field is required',
      'cloud_credentials.aws_access_key': 'This field is required',
      'cloud_credentials.aws_secret_key': 'This field is required',
    });
    const malformed = await inject(demo, 'POST', URL, {
      cloud_provider: 'google',
      description: 'Google',
      cloud_credentials: { google_service_account: '{"type":"user"}' },
    });
    expect(malformed.json().fields).toEqual({
      'cloud_credentials.google_service_account': 'Not a valid Google service account key',
    });
    const badKeys = await inject(demo, 'POST', URL, {
      ...AWS,
      cloud_credentials: { aws_access_key: 'nope', aws_secret_key: 'short' },
    });
    expect(badKeys.json().fields).toEqual({
      'cloud_credentials.aws_access_key': 'Not a valid AWS access key',
      'cloud_credentials.aws_secret_key': 'Not a valid AWS secret key',
    });
    const provider = await inject(demo, 'POST', URL, { ...AWS, cloud_provider: 'azure' });
    expect(provider.json().fields).toEqual({ cloud_provider: 'Invalid value, must be one of "aws, google".' });

    const { cloud_provider_credential_uuid: id } = await createAws();
    const foreignField = await inject(demo, 'PATCH', `${URL}/${id}`, {
      cloud_credentials: { google_service_account: GOOGLE_KEY },
    });
    expect(foreignField.statusCode).toBe(400);
    expect(foreignField.json().fields).toEqual({
      'cloud_credentials.google_service_account': 'Not a field of an AWS credential',
    });
    const region = await inject(demo, 'GET', `${URL}/${id}/resources?region=mars-1`);
    expect(region.statusCode).toBe(400);
    // The regions of AWS's on-ramps, the ones an AWS credential sees.
    expect(region.json().fields).toEqual({
      region:
        'Invalid value, must be one of "ap-northeast-1, ap-southeast-1, ap-southeast-2, eu-central-1, eu-west-2, ' +
        'us-east-1, us-east-2, us-west-1, us-west-2".',
    });
  });

  it('answers 403 to read-only for changes; reading is allowed', async () => {
    expect((await inject(readonly, 'GET', URL)).statusCode).toBe(200);
    expect((await inject(readonly, 'POST', URL, AWS)).statusCode).toBe(403);
    const { cloud_provider_credential_uuid: id } = await createAws();
    expect((await inject(readonly, 'PATCH', `${URL}/${id}`, { description: 'x' })).statusCode).toBe(403);
    expect((await inject(readonly, 'DELETE', `${URL}/${id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another company's credential and never lists it", async () => {
    const { cloud_provider_credential_uuid: id } = await createAws('Acme only');
    for (const [method, url] of [
      ['PATCH', `${URL}/${id}`],
      ['DELETE', `${URL}/${id}`],
      ['GET', `${URL}/${id}/regions`],
      ['GET', `${URL}/${id}/resources?region=us-east-1`],
    ] as const) {
      const response = await inject(other, method, url, method === 'PATCH' ? { description: 'mine now' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await inject(other, 'GET', URL)).json() as { cloud_provider_credential_uuid: string }[];
    expect(list.map((entry) => entry.cloud_provider_credential_uuid)).not.toContain(id);
    expect((await inject(demo, 'GET', `${URL}/${id}/regions`)).statusCode).toBe(200);
  });

  it('keeps AWS and Google credentials sealed, shows them masked, changes and deletes them', async () => {
    const created = await inject(demo, 'POST', URL, AWS);
    expect(created.statusCode).toBe(201);
    const aws = created.json();
    expect(aws).toMatchObject({
      description: 'Production AWS account',
      cloud_provider: 'aws',
      is_unused: true,
      masked_credential: 'AKIA************MPLE',
    });
    expect(created.body).not.toContain(SECRET_KEY);
    expect(created.body).not.toContain(ACCESS_KEY);

    const google = await inject(demo, 'POST', URL, {
      cloud_provider: 'google',
      description: 'GCP',
      cloud_credentials: { google_service_account: GOOGLE_KEY },
    });
    expect(google.statusCode).toBe(201);
    expect(google.json().masked_credential).toBe('portal@demo-project.iam.gserviceaccount.com');
    expect(google.body).not.toContain('TOPSECRET');

    const [row] = await harness.database.db
      .select()
      .from(cloudCredentials)
      .where(eq(cloudCredentials.id, aws.cloud_provider_credential_uuid));
    expect(row?.secret).toMatch(/^enc:v1:/);
    expect(row?.secret).not.toContain(SECRET_KEY);

    const list = await inject(demo, 'GET', URL);
    expect(list.body).not.toContain(SECRET_KEY);
    expect(list.body).not.toContain('TOPSECRET');
    expect(
      list
        .json()
        .map((entry: { description: string }) => entry.description)
        .slice(0, 2),
    ).toEqual(['GCP', 'Production AWS account']);

    const renamed = await inject(demo, 'PATCH', `${URL}/${aws.cloud_provider_credential_uuid}`, {
      description: 'Renamed',
      cloud_credentials: { aws_access_key: 'AKIAIOSFODNN7NEWKEY1' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ description: 'Renamed', masked_credential: 'AKIA************KEY1' });
    // The secret key was kept: the credential still opens with both halves.
    const opened = await harness.app.platform.cloudCredentials.open(
      harness.database.db,
      DEMO_CUSTOMER_IDS.acme,
      aws.cloud_provider_credential_uuid,
    );
    expect(opened).toMatchObject({ provider: 'aws', awsAccessKey: 'AKIAIOSFODNN7NEWKEY1', awsSecretKey: SECRET_KEY });

    const regions = await inject(demo, 'GET', `${URL}/${aws.cloud_provider_credential_uuid}/regions`);
    expect(regions.json()).toContainEqual({ code: 'us-east-1', name: 'US East (N. Virginia)' });
    const resources = await inject(
      demo,
      'GET',
      `${URL}/${aws.cloud_provider_credential_uuid}/resources?region=us-east-1`,
    );
    expect(resources.statusCode).toBe(200);
    expect(resources.json().gateways.map((gateway: { type: string }) => gateway.type)).toEqual([
      'directconnect',
      'private',
      'transit',
    ]);

    const removed = await inject(demo, 'DELETE', `${URL}/${aws.cloud_provider_credential_uuid}`);
    expect(removed.json()).toEqual({ message: 'The cloud credential has been deleted.' });
    expect((await inject(demo, 'DELETE', `${URL}/${aws.cloud_provider_credential_uuid}`)).statusCode).toBe(404);

    const entries = await harness.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.objectId, aws.cloud_provider_credential_uuid));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'cloud_credential.create',
      'cloud_credential.delete',
      'cloud_credential.update',
    ]);
    expect(JSON.stringify(entries)).not.toContain(SECRET_KEY);
  });

  it('refuses to delete a credential a cloud connection uses, and says it is in use', async () => {
    const { cloud_provider_credential_uuid: id } = await createAws('Used by a connection');
    const credential = await harness.app.platform.cloudCredentials.open(
      harness.database.db,
      DEMO_CUSTOMER_IDS.acme,
      id,
    );
    if (!credential || credential === 'unreadable') throw new Error('credential not found');
    const ref = {
      connectionId: 'PF-CC-CRD-0001',
      customerId: DEMO_CUSTOMER_IDS.acme,
      provider: 'aws',
      portType: 'hosted',
    } as const;
    await harness.app.platform.clouds.connect(harness.database.db, ref, {
      speedMbps: 50,
      parameters: { aws_account_id: '123456789012' },
      credential,
    });
    const listed = (await inject(demo, 'GET', URL)).json() as {
      cloud_provider_credential_uuid: string;
      is_unused: boolean;
    }[];
    expect(listed.find((entry) => entry.cloud_provider_credential_uuid === id)?.is_unused).toBe(false);
    const refused = await inject(demo, 'DELETE', `${URL}/${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'state_conflict',
      fields: {
        cloud_provider_credential_uuid:
          'This cloud credential is used by a cloud connection and cannot be deleted. Remove it from the connection first.',
      },
    });

    // A connection whose cloud settings name the credential holds it as well.
    const { cloud_provider_credential_uuid: named } = await createAws('Named in cloud settings');
    await harness.app.platform.clouds.connect(
      harness.database.db,
      { ...ref, connectionId: 'PF-CC-CRD-0002' },
      {
        speedMbps: 50,
        parameters: { aws_account_id: '123456789012', cloud_settings: { credentials_uuid: named } },
      },
    );
    expect((await inject(demo, 'DELETE', `${URL}/${named}`)).statusCode).toBe(400);

    // A module whose objects reference credentials registers them too.
    const { cloud_provider_credential_uuid: second } = await createAws('Referenced by a product');
    harness.app.platform.cloudCredentials.usage.register(async (_db, _customer, ids) =>
      ids.filter((each) => each === second),
    );
    expect((await inject(demo, 'DELETE', `${URL}/${second}`)).statusCode).toBe(400);
  });

  it('writes no secret to the log', async () => {
    await inject(demo, 'POST', URL, AWS);
    await inject(demo, 'POST', URL, { ...AWS, description: '' });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).not.toContain(SECRET_KEY);
    expect(log).not.toContain('TOPSECRET');
  });
});

describe('remote checks of spec 5', () => {
  const AZURE = '/v2/services/cloud/azure/service-key-validation';
  const ORACLE = '/v2/services/cloud/oracle/ocid-validation';
  const OCID = 'ocid1.virtualcircuit.oc1.uk-london-1.aaaaaaaabbbbbbbbccccccccdddd';

  it('answers 401, 400 naming the field and 403', async () => {
    expect((await inject(null, 'GET', `${AZURE}?azure_service_key=x`)).statusCode).toBe(401);
    expect((await inject(null, 'GET', `${ORACLE}?vc_ocid=x&region=y`)).statusCode).toBe(401);
    const missing = await inject(demo, 'GET', AZURE);
    expect(missing.json().fields).toEqual({ azure_service_key: 'This field is required' });
    const noRegion = await inject(demo, 'GET', `${ORACLE}?vc_ocid=${OCID}`);
    expect(noRegion.json().fields).toEqual({ region: 'This field is required' });
    expect((await inject(readonly, 'GET', `${AZURE}?azure_service_key=x`)).statusCode).toBe(403);
    expect((await inject(readonly, 'GET', `${ORACLE}?vc_ocid=x&region=y`)).statusCode).toBe(403);
  });

  it("answers an Azure key with Azure's circuit, or 'This key is not valid'", async () => {
    const key = '8b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d';
    const valid = await inject(demo, 'GET', `${AZURE}?azure_service_key=${key}&speed=50Mbps`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ azure_service_key: key, is_valid: true, message: null });
    expect(valid.json().bandwidth).toBeGreaterThanOrEqual(1000);
    for (const bad of ['00000000-4f50-4a6b-9c7d-8e9f0a1b2c3d', key.toUpperCase(), 'not-a-key']) {
      const answer = await inject(demo, 'GET', `${AZURE}?azure_service_key=${bad}`);
      expect(answer.json()).toMatchObject({ is_valid: false, message: 'This key is not valid', bandwidth: null });
    }
    const tooFast = await inject(demo, 'GET', `${AZURE}?azure_service_key=${key}&speed=100Gbps`);
    expect(tooFast.json()).toMatchObject({ is_valid: false });
    expect(tooFast.json().message).toMatch(/^This key has .* of capacity left$/);
  });

  it("answers an Oracle OCID with spec 5's three messages", async () => {
    const valid = await inject(demo, 'GET', `${ORACLE}?vc_ocid=${OCID}&region=uk-london-1`);
    expect(valid.json()).toEqual({
      vc_ocid: OCID,
      region: 'uk-london-1',
      status: 'valid',
      is_valid: true,
      message: 'OCID Successfully validated',
    });
    const wrongRegion = await inject(demo, 'GET', `${ORACLE}?vc_ocid=${OCID}&region=us-ashburn-1`);
    expect(wrongRegion.json()).toMatchObject({
      status: 'invalid',
      message: 'This OCID is not valid or the region is incorrect.',
    });
    await harness.app.platform.clouds.connect(
      harness.database.db,
      { connectionId: 'PF-CC-OCI-0001', customerId: DEMO_CUSTOMER_IDS.initech, provider: 'oracle', portType: 'hosted' },
      { speedMbps: 1000, parameters: { vc_ocid: OCID } },
    );
    const inUse = await inject(demo, 'GET', `${ORACLE}?vc_ocid=${OCID}&region=uk-london-1`);
    expect(inUse.json()).toMatchObject({ status: 'in_use', is_valid: false, message: 'This OCID is currently in use' });
  });
});
