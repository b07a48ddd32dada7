import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { messages } from './messages.js';

/** spec 9: password minimum strength score 3 (on the 0-4 scale). */
export const PASSWORD_MIN_SCORE = 3;

/** spec 5 "Generic form rules": the labels of the scores 0 to 4. */
export const PASSWORD_STRENGTH_LABELS = ['very-weak', 'weak', 'medium', 'strong', 'very-strong'] as const;

/** spec 5 "Generic form rules": a password strength label. */
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** spec 5 "Generic form rules": the product's name words, given to the checker as user inputs. */
export const PRODUCT_NAME_WORDS = ['portal', 'packetfabric', 'packet', 'fabric', 'network', 'connectivity'] as const;

/** spec 5 "Generic form rules": what the strength check answers. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
  /** The refusal message, undefined when the score reaches the minimum. */
  message: string | undefined;
}

/** spec 5 "Generic form rules": the checker's feedback as the strength message needs it. */
export interface PasswordFeedback {
  score: number;
  feedback: { warning: string | null; suggestions: readonly string[] };
}

let checker: Promise<ZxcvbnFactory> | undefined;

// The dictionaries are large and ranking them takes a moment, so the checker is loaded and built on first use
// (which also keeps them out of bundles that never check a password) and then kept.
async function createChecker(): Promise<ZxcvbnFactory> {
  const [core, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new core.ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    useLevenshteinDistance: true,
  });
}

function getChecker(): Promise<ZxcvbnFactory> {
  checker ??= createChecker();
  return checker;
}

/** spec 5 "Generic form rules": the label of a 0-4 score (out-of-range scores are clamped). */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  const index = Math.min(Math.max(Math.trunc(score), 0), PASSWORD_STRENGTH_LABELS.length - 1);
  return PASSWORD_STRENGTH_LABELS[index] ?? 'very-weak';
}

/** spec 5 "Generic form rules": below score 3, the warning, else the first suggestion, else the default message. */
export function passwordStrengthMessage(result: PasswordFeedback): string | undefined {
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  return result.feedback.warning || result.feedback.suggestions[0] || messages.passwordNotStrong;
}

/** spec 5 "Generic form rules": the asynchronous strength check, the product's name words excluded. */
export async function checkPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordStrength> {
  const result = await (await getChecker()).checkAsync(password, [...PRODUCT_NAME_WORDS, ...userInputs]);
  return { score: result.score, label: passwordStrengthLabel(result.score), message: passwordStrengthMessage(result) };
}

/** spec 5 "Generic form rules": password strength as a rule (asynchronous), the message or undefined. */
export async function validatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | undefined> {
  return (await checkPasswordStrength(password, userInputs)).message;
}
