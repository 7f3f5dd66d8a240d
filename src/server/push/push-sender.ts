import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { publicOnlyLookup } from './public-address.ts';
import { endpointRefusal } from './push-endpoint.ts';

/** A browser's subscription as stored: where to POST and the keys the payload is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The JWT's `sub`: a mailto: or https: address push services may write to. */
  subject: string;
}

/** RFC 8030's headers: how long the push service keeps it, how soon to wake the device, what it replaces. */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Up to 32 base64url characters; a newer push with the same topic replaces one not yet delivered. */
  topic: string;
}

/** One HTTP request to a push service, already encrypted and signed (or not, for the bench's floor). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

const ANSWER_BYTES_KEPT = 2048;
/** The VAPID JWT lives 12 hours (RFC 8292 allows 24) and is signed again after one: never near its end when sent. */
const VAPID_JWT_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3600_000;

/** A push that did not reach the push service; `retry`: whether trying again later could help (a network failure). */
export class PushNotSent extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends Web Push messages: `web-push` encrypts the payload to the browser's keys (RFC 8291, aes128gcm) and signs
 * the VAPID JWT (RFC 8292); the request itself is ours, so it can refuse endpoints that lead into our own
 * network (public-address.ts) unless allowed, speak plain http to a test's push service, keep connections to
 * push services alive, and give up after `timeoutMs` in all (DNS, connect and answer).
 */
export class PushSender {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
  };

  /** VAPID authorizations by push service origin and key: ES256 signing costs twice the encryption (bench:push). */
  private readonly signed = new Map<string, { authorization: string; until: number }>();

  constructor(private readonly options: { allowPrivateEndpoints: boolean; timeoutMs: number }) {}

  /** Encrypts and signs `payload` for `target`; the push service's status code (201 when accepted). */
  async send(target: PushTarget, payload: string, vapid: VapidKeys, delivery: PushDelivery) {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        // Signed here, once an hour per push service, rather than by web-push for every push.
        headers: { Authorization: this.authorization(target.endpoint, vapid) },
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        topic: delivery.topic,
        contentEncoding: 'aes128gcm',
      });
    } catch (error) {
      throw new PushNotSent(`The push could not be encrypted or signed: ${(error as Error).message}`, false);
    }
    return this.post({ endpoint: details.endpoint, headers: details.headers, body: details.body });
  }

  /** POSTs one request; resolves with any status the push service answers, rejects with PushNotSent when none came. */
  post(request: PushRequest): Promise<{ status: number; text: string }> {
    // Checked again at send time: a subscription stored before the setting changed must not slip through.
    const refusal = endpointRefusal(request.endpoint, this.options.allowPrivateEndpoints);
    if (refusal) return Promise.reject(new PushNotSent(`${request.endpoint} is refused: ${refusal}`, false));
    const url = new URL(request.endpoint);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(
        url,
        {
          method: 'POST',
          headers: request.headers,
          agent: this.agents[url.protocol as 'http:' | 'https:'],
          signal: AbortSignal.timeout(this.options.timeoutMs),
          ...(this.options.allowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text = (text + chunk).slice(0, ANSWER_BYTES_KEPT)));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
          answer.on('error', (error) => reject(new PushNotSent(error.message, true)));
        },
      );
      // No answer (refused, reset, timed out): the queue's next attempt may do better; a name leading into our
      // own network will not.
      outgoing.on('error', (error: NodeJS.ErrnoException) => reject(new PushNotSent(error.message, error.code !== 'ENOTPUBLIC')));
      outgoing.end(request.body ?? undefined);
    });
  }

  /** `vapid t=<JWT>, k=<public key>` for the endpoint's push service (the JWT's `aud` is its origin). */
  private authorization(endpoint: string, vapid: VapidKeys): string {
    const audience = new URL(endpoint).origin;
    const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
    const now = Date.now();
    const kept = this.signed.get(key);
    if (kept && kept.until > now) return kept.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_JWT_SECONDS;
    const { Authorization: authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
    // Push services are few (FCM, Mozilla, Apple, Windows); a test's many loopback ports are not kept forever.
    if (this.signed.size >= 1000) this.signed.clear();
    this.signed.set(key, { authorization, until: now + VAPID_REUSE_MS });
    return authorization;
  }

  /** Connections kept alive to push services are closed (shutdown, tests, benches). */
  close() {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}
