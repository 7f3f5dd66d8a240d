import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why an endpoint is not one Popreel sends to, checked when a browser subscribes and again before each send. */
export type EndpointRefusal = 'not-a-push-url' | 'not-https' | 'not-public';

/**
 * Push services are public https servers (FCM, Mozilla's autopush, Apple's, Windows'). Off that, a subscription
 * would make the server POST wherever its author likes: into its own network, or at a cloud metadata address.
 * `allowPrivate` (PUSH_ALLOW_PRIVATE_ENDPOINTS) lets tests and self-run push services on http and local networks.
 * A host name is checked here only for what it says (localhost); where it resolves is checked when connecting.
 */
export function endpointRefusal(endpoint: string, allowPrivate: boolean): EndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not-a-push-url';
  }
  if (url.username || url.password || url.hash || !['https:', 'http:'].includes(url.protocol) || url.hostname === '') return 'not-a-push-url';
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'not-https';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host))) return 'not-public';
  return null;
}
