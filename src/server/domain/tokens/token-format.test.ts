import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerKind, hintOf, isS256Challenge, newSecret, pkceMatches } from './token-format.ts';

describe('token format', () => {
  it('prefixes each kind so the auth hook can route it without a lookup', () => {
    expect(bearerKind(newSecret('personal'))).toBe('personal');
    expect(bearerKind(newSecret('access'))).toBe('access');
    // Refresh tokens and codes are never bearers: only the token endpoint reads them.
    expect(bearerKind(newSecret('refresh'))).toBeNull();
    expect(bearerKind(newSecret('code'))).toBeNull();
    expect(bearerKind('a-session-token')).toBeNull();
  });

  it('hints at a token with its prefix and four characters only', () => {
    const token = newSecret('personal');
    expect(hintOf(token)).toBe(`${token.slice(0, 12)}…`);
  });
});

describe('PKCE S256 (RFC 7636)', () => {
  // Appendix B of RFC 7636.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('matches the RFC example and nothing else', () => {
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(pkceMatches(verifier, challenge)).toBe(true);
    expect(pkceMatches(`${verifier.slice(0, -1)}Y`, challenge)).toBe(false);
    expect(pkceMatches(verifier, `${challenge.slice(0, -1)}X`)).toBe(false);
  });

  it('refuses verifiers outside 43–128 unreserved characters and plain challenges', () => {
    expect(pkceMatches('short', challenge)).toBe(false);
    expect(pkceMatches(`${verifier}!`, challenge)).toBe(false);
    expect(pkceMatches(verifier, verifier)).toBe(false);
    expect(isS256Challenge(challenge)).toBe(true);
    expect(isS256Challenge('plain-text-challenge')).toBe(false);
  });
});
