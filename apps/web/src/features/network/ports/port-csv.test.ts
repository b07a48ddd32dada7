import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { portCsvRows, portsCsv, portsCsvFileName } from './port-csv';
import { portFixture } from './port-fixture';

describe('the CSV export of ports', () => {
  it('has a header row and one row per port, in the list order', () => {
    const rows = portCsvRows([
      portFixture({ port_circuit_id: 'PF-AP-WDC1-2', po_number: 'PO-7' }),
      portFixture({ port_circuit_id: 'PF-AE-WDC1-3', is_lag: true, member_count: 2, subscription_term: 1 }),
    ]);
    expect(rows).toHaveLength(3);
    const header = rows[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    expect(rows[1]?.[column('Circuit ID')]).toBe('PF-AP-WDC1-2');
    expect(rows[1]?.[column('Type')]).toBe('Port');
    expect(rows[1]?.[column('PO number')]).toBe('PO-7');
    expect(rows[1]?.[column('Term')]).toBe('12 Months');
    expect(rows[1]?.[column('LAG members')]).toBe('');
    expect(rows[2]?.[column('Type')]).toBe('LAG');
    expect(rows[2]?.[column('LAG members')]).toBe(2);
    expect(rows[2]?.[column('Term')]).toBe('Month to month');
  });

  it('shows the status badge text of spec 4 (deleting, disabled)', () => {
    const rows = portCsvRows([
      portFixture({ status: 'provisioning' }),
      portFixture({ disabled: true, admin_status: 'down' }),
    ]);
    const status = (rows[0] ?? []).indexOf('Status');
    expect(rows[1]?.[status]).toBe('deleting');
    expect(rows[2]?.[status]).toBe('disabled');
  });

  it('quotes commas and line breaks and neutralises spreadsheet formulas', () => {
    const text = portsCsv([
      portFixture({ description: 'Rack 1, row "B"\nsecond line' }),
      portFixture({ description: '=HYPERLINK("x")' }),
    ]);
    const parsed = Papa.parse<string[]>(text).data;
    const description = (parsed[0] ?? []).indexOf('Description');
    expect(parsed[1]?.[description]).toBe('Rack 1, row "B"\nsecond line');
    expect(parsed[2]?.[description]).toBe(`'=HYPERLINK("x")`);
  });

  it('names the file after the day', () => {
    expect(portsCsvFileName(new Date('2025-03-01T12:00:00Z'))).toBe('ports-2025-03-01.csv');
  });
});
