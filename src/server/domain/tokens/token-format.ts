import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../account/sealer.ts';

/**
 * The shapes of the secrets issue 36 part 4 hands out (decision 040). A recognizable prefix lets secret
 * scanners (and people) tell a Popreel token from a session, and lets the auth hook pick the right table
 * without a lookup in the other ones.
 */
export const TOKEN_PREFIX = {
  personal: 'pop_pat_',
  access: 'pop_oat_',
  refresh: 'pop_ort_',
  code: 'pop_oac_',
  clientId: 'pop_app_',
  clientSecret: 'pop_cs_',
} as const;

export type TokenKind = keyof typeof TOKEN_PREFIX;

/** 32 random bytes after the kind's prefix. */
export const newSecret = (kind: TokenKind) => `${TOKEN_PREFIX[kind]}${randomBytes(32).toString('base64url')}`;

/** A bearer that names itself a personal or OAuth access token; anything else is treated as a session. */
export function bearerKind(token: string): 'personal' | 'access' | null {
  if (token.startsWith(TOKEN_PREFIX.personal)) return 'personal';
  if (token.startsWith(TOKEN_PREFIX.access)) return 'access';
  return null;
}

/** What a list shows of a token: its prefix and four characters, enough to tell two apart, useless to an attacker. */
export const hintOf = (token: string) => `${token.slice(0, TOKEN_PREFIX.personal.length + 4)}…`;

/** Stored secrets are their SHA-256 (the same as every other token of the app). */
export const storedHash = hashSecret;

/**
 * RFC 7636 S256: BASE64URL(SHA256(verifier)) must equal the challenge. The verifier is 43–128 characters of
 * the unreserved set; "plain" is never accepted (decision 040).
 */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A challenge as RFC 7636 makes it from a 32-byte verifier: 43 base64url characters. */
export const isS256Challenge = (challenge: string) => /^[A-Za-z0-9_-]{43}$/.test(challenge);
