import { describe, expect, it } from 'vitest';
import { hashSecret, Sealer } from './sealer.ts';

describe('Sealer', () => {
  it('opens what it sealed, and the sealed form holds nothing of the plain text', () => {
    const sealer = new Sealer('one secret');
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealer.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a value sealed under another secret or altered', () => {
    const sealed = new Sealer('one secret').seal('payload');
    expect(new Sealer('another secret').open(sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(new Sealer('one secret').open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(new Sealer('one secret').open('not sealed')).toBeNull();
  });

  it('hashes tokens to 64 hex characters', () => {
    expect(hashSecret('token')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Sealer signatures', () => {
  it('verifies its own signature and nothing else', () => {
    const sealer = new Sealer('one secret');
    const signature = sealer.sign('export:1:2:3');
    expect(sealer.verify('export:1:2:3', signature)).toBe(true);
    expect(sealer.verify('export:1:2:4', signature)).toBe(false);
    expect(new Sealer('another').verify('export:1:2:3', signature)).toBe(false);
    expect(sealer.verify('export:1:2:3', 'short')).toBe(false);
  });
});
