import { describe, expect, it } from 'vitest';
import { activityLogQuery, hasActivityFilters } from './activity-log-filters';

describe('the activity log filters as the server reads them', () => {
  it('sends only the filters set, the object trimmed', () => {
    expect(activityLogQuery({ object: '  ' })).toEqual({});
    expect(activityLogQuery({ object: ' nyc5 ', user: 'demo', event: 'port.disable' })).toEqual({
      object: 'nyc5',
      user: 'demo',
      event: 'port.disable',
    });
    expect(hasActivityFilters({ object: '' })).toBe(false);
    expect(hasActivityFilters({ object: '', user: 'demo' })).toBe(true);
  });

  it('turns the days of the range into the start of the first and the end of the last, in local time', () => {
    const query = activityLogQuery({ object: '', from: '2026-03-01', to: '2026-03-01' });
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(2026, 2, 2).toISOString());
    // Across a month's end.
    expect(activityLogQuery({ object: '', to: '2026-01-31' }).to).toBe(new Date(2026, 1, 1).toISOString());
  });

  it('leaves out a day that is not a day', () => {
    expect(activityLogQuery({ object: '', from: 'yesterday', to: '2026-13-45x' })).toEqual({});
  });
});
