import { z } from 'zod';

/**
 * Web Push (issue 37, decision 044): what a browser sends to subscribe and unsubscribe, and what the server says
 * back about it. Shared by the server's routes and the Settings switch.
 */
export const PUSH_ENDPOINT_MAX = 1024;

export const PUSH_MESSAGES = {
  notAPushUrl: 'This is not a push subscription endpoint',
  notHttps: 'Push endpoints must use https',
  notPublic: 'This push endpoint is on a private or local network, which Popreel does not send pushes to',
  badKeys: "This subscription's keys are not a browser's push keys (a P-256 key and a 16-byte secret, base64url)",
  notSubscribed: 'This device is not subscribed to your notifications',
  // Issue 52: an endpoint moves to another account only with the keys its browser made with it.
  heldByAnother: 'This push subscription belongs to another account; subscribe again from this browser',
} as const;

/** base64url without padding, as PushSubscription.toJSON() writes keys; a trailing '=' is forgiven. */
const key = (characters: number) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${characters}}$`), PUSH_MESSAGES.badKeys));

const endpoint = z.string().trim().min(1, PUSH_MESSAGES.notAPushUrl).max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.notAPushUrl);

/** The browser's PushSubscription as JSON: the push service's URL for it and the keys to encrypt to (RFC 8291). */
export const pushSubscriptionSchema = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional().describe('When the browser says the subscription ends (ignored: a 404 or 410 ends it)'),
    keys: z.object({
      p256dh: key(87).describe("The browser's P-256 public key, 65 bytes uncompressed, base64url"),
      auth: key(22).describe('The 16-byte authentication secret, base64url'),
    }),
  })
  .meta({ id: 'PushSubscription', description: "A browser's PushSubscription.toJSON()" });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint }).meta({ id: 'PushEndpoint', description: 'Which of my subscriptions, by its endpoint' });
