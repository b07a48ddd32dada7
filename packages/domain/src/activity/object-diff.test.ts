import { describe, expect, it } from 'vitest';
import { diffObjects, formatChangeValue } from './object-diff.js';

describe('what an activity-log entry changed', () => {
  it('lists only the fields whose value differs, nested ones by path', () => {
    expect(
      diffObjects(
        { description: 'Old', po_number: null, speed: '10Gbps', demarcation: { panel: 'P1', position: '3' } },
        { description: 'New', po_number: 'PO-7', speed: '10Gbps', demarcation: { panel: 'P1', position: '4' } },
      ),
    ).toEqual([
      { field: 'description', kind: 'changed', before: 'Old', after: 'New' },
      { field: 'po_number', kind: 'changed', before: null, after: 'PO-7' },
      { field: 'demarcation.position', kind: 'changed', before: '3', after: '4' },
    ]);
  });

  it('lists every field of a creation as added and of a deletion as removed', () => {
    expect(diffObjects(null, { state: 'requested', tags: ['a'] })).toEqual([
      { field: 'state', kind: 'added', before: null, after: 'requested' },
      { field: 'tags', kind: 'added', before: null, after: ['a'] },
    ]);
    expect(diffObjects({ state: 'active' }, undefined)).toEqual([
      { field: 'state', kind: 'removed', before: 'active', after: null },
    ]);
  });

  it('marks fields that appear or disappear between two objects', () => {
    expect(diffObjects({ a: 1, gone: true }, { a: 1, new: 'x' })).toEqual([
      { field: 'new', kind: 'added', before: null, after: 'x' },
      { field: 'gone', kind: 'removed', before: true, after: null },
    ]);
  });

  it('compares arrays as whole values and empty objects as leaves', () => {
    expect(diffObjects({ members: ['A', 'B'], meta: {} }, { members: ['A', 'B'], meta: {} })).toEqual([]);
    expect(diffObjects({ members: ['A'] }, { members: ['A', 'B'] })).toEqual([
      { field: 'members', kind: 'changed', before: ['A'], after: ['A', 'B'] },
    ]);
  });

  it('compares values that are not objects as one unnamed field', () => {
    expect(diffObjects(null, null)).toEqual([]);
    expect(diffObjects('up', 'down')).toEqual([{ field: '', kind: 'changed', before: 'up', after: 'down' }]);
    expect(diffObjects(null, 3)).toEqual([{ field: '', kind: 'added', before: null, after: 3 }]);
    expect(diffObjects(true, null)).toEqual([{ field: '', kind: 'removed', before: true, after: null }]);
  });

  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['text', 'text'],
    [false, 'false'],
    [42, '42'],
    [['a', 'b'], '["a","b"]'],
  ])('writes %j as %j', (value, text) => {
    expect(formatChangeValue(value)).toBe(text);
  });
});
