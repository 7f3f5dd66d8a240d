import { isIPv6 } from 'node:net';

/**
 * Whom a per-client limit counts: an IPv4 address, or an IPv6 /64. One subscriber is usually given a whole
 * /64, so counting IPv6 addresses one by one would give a single client 2^64 budgets (issue 35, M5).
 */
export function clientKey(ip: string | undefined): string {
  // Node forgets a socket's address once it has closed: a client gone mid-request is counted as one unknown.
  if (!ip) return 'gone';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups are kept anyway.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = [...left, ...Array(8 - left.length - rightGroups.length).fill('0'), ...rightGroups];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
