import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer the authenticator app shows beside the account. */
const TOTP_ISSUER = 'Portal';

/** One 30-second step either side of now, for clocks that drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/** A 6-digit code: the shape of a TOTP code, anything else may be a recovery code. */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * Checks a TOTP code; answers its time step when valid (to refuse replays: a step at or before `afterTimeStep`
 * is refused), else null. A malformed code is simply not valid.
 */
export async function verifyTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ''),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
