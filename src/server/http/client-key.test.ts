import { expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

it('counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientKey('::1')).toBe('0:0:0:0::/64');
  expect(clientKey('2001:db8:1:2::9')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
  expect(clientKey('2001:db8:1:3::9')).not.toBe(clientKey('2001:db8:1:2::9'));
});

it('counts a client whose socket has already closed (Node no longer knows its address) instead of throwing', () => {
  expect(clientKey(undefined)).toBe('gone');
});
