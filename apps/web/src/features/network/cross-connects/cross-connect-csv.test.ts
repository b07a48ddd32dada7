import type { OutboundCrossConnect } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { crossConnectCsv, crossConnectCsvFileName, crossConnectCsvRows } from './cross-connect-csv';

const crossConnect: OutboundCrossConnect = {
  circuit_id: 'PF-OBCC-1234567',
  port: 'PF-AP-NYC1-1000001',
  site: 'NYC1',
  document_uuid: '5a7d5c47-0f2b-4b8e-9d7b-3c1e2a4f6b80',
  outbound_cross_connect_id: 'obcc-1',
  obcc_status: 'order closed',
  state: 'active',
  description: 'Cross connect to Carrier',
  user_description: '=Rack 12 to carrier',
  destination_name: 'Carrier, Inc.',
  destination_circuit_id: null,
  panel: 'P1',
  module: null,
  position: '7',
  data_center_cross_connect_id: 'DC-99',
  progress: 100,
  deleted: false,
  z_loc_cfa: null,
  time_created: '2026-11-20T09:30:00.000Z',
  time_updated: '2026-11-21T09:30:00.000Z',
};

describe('the cross connects CSV export', () => {
  it('has a header row, then one row per cross connect with its board status as the list shows it', () => {
    const rows = crossConnectCsvRows([crossConnect, { ...crossConnect, circuit_id: 'PF-OBCC-7654321', panel: null }]);
    expect(rows[0]).toEqual([
      'Circuit ID',
      'Port',
      'Site',
      'Status',
      'Progress (%)',
      'Description',
      'Destination',
      'Destination circuit ID',
      'Panel',
      'Module',
      'Position',
      'Data center cross connect ID',
      'Ordered',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(0, 6)).toEqual([
      'PF-OBCC-1234567',
      'PF-AP-NYC1-1000001',
      'NYC1',
      'Complete',
      100,
      '=Rack 12 to carrier',
    ]);
    expect(rows[2]?.[8]).toBe('');
  });

  it('quotes commas, escapes formulae, and falls back to the order description', () => {
    const text = crossConnectCsv([crossConnect, { ...crossConnect, user_description: null }]);
    expect(text).toContain(`"'=Rack 12 to carrier","Carrier, Inc.",,P1,,7,DC-99,2026-11-20T09:30:00.000Z`);
    expect(text.split('\r\n')[2]).toContain('Cross connect to Carrier');
    expect(crossConnectCsvFileName(new Date('2026-11-25T04:00:00Z'))).toBe('cross-connects-2026-11-25.csv');
  });
});
