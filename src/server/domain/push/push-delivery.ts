import { hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSubscriptionRepo } from '../../data/repos/push-subscription.repo.ts';
import type { JobPayload } from '../../queue/job-catalog.ts';
import { PushNotSent, type PushSender } from '../../push/push-sender.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { VapidKeyStore } from './vapid-key-store.ts';

/** A push not delivered within a day is about something old: the push service may drop it. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** How each browser's push service answered one push. */
export interface DeliveryReport {
  sent: number;
  /** Answered 404 or 410, or made for a key no longer used: deleted. */
  gone: number;
  /** Refused for good (a 4xx other than 404, 410 and 429): logged, not tried again. */
  refused: number;
  /** No answer, 429 or 5xx: the job fails and the queue tries the push again. */
  failed: number;
}

/** RFC 8030's Topic: at most 32 base64url characters, the same for every push of one tag. */
const topicOf = (tag: string) => hash('sha256', tag, 'base64url').slice(0, 32);

/**
 * Sends one queued push (send-push.job.ts) to every browser of its user, side by side. A subscription the push
 * service calls gone (404, 410) is deleted; when some push service could not be reached or asked us to wait,
 * the job fails so the queue's backoff tries again. A retry sends to every browser again: the ones that had it
 * show the same tag, which replaces the notification in place instead of adding one.
 */
export class PushDelivery {
  constructor(
    private readonly repo: PushSubscriptionRepo,
    private readonly keys: VapidKeyStore,
    private readonly sender: PushSender,
    private readonly media: MediaUrls,
    private readonly log: FastifyBaseLogger,
  ) {}

  async deliver(push: JobPayload<'send-push'>): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, gone: 0, refused: 0, failed: 0 };
    const subscriptions = await this.repo.deliverableFor(push.userId);
    if (subscriptions.length === 0) return report;
    const [vapid, icon] = await Promise.all([this.keys.get(), this.media.sign(push.icon)]);
    // Made with a key the server no longer signs with: the push service would refuse; the browser subscribes again.
    const stale = subscriptions.filter((subscription) => subscription.serverKey !== vapid.publicKey).map((subscription) => subscription.id);
    const current = subscriptions.filter((subscription) => subscription.serverKey === vapid.publicKey);
    const payload = JSON.stringify({ title: push.title, body: push.body, url: push.url, tag: push.tag, icon });
    const delivery = { ttlSeconds: PUSH_TTL_SECONDS, urgency: push.urgency, topic: topicOf(push.tag) };
    const answers = await Promise.all(
      current.map((subscription) =>
        this.sender.send(subscription, payload, vapid, delivery).then(
          ({ status, text }) => ({ id: subscription.id, status, reason: text }),
          (error: unknown) => ({ id: subscription.id, status: 0, reason: (error as Error).message, retry: !(error instanceof PushNotSent) || error.retry }),
        ),
      ),
    );
    const sent = answers.filter((answer) => answer.status >= 200 && answer.status < 300).map((answer) => answer.id);
    const gone = answers.filter((answer) => answer.status === 404 || answer.status === 410).map((answer) => answer.id);
    const failed = answers.filter((answer) => answer.status === 429 || answer.status >= 500 || ('retry' in answer && answer.retry));
    const refused = answers.filter((answer) => !sent.includes(answer.id) && !gone.includes(answer.id) && !failed.includes(answer));
    await Promise.all([this.repo.markDelivered(sent), this.repo.deleteByIds([...gone, ...stale])]);
    Object.assign(report, { sent: sent.length, gone: gone.length + stale.length, refused: refused.length, failed: failed.length });
    if (refused.length > 0) this.log.warn({ userId: push.userId, refused: refused.map(({ status, reason }) => ({ status, reason })) }, 'push services refused a push');
    if (failed.length > 0) {
      const { status, reason } = failed[0];
      throw new Error(`${failed.length} of ${answers.length} push services did not take the push (${status || 'no answer'}: ${reason.slice(0, 200)})`);
    }
    return report;
  }

  /** Closes the connections kept alive to push services (shutdown). */
  close() {
    this.sender.close();
  }
}
