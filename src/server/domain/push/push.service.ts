import { hash } from 'node:crypto';
import type { PushSubscriptionRepo } from '../../data/repos/push-subscription.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { endpointRefusal, type EndpointRefusal } from '../../push/push-endpoint.ts';
import { isP256Point } from '../../push/vapid.ts';
import { PUSH_DEVICES_MAX, PUSH_GROUP_SECONDS } from '../../../shared/constants.ts';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '../../../shared/push.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';
import { deviceName } from '../account/device-name.ts';
import type { VapidKeyStore } from './vapid-key-store.ts';

/**
 * What a push says. The caller composes the text from what the notification is about ("sofia_travels and 4
 * others liked your video", "maya mentioned you in a comment"): this API takes no content of its own, so a
 * push never carries a private message's body (chat text stays in the app, behind the session), and whatever
 * the caller writes passes through push services and lock screens.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** The screen a tap opens: a path of the app, e.g. `/video/…?comments=open`. */
  url: string;
  /**
   * The group: pushes with one tag within PUSH_GROUP_SECONDS are one push with the latest text, and on the device
   * a newer one replaces the older (e.g. `like:<video id>`, `comment:<video id>`).
   */
  tag: string;
  /** The actor's stored avatar (`avatars/…`), signed when sent; null shows the app icon. */
  icon?: string | null;
  /** `high` wakes a sleeping phone at once (a mention); `low` waits for it to wake. */
  urgency?: 'low' | 'normal' | 'high';
}

const TITLE_MAX = 100;
const BODY_MAX = 300;
const TAG_MAX = 200;
const REFUSALS: Record<EndpointRefusal, string> = {
  'not-a-push-url': PUSH_MESSAGES.notAPushUrl,
  'not-https': PUSH_MESSAGES.notHttps,
  'not-public': PUSH_MESSAGES.notPublic,
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** A path of this app: one leading slash, so a tap can never leave Popreel (`//host` and `/\host` would). */
const isAppPath = (url: string) => /^\/(?![/\\])[^\s\\]*$/.test(url) && url.length <= 500;

/**
 * Web Push (issue 37, decision 044): the browsers an account asked to be told on, and `notify`, which the
 * notification kinds call. Sending is a job (send-push.job.ts → PushDelivery), so a slow push service never
 * holds up the like or comment that caused it, and a burst of one kind on one thing is one push.
 */
export class PushService {
  constructor(
    private readonly repo: PushSubscriptionRepo,
    private readonly keys: VapidKeyStore,
    private readonly jobs: JobQueue,
    private readonly allowPrivateEndpoints: boolean,
  ) {}

  /** The VAPID public key a browser subscribes with (applicationServerKey); the private key never leaves. */
  async publicKey() {
    return (await this.keys.get()).publicKey;
  }

  /** Made at first start (bootstrap), so instances agree on the key before any browser asks for it. */
  async prepareKeys() {
    await this.keys.get();
  }

  async subscribe(userId: string, subscription: PushSubscriptionInput, userAgent: string | null) {
    const refusal = endpointRefusal(subscription.endpoint, this.allowPrivateEndpoints);
    if (refusal) throw badRequest(REFUSALS[refusal]);
    if (!isP256Point(subscription.keys.p256dh)) throw badRequest(PUSH_MESSAGES.badKeys);
    const saved = await this.repo.save(
      {
        userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth,
        serverKey: await this.publicKey(), deviceLabel: clip(deviceName(userAgent), 80),
      },
      PUSH_DEVICES_MAX,
    );
    if (!saved) throw new DomainError('conflict', PUSH_MESSAGES.heldByAnother, 409);
    return { ...saved, createdAt: saved.createdAt.toISOString(), lastSuccessAt: saved.lastSuccessAt?.toISOString() ?? null };
  }

  /** Only one's own: an endpoint of someone else's is answered as unknown. */
  async unsubscribe(userId: string, endpoint: string) {
    if (!(await this.repo.deleteOwn(userId, endpoint))) throw notFound(PUSH_MESSAGES.notSubscribed);
  }

  /**
   * Queues a push to every browser of `userId`, PUSH_GROUP_SECONDS from the first of its group: another with
   * the same tag before then replaces its text, so 30 likes in a burst are one push saying so.
   */
  /** Whether a push to this person could reach anything: most people subscribed no browser. */
  reaches(userId: string) {
    return this.repo.hasAny(userId);
  }

  async notify(userId: string, message: PushMessage) {
    if (!isAppPath(message.url)) throw new Error(`A push opens a path of the app, not ${message.url}`);
    const tag = clip(message.tag, TAG_MAX);
    await this.jobs.enqueueLatest(
      'send-push',
      `${userId}:${hash('sha256', tag, 'base64url')}`,
      {
        userId, tag, title: clip(message.title, TITLE_MAX), body: clip(message.body, BODY_MAX), url: message.url,
        icon: message.icon ?? null, urgency: message.urgency ?? 'normal',
      },
      { delaySeconds: PUSH_GROUP_SECONDS },
    );
  }
}
