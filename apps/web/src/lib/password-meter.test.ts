import { PASSWORD_STRENGTH_LABELS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { strengthMeter, strengthText } from './password-meter';

describe('password strength meter (spec 5)', () => {
  it.each([
    [0, 20, 'red', 'Very weak', false],
    [1, 40, 'orange', 'Weak', false],
    [2, 60, 'yellow', 'Medium', false],
    [3, 80, 'teal', 'Strong', true],
    [4, 100, 'green', 'Very strong', true],
  ] as const)('score %i fills %i%% in %s and reads %s', (score, value, color, text, isStrongEnough) => {
    expect(strengthMeter({ score, label: PASSWORD_STRENGTH_LABELS[score] })).toEqual({
      value,
      color,
      text,
      isStrongEnough,
    });
  });

  it('writes each label as words', () => {
    expect(PASSWORD_STRENGTH_LABELS.map(strengthText)).toEqual([
      'Very weak',
      'Weak',
      'Medium',
      'Strong',
      'Very strong',
    ]);
  });
});
