import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the edited fields, ignoring blanks around text', () => {
    expect(
      changedFields(
        { name: 'Acme', city: 'Austin', billing: false },
        { name: 'Acme  ', city: 'Boston', billing: true },
      ),
    ).toEqual({ city: 'Boston', billing: true });
  });

  it('answers nothing when nothing changed', () => {
    expect(changedFields({ a: 'x' }, { a: 'x' })).toEqual({});
  });
});
