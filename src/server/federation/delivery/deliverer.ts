import { CircuitBreaker, signRequest, type HttpMessageSignaturesSpec, type KvStore } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../queue/queue.ts';
import { PermanentJobError } from '../../queue/queue.ts';
import type { JobPayload } from '../../queue/job-catalog.ts';
import type { ActorKeys } from '../actor-keys.ts';
import type { InstanceGate } from '../deps.ts';
import type { ApUrls } from '../urls.ts';
import { INSTANCE_ACTOR } from '../urls.ts';
import { safePost } from '../net/safe-request.ts';
import { FetchRefused } from '../net/fetch-refused.ts';
import { DELIVERY_ATTEMPTS } from './delivery-queue.ts';
import { recordDelivery } from '../../metrics/metrics.ts';
import { inSpan, SpanKind } from '../../metrics/tracing.ts';

export interface DelivererParts {
  jobs: JobQueue;
  kv: KvStore;
  keys: ActorKeys;
  urls: ApUrls;
  gate: InstanceGate;
  log: FastifyBaseLogger;
  allowPrivateAddress: boolean;
  userAgent: string;
}

/** Refusals another try cannot change: gone, malformed, too large, unprocessable. */
const PERMANENT_STATUSES = new Set([400, 404, 405, 410, 413, 422]);
/** Our own refusals that hold whatever the peer does next: the address, the scheme, a redirect. */
const PERMANENT_REFUSALS = new Set(['private-address', 'bad-scheme', 'redirect-refused']);
const DELIVERY_TIMEOUT_MS = 10_000;
const SPEC_KEY = (origin: string) => ['popreel', 'signature-spec', origin] as const;

/**
 * Posts one prepared activity to one inbox (issue 52 item 5): the instance policy asked again at sending time,
 * Fedify's circuit breaker holding a host that keeps failing, the request signed by the sender's key and sent
 * through safePost (public addresses at connect time, no redirects, 10 s). RFC 9421 is tried first unless the
 * inbox's origin is known to want draft-cavage; a 400 or 401 tries the other, and the one that worked is kept.
 */
export class Deliverer {
  private readonly breaker: CircuitBreaker;

  constructor(private readonly parts: DelivererParts) {
    this.breaker = new CircuitBreaker({
      kv: parts.kv,
      prefix: ['popreel', 'circuit'],
      options: { failureThreshold: 10, failureWindow: { hours: 6 }, recoveryDelay: { hours: 6 }, heldActivityTtl: { days: 3 } },
    });
  }

  async deliver(payload: JobPayload<'deliver'>): Promise<void> {
    const inbox = new URL(payload.inbox);
    const host = inbox.host.toLowerCase();
    if (!(await this.parts.gate.decide(host)).federate) return this.parts.log.info({ inbox: payload.inbox }, 'a delivery to a server this one no longer federates with was dropped');
    const decision = await this.breaker.beforeSend(host, { circuitHeldSince: payload.heldSince });
    if (decision.type === 'drop') return this.parts.log.warn({ inbox: payload.inbox, activity: payload.activityId }, 'a delivery held for days by the circuit breaker was dropped');
    if (decision.type === 'hold') {
      await this.parts.jobs.enqueue('deliver', { ...payload, heldSince: decision.heldSince.toString() }, { delaySeconds: Math.ceil(decision.delay.total('second')), maxAttempts: DELIVERY_ATTEMPTS });
      return;
    }
    const status = await inSpan(`deliver ${host}`, { 'server.address': host, 'url.full': payload.inbox }, () => this.post(inbox, payload), { kind: SpanKind.CLIENT }).catch(async (error: unknown) => {
      recordDelivery(host, false);
      if (error instanceof FetchRefused && PERMANENT_REFUSALS.has(error.reason)) throw new PermanentJobError(`${payload.inbox}: ${error.message}`);
      await this.breaker.recordFailure(host);
      throw error;
    });
    recordDelivery(host, status >= 200 && status < 300);
    if (status >= 200 && status < 300) return void (await this.breaker.recordSuccess(host));
    if (status >= 500) await this.breaker.recordFailure(host);
    else await this.breaker.recordReachableFailure(host);
    const failure = `${payload.inbox} answered ${status}`;
    throw PERMANENT_STATUSES.has(status) ? new PermanentJobError(failure) : new Error(failure);
  }

  /** The answer's status, signed as the origin last accepted; the other signature once when it refuses. */
  private async post(inbox: URL, payload: JobPayload<'deliver'>): Promise<number> {
    const privateKey = (await this.parts.keys.of(this.ownerOf(payload.keyId))).rsa.privateKey;
    const body = Buffer.from(JSON.stringify(payload.activity));
    const remembered = await this.parts.kv.get<HttpMessageSignaturesSpec>(SPEC_KEY(inbox.origin));
    const first: HttpMessageSignaturesSpec = remembered ?? 'rfc9421';
    const send = (spec: HttpMessageSignaturesSpec) =>
      safePost(inbox, body, {
        timeoutMs: DELIVERY_TIMEOUT_MS,
        allowPrivateAddress: this.parts.allowPrivateAddress,
        headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json', 'user-agent': this.parts.userAgent },
        sign: (request) => signRequest(request, privateKey, new URL(payload.keyId), { spec, body: body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer }),
      });
    let answer = await send(first);
    let spec = first;
    if (answer.status === 400 || answer.status === 401) {
      spec = first === 'rfc9421' ? 'draft-cavage-http-signatures-12' : 'rfc9421';
      answer = await send(spec);
    }
    if (answer.status >= 200 && answer.status < 300 && spec !== remembered) await this.parts.kv.set(SPEC_KEY(inbox.origin), spec, { ttl: Temporal.Duration.from({ days: 30 }) });
    return answer.status;
  }

  /** The local actor a key id belongs to (`…/ap/users/<id>#main-key`); anything else is not ours to sign with. */
  private ownerOf(keyId: string): string {
    const url = new URL(keyId);
    url.hash = '';
    const owner = this.parts.urls.localUserId(url) ?? (url.href === new URL(`/ap/users/${INSTANCE_ACTOR}`, this.parts.urls.origin).href ? INSTANCE_ACTOR : null);
    if (!owner) throw new PermanentJobError(`${keyId} is not a key of this server`);
    return owner;
  }
}
