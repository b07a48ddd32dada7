import type { ActivityLogEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { activityCsv, activityCsvFileName, activityCsvRows } from './activity-csv';

const entry: ActivityLogEntry = {
  log_uuid: '1',
  user: 'demo',
  user_name: 'Dana Reyes',
  on_behalf_of: null,
  level: 6,
  log_level_name: 'notice',
  category: 'port',
  event: 'port.disable',
  message: 'Port PF-AP-NYC5-1000004 disabled by Dana Reyes',
  object_type: 'port',
  object_id: 'PF-AP-NYC5-1000004',
  before: null,
  after: null,
  ip_address: '127.0.0.1',
  request_id: 'req-1',
  time_created: '2026-03-01T08:00:00.000Z',
};

describe('the activity log export', () => {
  it('holds the sentence and the raw event code of each entry', () => {
    const [header, row] = activityCsvRows([entry]);
    expect(header?.slice(0, 4)).toEqual(['Time', 'Event', 'Event code', 'User']);
    expect(row?.slice(0, 5)).toEqual([
      '2026-03-01T08:00:00.000Z',
      'Port PF-AP-NYC5-1000004 disabled by Dana Reyes',
      'port.disable',
      'Dana Reyes',
      'demo',
    ]);
    expect(activityCsvRows([{ ...entry, user: null, user_name: null }])[1]?.[3]).toBe('System');
  });

  it('quotes what needs quoting and escapes formulas', () => {
    const text = activityCsv([{ ...entry, message: '=HYPERLINK("x"), by "me"' }]);
    expect(text).toContain(`"'=HYPERLINK(""x""), by ""me"""`);
    expect(activityCsvFileName(new Date('2026-03-01T10:00:00Z'))).toBe('activity-log-2026-03-01.csv');
  });
});
