import { generate } from 'otplib';

/** The TOTP step length (RFC 6238 default, what authenticator apps use). */
const STEP_SECONDS = 30;

export interface TotpCode {
  code: string;
  /** The 30-second step the code belongs to. */
  step: number;
}

/**
 * A code for the secret, as an authenticator app would show it. The server refuses a code of a step at or before
 * the last one it accepted (no replay), so `after` asks for a later step: the next one is used, which the server
 * accepts within its one-step clock tolerance.
 */
export async function totpCode(secret: string, after?: TotpCode): Promise<TotpCode> {
  const nowStep = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = after && nowStep <= after.step ? after.step + 1 : nowStep;
  return { code: await generate({ secret, epoch: step * STEP_SECONDS }), step };
}
