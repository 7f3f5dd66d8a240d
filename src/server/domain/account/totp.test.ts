import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { createHash } from 'node:crypto';
import { hashRecoveryCode, looksLikeTotp, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeMatches } from './totp.ts';
import { hashSecret } from './sealer.ts';

describe('TOTP', () => {
  it('accepts the current code and its neighbours, with the step each belongs to', () => {
    const { secret, otpauthUrl } = newTotpSecret('someone@example.com');
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Popreel:someone%40example\.com\?/);
    const now = 1_800_000_000_000;
    const code = (at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, code(now), now)).toBe(step);
    expect(matchingStep(secret, code(now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, code(now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, code(now - 90_000), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes ten distinct recovery codes, stored salted and slow (scrypt), matched whatever the case and dashes', async () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [stored, again] = [await hashRecoveryCode(codes[0]), await hashRecoveryCode(codes[0])];
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toBe(again);
    expect(stored).not.toContain(createHash('sha256').update(`a:${codes[0].replace('-', '')}`).digest('hex'));
    expect(await recoveryCodeMatches('a', ` ${codes[0].toUpperCase().replace('-', '')} `, stored)).toBe(true);
    expect(await recoveryCodeMatches('a', codes[1], stored)).toBe(false);
    // A code made before issue 35 (bare SHA-256 of the account and the code) still works until it is used.
    const legacy = hashSecret(`a:${codes[2].replace('-', '')}`);
    expect(await recoveryCodeMatches('a', codes[2], legacy)).toBe(true);
    expect(await recoveryCodeMatches('b', codes[2], legacy)).toBe(false);
    expect(looksLikeTotp('123 456')).toBe(true);
    expect(looksLikeTotp(codes[0])).toBe(false);
  });
});
