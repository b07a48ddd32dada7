import { PASSWORD_MIN_SCORE, type PASSWORD_STRENGTH_LABELS, type PasswordStrength } from '@portal/domain';

/** What the strength meter shows for a score: how full it is, its colour and its words. */
export interface StrengthMeter {
  /** 0 to 100. */
  value: number;
  color: 'red' | 'orange' | 'yellow' | 'teal' | 'green';
  /** The label of spec 5 in words ("Very weak" … "Very strong"). */
  text: string;
  /** spec 9: the minimum score is 3. */
  isStrongEnough: boolean;
}

const COLORS: readonly StrengthMeter['color'][] = ['red', 'orange', 'yellow', 'teal', 'green'];

/** The label of spec 5 as words: 'very-weak' → 'Very weak'. */
export function strengthText(label: (typeof PASSWORD_STRENGTH_LABELS)[number]): string {
  const words = label.replace('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The meter of a strength check. */
export function strengthMeter(strength: Pick<PasswordStrength, 'score' | 'label'>): StrengthMeter {
  const index = Math.min(Math.max(strength.score, 0), COLORS.length - 1);
  return {
    value: (index + 1) * 20,
    color: COLORS[index] ?? 'red',
    text: strengthText(strength.label),
    isStrongEnough: strength.score >= PASSWORD_MIN_SCORE,
  };
}
