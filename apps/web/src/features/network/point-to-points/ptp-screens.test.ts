import type { PointToPoint } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { serviceBadge } from '@/components/service-status-badge';
import { ptpCsvRows, ptpsCsv, ptpsCsvFileName } from './ptp-csv';
import { currentPtpTab, PTP_TABS } from './ptp-details-layout';
import { endProblem, ptpEndText } from './ptp-display';
import { isFiltered, ptpListRequest } from './ptp-list-query';

type End = PointToPoint['interfaces'][number];

const end = (side: 'a' | 'z', changes: Partial<End> = {}): End => ({
  side,
  port_circuit_id: side === 'a' ? 'PF-AP-CHI1-1000040' : 'PF-AP-DAL1-1000041',
  pop: side === 'a' ? 'CHI1' : 'DAL1',
  site: 'X',
  site_name: 'Site',
  region: 'US',
  market: side === 'a' ? 'CHI' : 'DAL',
  zone: 'A',
  speed: '10Gbps',
  media: 'LR',
  autoneg: false,
  customer_site_code: null,
  has_loa: false,
  provisioning_status: 'active',
  admin_status: 'up',
  operational_status: 'up',
  is_ptp: true,
  customer_uuid: 'c',
  time_created: '2026-01-01T00:00:00.000Z',
  time_updated: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const ptp = (changes: Partial<PointToPoint> = {}): PointToPoint => ({
  ptp_uuid: 'u',
  ptp_circuit_id: 'PF-PD-CHI-DAL-1000012',
  customer_uuid: 'c',
  description: '=HYPERLINK("x")',
  speed: '10Gbps',
  media: 'LR',
  state: 'active',
  deleted: false,
  service_class: 'longhaul',
  po_number: null,
  billing: { account_uuid: 'a', subscription_term: 12, speed: '10Gbps', contracted_speed: '10Gbps' },
  interfaces: [end('a'), end('z', { operational_status: 'down' })],
  summary: 'warning',
  time_created: '2026-01-01T00:00:00.000Z',
  time_updated: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const listParams = (changes: Partial<Parameters<typeof ptpListRequest>[0]> = {}) => ({
  search: '',
  sort: null,
  direction: 'desc' as const,
  page: 1,
  filters: {},
  ...changes,
});

describe('the point-to-point list query', () => {
  it('asks the server for the newest first, 25 a page, with the search trimmed', () => {
    expect(ptpListRequest(listParams({ search: '  dal1 ' }))).toEqual({
      q: 'dal1',
      sort: '-time_created',
      page: 1,
      page_size: 25,
    });
  });

  it('keeps known filters and sorts, and drops what an edited URL made up', () => {
    const request = ptpListRequest(
      listParams({ sort: 'speed', direction: 'asc', page: 3, filters: { state: 'active', service_class: 'metro' } }),
    );
    expect(request).toMatchObject({ sort: 'speed', page: 3, state: 'active', service_class: 'metro' });
    const edited = ptpListRequest(listParams({ sort: 'price', filters: { state: 'gone', service_class: 'x' } }));
    expect(edited).toEqual({ sort: '-time_created', page: 1, page_size: 25 });
  });

  it('says when the list is a subset (for the empty state)', () => {
    expect(isFiltered(listParams())).toBe(false);
    expect(isFiltered(listParams({ search: 'chi' }))).toBe(true);
    expect(isFiltered(listParams({ filters: { state: 'error' } }))).toBe(true);
  });
});

describe('the status of a point-to-point and its ends (spec 4)', () => {
  it('shows the state in words while provisioning, the summary once built', () => {
    expect(serviceBadge({ state: 'requested', summary: 'provisioning' })).toMatchObject({ label: 'Requested' });
    expect(serviceBadge({ state: 'vc_provisioning', summary: 'provisioning' })).toMatchObject({
      label: 'VC provisioning',
    });
    expect(serviceBadge({ state: 'active', summary: 'warning' })).toMatchObject({ label: 'warning', color: 'yellow' });
    expect(serviceBadge({ state: 'active', summary: 'active' })).toMatchObject({ label: 'active', color: 'green' });
  });

  it('names why an end is down', () => {
    expect(endProblem(end('a'))).toBeNull();
    expect(endProblem(end('z', { operational_status: 'down' }))).toBe('operationally down');
    expect(endProblem(end('z', { admin_status: 'down', operational_status: 'down' }))).toBe('administratively down');
    expect(endProblem(end('a', { provisioning_status: 'provisioning', admin_status: 'down' }))).toBe(
      'not active yet (provisioning)',
    );
    expect(ptpEndText(end('a'))).toBe('CHI1 zone A · PF-AP-CHI1-1000040');
  });
});

describe('the details tabs (spec 2)', () => {
  it('are details, port/a, port/z, vc-stats, history and documents, found from the path', () => {
    expect(PTP_TABS.map((tab) => tab.path)).toEqual([
      'details',
      'port/a',
      'port/z',
      'vc-stats',
      'history',
      'documents',
    ]);
    expect(currentPtpTab('/point-to-points/PF-PD-CHI-DAL-1000012')).toBe('details');
    expect(currentPtpTab('/point-to-points/PF-PD-CHI-DAL-1000012/port/z')).toBe('port/z');
    expect(currentPtpTab('/point-to-points/PF-PD-CHI-DAL-1000012/vc-stats/')).toBe('vc-stats');
  });
});

describe('the CSV export', () => {
  it('writes a header and one row per point-to-point, both ends, and escapes formulas', () => {
    const [header, row] = ptpCsvRows([ptp()]);
    expect(header).toEqual([
      'Circuit ID',
      'Description',
      'Status',
      'State',
      'A end',
      'Z end',
      'Speed',
      'Media',
      'Class',
      'Term',
      'PO number',
      'Created',
    ]);
    expect(row).toContain('CHI1 zone A · PF-AP-CHI1-1000040');
    expect(row).toContain('warning');
    expect(ptpsCsv([ptp()])).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ptpsCsvFileName(new Date('2026-11-24T12:00:00Z'))).toBe('point-to-points-2026-11-24.csv');
  });
});
