import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  PASSWORD_MIN_SCORE,
  PASSWORD_STRENGTH_LABELS,
  passwordStrengthLabel,
  passwordStrengthMessage,
  validatePasswordStrength,
} from './password-strength.js';

// The checker builds its dictionaries on first use and for each call with user inputs: seconds on a busy machine.
describe('spec 5 "Generic form rules": password strength', { timeout: 30_000 }, () => {
  it('has the minimum score 3 of spec 9 and the five labels of the 0-4 scale', () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['very-weak', 'weak', 'medium', 'strong', 'very-strong']);
  });

  it.each([
    [0, 'very-weak'],
    [1, 'weak'],
    [2, 'medium'],
    [3, 'strong'],
    [4, 'very-strong'],
    [-1, 'very-weak'],
    [9, 'very-strong'],
  ])('passwordStrengthLabel(%i) -> %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });

  it.each([
    [{ score: 1, feedback: { warning: 'Warned.', suggestions: ['Suggested.'] } }, 'Warned.'],
    [{ score: 2, feedback: { warning: null, suggestions: ['Suggested.', 'Other.'] } }, 'Suggested.'],
    [{ score: 2, feedback: { warning: '', suggestions: [] } }, 'Password is not strong enough'],
    [{ score: 3, feedback: { warning: 'Warned.', suggestions: [] } }, undefined],
  ])('passwordStrengthMessage(%j) -> %j', (result, expected) => {
    expect(passwordStrengthMessage(result)).toBe(expected);
  });

  it('is asynchronous and accepts a strong password', async () => {
    const pending = validatePasswordStrength('kx7#Qm29!vLp$Wz');
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBeUndefined();
    // The first call loads the checker's dictionaries, which takes seconds on a busy machine.
  }, 30_000);

  it.each(['password', 'abc', 'Portal2024!', 'PacketFabric2024!', 'network123'])(
    'refuses the weak or product-name password %j with the checker feedback',
    async (password) => {
      const strength = await checkPasswordStrength(password);
      expect(strength.score).toBeLessThan(3);
      expect(strength.message).toEqual(expect.any(String));
      expect(strength.message).not.toBe('');
    },
  );

  it('reports the checker warning for a common password', async () => {
    expect(await validatePasswordStrength('password')).toBe('This is a heavily used password.');
  });

  it('treats extra user inputs (for example the login) as guessable', async () => {
    const login = 'zorblaxquintessence';
    const strong = await checkPasswordStrength(`${login}Q7!`);
    const weak = await checkPasswordStrength(`${login}Q7!`, [login]);
    expect(weak.score).toBeLessThan(strong.score);
    expect(weak.label).toBe(passwordStrengthLabel(weak.score));
  });
});
