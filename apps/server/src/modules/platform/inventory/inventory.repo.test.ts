import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { findCircuit, type InventoryEntry, upsertCircuit } from './inventory.repo.js';

let harness: TestApp;
const ACME = DEMO_CUSTOMER_IDS.acme;

const entry = (overrides: Partial<InventoryEntry> = {}): InventoryEntry => ({
  circuitId: 'PF-AP-INV-1',
  customerId: ACME,
  serviceType: 'port',
  name: 'Uplink',
  description: 'WDC1 A 10Gbps LR',
  state: 'active',
  summary: 'active',
  ...overrides,
});

const read = async () => {
  const row = await findCircuit(harness.database.db, ACME, 'PF-AP-INV-1');
  return { labels: row?.labels, searchText: row?.searchText, name: row?.name };
};

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('upsertCircuit (the platform circuits registry)', () => {
  it('keeps the labels a circuit has when a product writes it without labels, and search still finds them', async () => {
    const { db } = harness.database;
    await upsertCircuit(db, entry());
    expect(await read()).toEqual({ labels: [], searchText: 'pf-ap-inv-1 uplink wdc1 a 10gbps lr', name: 'Uplink' });

    await upsertCircuit(db, entry({ labels: ['Core', 'east'] }));
    await upsertCircuit(db, entry({ name: 'Renamed' }));
    expect(await read()).toEqual({
      labels: ['Core', 'east'],
      searchText: 'pf-ap-inv-1 renamed wdc1 a 10gbps lr core east',
      name: 'Renamed',
    });
  });

  it('replaces the labels when they are given, none included', async () => {
    const { db } = harness.database;
    await upsertCircuit(db, entry({ labels: ['west'] }));
    expect((await read()).labels).toEqual(['west']);
    await upsertCircuit(db, entry({ labels: [] }));
    expect(await read()).toEqual({ labels: [], searchText: 'pf-ap-inv-1 uplink wdc1 a 10gbps lr', name: 'Uplink' });
  });
});
