import { GROUPS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { groupLabel, groupOptions } from './group-label';

describe('group labels', () => {
  it('names every group of spec 6 and keeps an unknown one as it is', () => {
    expect(GROUPS.map(groupLabel)).toEqual(['Admin', 'Regular', 'Read-only', 'Support', 'Sales']);
    expect(groupLabel('owners')).toBe('owners');
    expect(groupOptions.map((option) => option.value)).toEqual([...GROUPS]);
  });
});
