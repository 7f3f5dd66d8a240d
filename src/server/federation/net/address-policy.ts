import { lookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '../../push/public-address.ts';

/**
 * Where federation fetches may connect. Public addresses always; with the test-only setting
 * (FEDERATION_ALLOW_PRIVATE_ADDRESS) also this machine, where tests run their peers, and nothing else: a peer
 * in a test still cannot redirect into a private network or to cloud metadata (169.254.169.254).
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an IP literal may be connected to. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  return isPublicAddress(address) || (allowLoopback && isLoopback(address));
}

/** Whether `hostname` is an IP literal that may not be connected to (a name is judged by the lookup instead). */
export function isRefusedLiteral(hostname: string, allowLoopback: boolean): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 && !isAllowedAddress(bare, allowLoopback);
}

/** As push's publicOnlyLookup, letting loopback answers through too (the test-only setting). */
const loopbackOrPublicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isAllowedAddress(entry.address, true));
    if (refused || addresses.length === 0) {
      const reason = Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is neither public nor loopback`), { code: 'ENOTPUBLIC' });
      return callback(reason, '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** The lookup a connection uses: every address a name resolves to is checked, the one connected to included. */
export function lookupFor(allowLoopback: boolean): LookupFunction {
  return allowLoopback ? loopbackOrPublicLookup : publicOnlyLookup;
}
