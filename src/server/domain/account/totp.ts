import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { APP_NAME, RECOVERY_CODE_COUNT, TWO_FACTOR_CODE_DIGITS, TWO_FACTOR_PERIOD_SECONDS } from '../../../shared/constants.ts';
import { hashSecret } from './sealer.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps, the parameters every authenticator app
 * understands. One step either side is accepted for clock drift; the caller refuses a step used before.
 */
function totpFor(secretBase32: string, label: string) {
  return new TOTP({ issuer: APP_NAME, label, algorithm: 'SHA1', digits: TWO_FACTOR_CODE_DIGITS, period: TWO_FACTOR_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(label: string) {
  const secret = new Secret({ size: 20 });
  return { secret: secret.base32, otpauthUrl: totpFor(secret.base32, label).toString() };
}

/** The 30-second step a code belongs to, or null when it matches none of now's neighbours. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(code)) return null;
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TWO_FACTOR_PERIOD_SECONDS) + delta;
}

/** Codes are typed with spaces or dashes, in any case; what is compared is the letters and digits. */
export const normaliseCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A 6-digit code rather than a recovery code. */
export const looksLikeTotp = (code: string) => /^\d+$/.test(normaliseCode(code)) && normaliseCode(code).length === TWO_FACTOR_CODE_DIGITS;

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten single-use recovery codes, `xxxxx-xxxxx` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code as stored: scrypt with its own salt, like a password (issue 35, L4), so a stolen table
 * does not give the codes up to a fast search of their 49 bits.
 */
export const hashRecoveryCode = (code: string) => hashPassword(normaliseCode(code));

/** The bare SHA-256 form codes had before issue 35: still accepted for codes made then, until used or replaced. */
const legacyHash = (userId: string, code: string) => hashSecret(`${userId}:${normaliseCode(code)}`);

/** Whether `code` is the one stored as `stored`, in either form. */
export async function recoveryCodeMatches(userId: string, code: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyPassword(normaliseCode(code), stored);
  return stored === legacyHash(userId, code);
}
