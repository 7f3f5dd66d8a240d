import { describe, expect, it } from 'vitest';
import { isRefusedLiteral, lookupFor } from './address-policy.ts';

describe('isRefusedLiteral', () => {
  it('refuses private literals always and loopback unless the test-only setting allows it', () => {
    for (const host of ['127.0.0.1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isRefusedLiteral(host, false), host).toBe(true);
      expect(isRefusedLiteral(host, true), host).toBe(false);
    }
    for (const host of ['10.0.0.1', '169.254.169.254', '192.168.1.1', '[fd00::1]', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect(isRefusedLiteral(host, true), host).toBe(true);
    }
    for (const host of ['8.8.8.8', '[2606:4700::1111]', 'peer.example']) expect(isRefusedLiteral(host, false), host).toBe(false);
  });
});

describe('lookupFor', () => {
  const resolve = (allowLoopback: boolean) =>
    new Promise<NodeJS.ErrnoException | null>((done) => lookupFor(allowLoopback)('localhost', {}, (error) => done(error)));

  it('lets a name resolving to this machine through only with the test-only setting', async () => {
    expect((await resolve(false))?.code).toBe('ENOTPUBLIC');
    expect(await resolve(true)).toBeNull();
  });
});
