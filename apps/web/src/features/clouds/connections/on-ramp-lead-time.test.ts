import { describe, expect, it } from 'vitest';
import { leadTimeText, onRampLeadTimeFor } from './on-ramp-lead-time';

const seattle = { zones_with_capacity: ['B'] };

describe('the on-ramp lead time of the chosen zone (spec 9)', () => {
  it('is instant in a zone with capacity', () => {
    expect(onRampLeadTimeFor(seattle, 'B')).toEqual({ text: 'Instant Provisioning', note: undefined });
    expect(onRampLeadTimeFor(seattle, 'b')).toEqual({ text: 'Instant Provisioning', note: undefined });
  });

  it('is up to two weeks in a sold-out zone, naming the zones that have capacity', () => {
    const leadTime = onRampLeadTimeFor(seattle, 'A');
    expect(leadTime).toEqual({
      text: 'Up to two weeks',
      note: 'Zone B of this location has capacity for instant provisioning.',
    });
    expect(leadTimeText(leadTime)).toBe(
      'Lead time: Up to two weeks. Zone B of this location has capacity for instant provisioning.',
    );
    expect(onRampLeadTimeFor({ zones_with_capacity: ['B', 'C'] }, 'A').note).toBe(
      'Zones B, C of this location have capacity for instant provisioning.',
    );
  });

  it('has no note when no zone of the on-ramp has capacity', () => {
    const leadTime = onRampLeadTimeFor({ zones_with_capacity: [] }, 'A');
    expect(leadTimeText(leadTime)).toBe('Lead time: Up to two weeks');
  });

  it('counts any zone with capacity before a zone is chosen', () => {
    expect(onRampLeadTimeFor(seattle, '')).toEqual({ text: 'Instant Provisioning', note: undefined });
    expect(onRampLeadTimeFor(seattle, null).text).toBe('Instant Provisioning');
    expect(onRampLeadTimeFor({ zones_with_capacity: [] }, undefined).text).toBe('Up to two weeks');
  });
});
