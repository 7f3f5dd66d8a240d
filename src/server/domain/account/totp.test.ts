import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { looksLikeTotp, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.ts';

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

  it('makes ten distinct recovery codes whose hashes ignore case and dashes but not the account', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash('a', codes[0])).toBe(recoveryCodeHash('a', ` ${codes[0].toUpperCase().replace('-', '')} `));
    expect(recoveryCodeHash('a', codes[0])).not.toBe(recoveryCodeHash('b', codes[0]));
    expect(looksLikeTotp('123 456')).toBe(true);
    expect(looksLikeTotp(codes[0])).toBe(false);
  });
});
