import { describe, expect, it } from 'vitest';
import { countByStatus } from './status-counts';

describe('countByStatus', () => {
  const rows = [{ summary: 'active' }, { summary: 'warning' }, { summary: 'active' }, { summary: 'gone' }];

  it('counts each status in the given order and leaves out the statuses no row has', () => {
    expect(countByStatus(rows, ['provisioning', 'active', 'warning'], (row) => row.summary)).toEqual([
      { status: 'active', count: 2 },
      { status: 'warning', count: 1 },
    ]);
  });

  it('is empty for no rows', () => {
    expect(countByStatus([], ['active'], (row: { summary: string }) => row.summary)).toEqual([]);
  });
});
