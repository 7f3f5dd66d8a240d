import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup } from './public-address.ts';

describe('isPublicAddress', () => {
  it('refuses this machine, private networks, link-local and reserved ranges', () => {
    for (const address of [
      '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::1', 'ff02::1', '2001:db8::1',
      '[::1]', '::ffff:127.0.0.1', '::ffff:a00:1', '64:ff9b::a9fe:a9fe', '2002:c0a8:101::1', 'localhost', 'example.com', '',
    ]) expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows public addresses of both families', () => {
    for (const address of ['8.8.8.8', '142.250.185.74', '172.32.0.1', '2a00:1450:4001:82b::200a', '[2606:4700::1111]', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('ENOTPUBLIC');
  });
});
