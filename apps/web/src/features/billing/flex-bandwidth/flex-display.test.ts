import { describe, expect, it } from 'vitest';
import {
  capacityOptions,
  flexCsv,
  flexCsvRows,
  flexListRequest,
  flexPrice,
  usageColor,
  usageText,
  usedPercent,
} from './flex-display';

const pool = {
  flex_bandwidth_id: 'PF-AB-1757715',
  account_uuid: 'a',
  customer_uuid: 'c',
  description: '=Core pool',
  subscription_term: 12,
  capacity: '50Gbps',
  capacity_mbps: 50_000,
  used_capacity_mbps: 41_000,
  available_capacity_mbps: 9000,
  vc_count: 3,
  po_number: null,
  mrc: 3400,
  nrc: 0,
  time_created: '2026-11-24T10:00:00.000Z',
  time_updated: '2026-11-24T10:00:00.000Z',
};

describe('the flex bandwidth list', () => {
  it('asks the server for the sort, search and page in the URL; an unknown sort falls back to the newest', () => {
    expect(flexListRequest({ search: ' core ', sort: 'available_capacity_mbps', direction: 'desc', page: 2 })).toEqual({
      q: 'core',
      sort: '-available_capacity_mbps',
      page: 2,
      page_size: 25,
    });
    expect(flexListRequest({ search: '', sort: 'price', direction: 'asc', page: 1 })).toEqual({
      sort: 'time_created',
      page: 1,
      page_size: 25,
    });
  });

  it('shows what is used as a bar: share, words and a colour that warns from 80 % and is red when full', () => {
    expect(usedPercent(pool)).toBe(82);
    expect(usageText(pool)).toBe('41Gbps of 50Gbps used · 9Gbps available');
    expect(usageColor(usedPercent(pool))).toBe('yellow');
    expect(usageColor(10)).toBe('teal');
    expect(usageColor(usedPercent({ capacity_mbps: 50_000, used_capacity_mbps: 50_000 }))).toBe('red');
    expect(usedPercent({ capacity_mbps: 0, used_capacity_mbps: 0 })).toBe(0);
  });

  it('exports every column, with formulae escaped', () => {
    expect(flexCsvRows([pool])[0]).toEqual([
      'Flex bandwidth ID',
      'Description',
      'Capacity (Mbps)',
      'Used (Mbps)',
      'Available (Mbps)',
      'Circuits',
      'Term (months)',
      'MRC (USD)',
      'PO number',
      'Created',
    ]);
    expect(flexCsv([pool])).toContain(
      'PF-AB-1757715,"\'=Core pool",50000,41000,9000,3,12,3400,,2026-11-24T10:00:00.000Z',
    );
  });
});

describe('ordering and resizing', () => {
  it('prices a pool live from the price list, nothing until a capacity is chosen', () => {
    expect(flexPrice('100Gbps', 12)?.mrc).toBe(5950);
    expect(flexPrice('100Gbps', 1)?.mrc).toBe(7000);
    expect(flexPrice(null, 12)).toBeUndefined();
  });

  it('offers every capacity for a resize, those below what the circuits use disabled', () => {
    const options = capacityOptions(120_000);
    expect(options).toHaveLength(10);
    expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual(['50Gbps', '100Gbps']);
    expect(options[0]?.label).toBe('50Gbps (below what is used)');
    expect(options[2]).toEqual({ value: '150Gbps', label: '150Gbps', disabled: false });
  });
});
