import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { outbox } from '../../../testing/identity.js';
import { multipartBody } from '../../../testing/multipart.js';
import { insertTestPort } from '../../../testing/port-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;
let readonly: Session;
let other: Session;

const ACME_PORT = 'PF-AP-WDC1-7100001';
const INITECH_PORT = 'PF-AP-WDC1-7100002';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  harness = await createTestApp();
  await insertTestPort(harness.database.db, { circuitId: ACME_PORT, customerId: DEMO_CUSTOMER_IDS.acme });
  await insertTestPort(harness.database.db, { circuitId: INITECH_PORT, customerId: DEMO_CUSTOMER_IDS.initech });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

function upload(session: Session | null, fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const body = multipartBody(fields, file ? { document: file } : {});
  return harness.app.inject({
    method: 'POST',
    url: '/v2/documents',
    payload: body.payload,
    headers: { ...(session?.browser ?? {}), ...body.headers },
  });
}

describe('POST /v2/documents', () => {
  it('answers 401 without a session and 403 to a read-only user', async () => {
    expect((await upload(null, { type: 'msa' }, { name: 'a.pdf', data: PDF })).statusCode).toBe(401);
    const response = await upload(readonly, { type: 'msa' }, { name: 'a.pdf', data: PDF });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You don't have permissions for that operation.");
  });

  it('answers 400 naming the field: no type, an unknown type, no file, a file that is not PDF, PNG or JPEG', async () => {
    const noType = await upload(demo, {}, { name: 'a.pdf', data: PDF });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields).toEqual({ type: 'Invalid value, must be one of "loa, customer_loa, msa, other".' });
    const badType = await upload(demo, { type: 'contract' }, { name: 'a.pdf', data: PDF });
    expect(badType.json().message).toBe('type: Invalid value, must be one of "loa, customer_loa, msa, other".');
    const noFile = await upload(demo, { type: 'msa' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('document: This field is required');
    const text = await upload(
      demo,
      { type: 'msa' },
      { name: 'evil.pdf', data: Buffer.from('<script>alert(1)</script>') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      message: 'document: Use a PDF, PNG or JPEG file.',
      fields: { document: 'Use a PDF, PNG or JPEG file.' },
    });
  });

  it('answers 413 for a file over 5 MiB and 415 for a body that is not multipart', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(demo, { type: 'msa' }, { name: 'big.pdf', data: big })).statusCode).toBe(413);
    const json = await harness.app.inject({
      method: 'POST',
      url: '/v2/documents',
      payload: { type: 'msa' },
      headers: demo.browser,
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another customer's circuit", async () => {
    const response = await upload(
      demo,
      { type: 'customer_loa', circuit_id: INITECH_PORT },
      { name: 'a.pdf', data: PDF },
    );
    expect(response.statusCode).toBe(404);
  });

  it('stores the file, typed by its bytes, and tied to a circuit of the company', async () => {
    const response = await upload(
      demo,
      { type: 'customer_loa', description: 'LOA from Zeta', port_circuit_id: ACME_PORT },
      { name: '../../etc/zeta loa.PDF', data: PDF },
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: 'zeta loa.pdf',
      description: 'LOA from Zeta',
      type: 'customer_loa',
      mime_type: 'application/pdf',
      size: PDF.length,
      circuit_id: ACME_PORT,
      created_by: 'demo',
      // Wire reference 3.16: the circuit the document belongs to, under the key of its kind.
      _links: {
        download: `/v2/documents/${document.uuid}/download`,
        port: `/v2/ports/${ACME_PORT}`,
        service: null,
        cloud: null,
        cloud_router: null,
        cloud_router_connection: null,
      },
    });
  });
});

describe('reading and deleting documents', () => {
  let uuid: string;
  beforeAll(async () => {
    uuid = (await upload(demo, { type: 'msa' }, { name: 'pixel.png', data: PNG })).json().uuid;
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/v2/documents', `/v2/documents/${uuid}`, `/v2/documents/${uuid}/download`]) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists the company documents to any of its users, filtered by circuit or type', async () => {
    const all = await harness.app.inject({ method: 'GET', url: '/v2/documents', headers: readonly.bearer });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((item: { uuid: string }) => item.uuid)).toContain(uuid);
    const byCircuit = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents?circuit_id=${ACME_PORT}`,
      headers: demo.bearer,
    });
    expect(byCircuit.json().every((item: { circuit_id: string }) => item.circuit_id === ACME_PORT)).toBe(true);
    expect(byCircuit.json().length).toBeGreaterThan(0);
    const byType = await harness.app.inject({ method: 'GET', url: '/v2/documents?type=msa', headers: demo.bearer });
    expect(byType.json().map((item: { type: string }) => item.type)).toEqual(byType.json().map(() => 'msa'));
    const badType = await harness.app.inject({ method: 'GET', url: '/v2/documents?type=x', headers: demo.bearer });
    expect(badType.statusCode).toBe(400);
    const theirs = await harness.app.inject({ method: 'GET', url: '/v2/documents', headers: other.bearer });
    expect(theirs.json().map((item: { uuid: string }) => item.uuid)).not.toContain(uuid);
  });

  it('answers the metadata and the bytes as an attachment', async () => {
    const meta = await harness.app.inject({ method: 'GET', url: `/v2/documents/${uuid}`, headers: readonly.bearer });
    expect(meta.json()).toMatchObject({ uuid, name: 'pixel.png', mime_type: 'image/png', type: 'msa' });
    const download = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents/${uuid}/download`,
      headers: readonly.bearer,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="pixel.png"; filename*=UTF-8''pixel.png`,
    );
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it("answers 404 for another customer's document, a missing one, and 400 for a malformed id", async () => {
    for (const [method, url] of [
      ['GET', `/v2/documents/${uuid}`],
      ['GET', `/v2/documents/${uuid}/download`],
      ['DELETE', `/v2/documents/${uuid}`],
    ] as const) {
      const response = await harness.app.inject({ method, url, headers: other.browser });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Document not found.');
    }
    const missing = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents/${randomUUID()}`,
      headers: demo.bearer,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await harness.app.inject({ method: 'GET', url: '/v2/documents/abc', headers: demo.bearer });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ uuid: 'Not a valid document id' });
  });

  it('lets a read-only user not delete, and the company admin delete with an activity-log entry', async () => {
    const denied = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/documents/${uuid}`,
      headers: readonly.browser,
    });
    expect(denied.statusCode).toBe(403);
    const removed = await harness.app.inject({ method: 'DELETE', url: `/v2/documents/${uuid}`, headers: demo.browser });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'The document has been deleted.' });
    const gone = await harness.app.inject({ method: 'GET', url: `/v2/documents/${uuid}`, headers: demo.bearer });
    expect(gone.statusCode).toBe(404);
    const log = await harness.app.inject({ method: 'GET', url: '/v2/activity-logs', headers: demo.bearer });
    const actions = log.json().map((entry: { event: string; message: string }) => JSON.stringify(entry));
    expect(actions.some((entry: string) => entry.includes('document.delete'))).toBe(true);
    expect(actions.some((entry: string) => entry.includes('document.upload'))).toBe(true);
  });
});

describe('POST /v2/ports/:id/letter-of-authorization', () => {
  const url = `/v2/ports/${ACME_PORT}/letter-of-authorization`;
  const body = { loa_customer_name: 'Zeta Carrier', destination_email: 'noc@zeta.example' };

  it('answers 401 without a session, 403 to a read-only user', async () => {
    expect((await harness.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const denied = await harness.app.inject({ method: 'POST', url, payload: body, headers: readonly.browser });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 400 naming the field', async () => {
    const missing = await harness.app.inject({
      method: 'POST',
      url,
      payload: { loa_customer_name: ' ', destination_email: 'not-an-address' },
      headers: demo.browser,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      loa_customer_name: 'This field is required',
      destination_email: 'This is not a valid email',
    });
  });

  it("answers 404 for another customer's port and for a missing one", async () => {
    for (const port of [INITECH_PORT, 'PF-AP-WDC1-0000000']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/v2/ports/${port}/letter-of-authorization`,
        payload: body,
        headers: demo.browser,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Port not found.');
    }
  });

  it('stores the LOA as a PDF document of the port and e-mails it attached', async () => {
    const response = await harness.app.inject({ method: 'POST', url, payload: body, headers: demo.browser });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: `LOA-${ACME_PORT}.pdf`,
      type: 'loa',
      mime_type: 'application/pdf',
      circuit_id: ACME_PORT,
      description: 'Letter of Authorization for Zeta Carrier',
      _links: { port: `/v2/ports/${ACME_PORT}` },
    });
    const download = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents/${document.uuid}/download`,
      headers: demo.bearer,
    });
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(document.size);
    const [mail] = (await outbox(harness.app)).filter((message) => message.to === 'noc@zeta.example');
    expect(mail?.subject).toBe(`Letter of Authorization for ${ACME_PORT}`);
    expect(mail?.text).toContain(
      'Acme Networks has issued a Letter of Authorization: Zeta Carrier authorizes Provider Operations to act as its agent',
    );
    expect(mail?.attachments).toEqual([
      {
        filename: `LOA-${ACME_PORT}.pdf`,
        content_type: 'application/pdf',
        size: document.size,
        url: expect.stringMatching(/^\/dev\/outbox\/attachments\//),
      },
    ]);
    const attached = await harness.app.inject({ method: 'GET', url: mail?.attachments[0]?.url ?? '' });
    expect(attached.headers['content-type']).toBe('application/pdf');
    expect(attached.rawPayload.equals(download.rawPayload)).toBe(true);
    const listed = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents?circuit_id=${ACME_PORT}&type=loa`,
      headers: demo.bearer,
    });
    expect(listed.json().map((item: { uuid: string }) => item.uuid)).toContain(document.uuid);
  });

  it('issues the letter to download without an e-mail address, sending nothing', async () => {
    const before = (await outbox(harness.app)).length;
    for (const payload of [
      { loa_customer_name: 'Acme Networks' },
      { loa_customer_name: 'Acme Networks', destination_email: '' },
    ]) {
      const response = await harness.app.inject({ method: 'POST', url, payload, headers: demo.browser });
      expect(response.statusCode).toBe(201);
      const download = await harness.app.inject({
        method: 'GET',
        url: response.json()._links.download,
        headers: demo.bearer,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(await outbox(harness.app)).toHaveLength(before);
  });
});
