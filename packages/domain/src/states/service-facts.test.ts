import { describe, expect, it } from 'vitest';
import {
  baseSpeed,
  countPendingQuickConnectRequests,
  countPendingRequests,
  diagnosticReportState,
  isBursted,
  isTermsAcceptanceRequiredStatus,
  mustReacceptTerms,
} from './service-facts.js';

describe('spec 4: pending request and quick connect counts', () => {
  it('counts requests with status pending', () => {
    expect(
      countPendingRequests([{ status: 'pending' }, { status: 'Pending' }, { status: 'provisioned' }, { status: null }]),
    ).toBe(2);
  });

  it('counts quick connect requests pending and not defunct', () => {
    expect(
      countPendingQuickConnectRequests([
        { state: 'pending', is_defunct: false },
        { state: 'pending' },
        { state: 'pending', is_defunct: true },
        { state: 'active', is_defunct: false },
        { state: null },
      ]),
    ).toBe(2);
  });
});

describe('spec 4: diagnostic report progress', () => {
  it.each([
    [{ current_event_num: 2, num_expected_events: 5 }, 'in_progress'],
    [{ current_event_num: 5, num_expected_events: 5 }, 'active'],
    [{ current_event_num: 6, num_expected_events: 5 }, 'active'],
    [{}, 'active'],
    [{ num_expected_events: 1 }, 'in_progress'],
  ])('diagnosticReportState(%j) -> %s', (report, expected) => {
    expect(diagnosticReportState(report)).toBe(expected);
  });
});

describe('spec 4: burst and base speed', () => {
  it.each([
    [{ speed: 1500, burst_speed: 500 }, true, 1000],
    [{ speed: 1000, burst_speed: 0 }, false, 1000],
    [{ speed: 1000 }, false, 1000],
    [null, false, 0],
  ])('bandwidth %j -> bursted %j, base %i', (bandwidth, bursted, base) => {
    expect(isBursted(bandwidth)).toBe(bursted);
    expect(baseSpeed(bandwidth)).toBe(base);
  });
});

describe('spec 4: terms re-acceptance', () => {
  it.each([
    [{ document_date: '2024-01-01', latest_document_date: '2024-06-01' }, true],
    [{ document_date: '2024-06-01', latest_document_date: '2024-06-01' }, false],
    [{ document_date: '2024-06-02', latest_document_date: '2024-06-01' }, false],
    [{ document_date: null, latest_document_date: '2024-06-01' }, true],
    [{ document_date: '2024-06-01', latest_document_date: null }, false],
  ])('mustReacceptTerms(%j) -> %j', (terms, expected) => {
    expect(mustReacceptTerms(terms)).toBe(expected);
  });

  it.each([
    [404, true],
    [200, false],
  ])('isTermsAcceptanceRequiredStatus(%i) -> %j', (status, expected) => {
    expect(isTermsAcceptanceRequiredStatus(status)).toBe(expected);
  });
});
