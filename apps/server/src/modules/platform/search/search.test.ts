import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { type InventoryEntry, upsertCircuit } from '../inventory/inventory.repo.js';

let harness: TestApp;
let demo: Session;
let other: Session;

const acme = DEMO_CUSTOMER_IDS.acme;
const initech = DEMO_CUSTOMER_IDS.initech;

function circuit(entry: Partial<InventoryEntry> & Pick<InventoryEntry, 'circuitId'>): InventoryEntry {
  return { customerId: acme, serviceType: 'port', state: 'active', summary: 'active', ...entry };
}

async function search(session: Session | null, q: string) {
  return harness.app.inject({
    method: 'GET',
    url: `/v2/search?q=${encodeURIComponent(q)}`,
    ...(session ? { headers: session.bearer } : {}),
  });
}

async function idsFound(session: Session, q: string): Promise<string[]> {
  const response = await search(session, q);
  expect(response.statusCode).toBe(200);
  return response.json().map((result: { circuit_id: string }) => result.circuit_id);
}

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  // Unique words (quokka, narwhal...) keep these circuits apart from any demo circuits other modules seed.
  const entries: InventoryEntry[] = [
    circuit({ circuitId: 'PF-AP-QKA1-900001', name: 'Quokka core uplink', labels: ['Production'] }),
    circuit({
      circuitId: 'PF-AE-QKA1-900002',
      serviceType: 'lag',
      name: 'Quokka LAG',
      description: 'Bundle for the quokka edge',
    }),
    circuit({
      circuitId: 'PF-AP-QKA1-900003',
      name: 'Member one',
      description: 'member of the quokka lag',
      parentCircuitId: 'PF-AE-QKA1-900002',
      relatedServices: [{ circuit_id: 'PF-AE-QKA1-900002', service_type: 'lag' }],
    }),
    circuit({ circuitId: 'PF-L3-CUST-900010', serviceType: 'l3nf', name: 'Narwhal router' }),
    circuit({
      circuitId: 'PF-L3-CON-900011',
      serviceType: 'cr-connection',
      name: 'Narwhal to AWS',
      parentCircuitId: 'PF-L3-CUST-900010',
      relatedServices: [{ circuit_id: 'PF-L3-CUST-900010', service_type: 'l3nf' }],
    }),
    circuit({ circuitId: 'PF-BC-QKA-NYC-900020-PF', serviceType: 'vc', name: '100% wombat_link' }),
    circuit({ circuitId: 'PF-BC-QKA-NYC-900021-PF', serviceType: 'vc', name: '100 wombatXlink' }),
    // An id that is also a word of another circuit's name: the exact id must still come first.
    circuit({ circuitId: 'PLATYPUS', serviceType: 'ix', name: 'Exchange' }),
    circuit({ circuitId: 'PF-CX-QKA1-900031', serviceType: 'cross-connect', name: 'platypus platypus' }),
    circuit({ circuitId: 'PF-AP-INI1-900100', customerId: initech, name: 'Initech quokka secret' }),
    circuit({
      circuitId: 'PF-AP-KKP1-900040',
      name: 'Kakapo',
      description: 'backup path for the long haul between two distant metros, kept warm for failover',
    }),
    circuit({ circuitId: 'PF-AP-KKP1-900041', name: 'Kakapo' }),
  ];
  for (let index = 0; index < 60; index += 1) {
    entries.push(circuit({ circuitId: `PF-AP-MNY1-${910000 + index}`, name: `Echidna port ${index}` }));
  }
  for (const entry of entries) await upsertCircuit(db, entry);
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/search', () => {
  it('answers 401 without a session', async () => {
    expect((await search(null, 'quokka')).statusCode).toBe(401);
  });

  it.each(['', '   '])('answers 400 naming q for a blank query (%j)', async (q) => {
    const response = await search(demo, q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'q: This field is required',
      fields: { q: 'This field is required' },
    });
  });

  it('answers 400 without q', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/search', headers: demo.bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ q: 'This field is required' });
  });

  it('finds circuits by id, name, description and label, case-insensitively, in the agreed shape', async () => {
    expect(await idsFound(demo, 'pf-ap-qka1-900001')).toEqual(['PF-AP-QKA1-900001']);
    expect(await idsFound(demo, 'NARWHAL TO')).toEqual(['PF-L3-CON-900011']);
    expect(await idsFound(demo, 'quokka edge')).toEqual(['PF-AE-QKA1-900002']);
    expect(await idsFound(demo, 'production')).toContain('PF-AP-QKA1-900001');
    const [connection] = (await search(demo, 'PF-L3-CON-900011')).json();
    expect(connection).toEqual({
      circuit_id: 'PF-L3-CON-900011',
      service_type: 'cr-connection',
      extra_details: { name: 'Narwhal to AWS', description: '' },
      related_services: [{ circuit_id: 'PF-L3-CUST-900010', service_type: 'l3nf' }],
      summary: 'active',
    });
  });

  it('answers the spec 4 summary of each circuit: the operationally down demo port is a warning, not active', async () => {
    const [down] = (await search(demo, 'PF-AP-NYC5-1000004')).json();
    expect(down).toMatchObject({ circuit_id: 'PF-AP-NYC5-1000004', summary: 'warning' });
    const [up] = (await search(demo, 'PF-AP-NYC1-1000001')).json();
    expect(up).toMatchObject({ circuit_id: 'PF-AP-NYC1-1000001', summary: 'active' });
  });

  it('answers each circuit once, the exact circuit id first, then the closest match', async () => {
    const ids = await idsFound(demo, 'platypus');
    expect(ids).toEqual(['PLATYPUS', 'PF-CX-QKA1-900031']);
    const quokka = await idsFound(demo, 'quokka');
    expect(new Set(quokka).size).toBe(quokka.length);
    expect(quokka.sort()).toEqual(['PF-AE-QKA1-900002', 'PF-AP-QKA1-900001', 'PF-AP-QKA1-900003']);
    // The shortest text holding the query is the closest by trigram similarity, whatever the circuit ids say.
    expect(await idsFound(demo, 'kakapo')).toEqual(['PF-AP-KKP1-900041', 'PF-AP-KKP1-900040']);
  });

  it('answers at most 50 results', async () => {
    expect(await idsFound(demo, 'echidna port')).toHaveLength(50);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await idsFound(demo, '100%')).toEqual(['PF-BC-QKA-NYC-900020-PF']);
    expect(await idsFound(demo, 'wombat_')).toEqual(['PF-BC-QKA-NYC-900020-PF']);
    expect(await idsFound(demo, '%')).toEqual(['PF-BC-QKA-NYC-900020-PF']);
    expect(await idsFound(demo, '\\')).toEqual([]);
  });

  it("never answers another customer's circuits", async () => {
    expect(await idsFound(other, 'quokka')).toEqual(['PF-AP-INI1-900100']);
    expect(await idsFound(other, 'PF-AP-QKA1-900001')).toEqual([]);
    expect(await idsFound(demo, 'initech quokka')).toEqual([]);
  });
});

describe('GET /v2/search/options', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/search/options' })).statusCode).toBe(401);
  });

  it("lists the customer's service types with their labels and counts", async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/search/options', headers: other.bearer });
    expect(response.statusCode).toBe(200);
    const types = response.json().service_types as { service_type: string; label: string; count: number }[];
    const before = types.find((type) => type.service_type === 'port')?.count ?? 0;
    await upsertCircuit(
      harness.database.db,
      circuit({ circuitId: 'PF-AP-INI1-900101', customerId: initech, name: 'Second' }),
    );
    const after = (await harness.app.inject({ method: 'GET', url: '/v2/search/options', headers: other.bearer })).json()
      .service_types;
    expect(after).toContainEqual({ service_type: 'port', label: 'Port', count: before + 1 });
    const mine = (await harness.app.inject({ method: 'GET', url: '/v2/search/options', headers: demo.bearer })).json()
      .service_types as { service_type: string; label: string; count: number }[];
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service_type: 'l3nf', label: 'Cloud Router' }),
        expect.objectContaining({ service_type: 'lag', label: 'LAG' }),
        expect.objectContaining({ service_type: 'cr-connection', label: 'Cloud Router Connection' }),
      ]),
    );
    expect(mine.every((type) => type.count > 0)).toBe(true);
  });

  it("lists the user's most frequent searches that found something, top 5, most frequent first, merged without case", async () => {
    const readonly = await login(harness.app, 'readonly');
    // Each word names circuits of Acme above, except the two that find nothing (never offered again).
    const queries = ['quokka', 'Quokka', 'QUOKKA', 'narwhal', 'narwhal', 'kakapo', 'echidna', 'platypus'];
    const nothing = ['zebra-nowhere', 'zebra-nowhere', 'zebra-nowhere', 'zebra-nowhere'];
    for (const q of [...queries, ...nothing, 'wombat', 'wombat', 'wombat']) {
      expect((await search(readonly, q)).statusCode).toBe(200);
    }
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/search/options',
      headers: readonly.bearer,
    });
    const frequent = response.json().frequently_searched as { query: string; count: number }[];
    expect(frequent).toHaveLength(5);
    expect(frequent.slice(0, 3)).toEqual([
      { query: 'wombat', count: 3 },
      { query: 'QUOKKA', count: 3 },
      { query: 'narwhal', count: 2 },
    ]);
    expect(frequent.slice(3).every((entry) => entry.count === 1)).toBe(true);
    expect(frequent.map((entry) => entry.query)).not.toContain('zebra-nowhere');
    // Another user of the same customer has a list of their own.
    const others = (
      await harness.app.inject({ method: 'GET', url: '/v2/search/options', headers: other.bearer })
    ).json().frequently_searched as { query: string }[];
    expect(others.map((entry) => entry.query)).not.toContain('wombat');
  });

  it('forgets searches older than 30 days', async () => {
    const session = await login(harness.app, 'other');
    // Initech's own circuit above: "Initech quokka secret".
    await search(session, 'initech');
    await harness.database.db.execute(
      sql`update search_log set created_at = now() - interval '31 days' where query = 'initech'`,
    );
    await search(session, 'secret');
    const frequent = (
      await harness.app.inject({ method: 'GET', url: '/v2/search/options', headers: session.bearer })
    ).json().frequently_searched as { query: string }[];
    expect(frequent.map((entry) => entry.query)).toContain('secret');
    expect(frequent.map((entry) => entry.query)).not.toContain('initech');
    const left = await harness.database.db.execute(
      sql`select count(*)::int as n from search_log where query = 'initech'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
