import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { environment, loadConfig } from '../../config.ts';

/**
 * Password hashing with scrypt, the memory-hard KDF in Node's own crypto (decision 002). The stored form
 * carries its parameters, so the work factor (PASSWORD_HASH_COST, set at start) can be raised later without
 * breaking old hashes: each verifies with the factor it was made with.
 */
const PARAMS = { r: 8, p: 1, keylen: 64 };
/** scrypt's N as a power of two (PASSWORD_HASH_COST). */
let cost: number | null = null;
let decoy: { cost: number; hash: Promise<string> } | null = null;

/** Set at start from PASSWORD_HASH_COST (bootstrap). */
export function usePasswordHashCost(next: number): void {
  cost = next;
}

/** Set at start; a script or test that never started the app reads it from its environment. */
function currentCost(): number {
  return (cost ??= loadConfig(environment()).passwordHashCost);
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // 17, the highest factor allowed, needs 128 MiB (128 × N × r bytes).
    scryptCallback(password.normalize('NFKC'), salt, keylen, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** currentCost();
  const key = await scrypt(password, salt, PARAMS.keylen, { N, r: PARAMS.r, p: PARAMS.p });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the account does not exist, so timing reveals nothing:
 * made at the current work factor, as the accounts signing up now are.
 */
export function decoyHash(): Promise<string> {
  if (decoy?.cost !== currentCost()) decoy = { cost: currentCost(), hash: hashPassword(randomBytes(12).toString('hex')) };
  return decoy.hash;
}
