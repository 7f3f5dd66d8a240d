import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { decoyHash, hashPassword, usePasswordHashCost, verifyPassword } from './password.ts';

const factorOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashing', () => {
  afterEach(() => usePasswordHashCost(loadConfig({}).passwordHashCost));

  it('hashes at N = 16384 unless PASSWORD_HASH_COST says otherwise', async () => {
    expect(loadConfig({}).passwordHashCost).toBe(14);
    usePasswordHashCost(loadConfig({}).passwordHashCost);
    const hash = await hashPassword('correct-horse-battery');
    expect(factorOf(hash)).toBe(16384);
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', hash)).toBe(false);
  });

  it('keeps verifying a hash made at another factor after the factor changes, and makes the decoy at the new one', async () => {
    usePasswordHashCost(14);
    const before = await hashPassword('correct-horse-battery');
    usePasswordHashCost(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost);
    const after = await hashPassword('correct-horse-battery');
    expect([factorOf(before), factorOf(after), factorOf(await decoyHash())]).toEqual([16384, 1024, 1024]);
    expect(await verifyPassword('correct-horse-battery', before)).toBe(true);
    expect(await verifyPassword('correct-horse-battery', after)).toBe(true);
  });

  it('refuses a factor outside 10–17', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '18' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
