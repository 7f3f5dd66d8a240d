import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../../queue/queue.ts';
import type { JobPayload } from '../../queue/job-catalog.ts';
import type { DeliveredAudience, DeliveryRecord, FederationDeliveriesRepo } from '../../data/repos/federation-deliveries.repo.ts';
import type { ApUrls } from '../urls.ts';

/** What Popreel reads of Fedify's queued outbox message (Fedify 2.3's shape, pinned in vendor/fedify). */
interface OutboxMessage {
  type: 'outbox';
  inbox: string;
  activity: Record<string, unknown>;
  activityId?: string;
  keys: Array<{ keyId: string; privateKey: JsonWebKey }>;
  started: string;
}

/** A delivery is tried over about three hours (10 s doubling to an hour); the circuit breaker holds dead hosts longer. */
export const DELIVERY_ATTEMPTS = 10;

const PUBLIC = new Set(['https://www.w3.org/ns/activitystreams#Public', 'as:Public', 'Public']);

function isOutboxMessage(message: unknown): message is OutboxMessage {
  const candidate = message as Partial<OutboxMessage> | null;
  return candidate?.type === 'outbox' && typeof candidate.inbox === 'string' && typeof candidate.activity === 'object' && Array.isArray(candidate.keys);
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === 'string');

/** The audience an activity is addressed to: Public in `to`, Public in `cc` only, or neither (followers). */
export function addressedAudience(activity: Record<string, unknown>): DeliveredAudience {
  if (list(activity.to).some((to) => PUBLIC.has(to))) return 'public';
  return list(activity.cc).some((cc) => PUBLIC.has(cc)) ? 'unlisted' : 'followers';
}

/**
 * Fedify's outbox queue (issue 52 item 5): Fedify prepares each activity as it always has (compacted JSON-LD,
 * its proofs and Linked Data signature, one message per inbox, shared inboxes preferred) and hands the messages
 * here; they become `deliver` jobs that Popreel's own delivery posts through the address guard. The private
 * keys Fedify puts in a message are dropped: the job names its key and the worker reads it from the sealed store.
 * Each Create or Update of a local Note is recorded with its inbox, for a later retraction.
 */
export class DeliveryQueue implements MessageQueue {
  readonly nativeRetrial = true;

  constructor(
    private readonly jobs: JobQueue,
    private readonly deliveries: FederationDeliveriesRepo,
    private readonly urls: ApUrls,
  ) {}

  enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    return this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const outbox = messages.filter(isOutboxMessage);
    if (outbox.length !== messages.length) throw new Error('The delivery queue takes only Fedify outbox messages (send with fanout: skip)');
    const payloads: JobPayload<'deliver'>[] = [];
    for (const message of outbox) {
      // The RSA key signs HTTP requests; the Ed25519 one only made the proof already inside the activity.
      const rsa = message.keys.find((key) => key.privateKey.kty === 'RSA');
      if (!rsa) throw new Error(`No RSA key to sign the delivery of ${message.activityId ?? 'an activity'}`);
      payloads.push({ inbox: message.inbox, activity: message.activity, activityId: message.activityId ?? null, keyId: rsa.keyId, started: message.started });
    }
    await this.deliveries.record(outbox.flatMap((message) => this.noteDelivered(message)));
    const delaySeconds = options?.delay ? Math.max(0, options.delay.total('second')) : 0;
    await this.jobs.enqueueMany('deliver', payloads, { delaySeconds, maxAttempts: DELIVERY_ATTEMPTS });
  }

  /** A Create or Update of one of our Notes, as the record of where it went. */
  private noteDelivered(message: OutboxMessage): DeliveryRecord[] {
    const { activity } = message;
    if (activity.type !== 'Create' && activity.type !== 'Update') return [];
    const object = activity.object as { id?: unknown } | string | undefined;
    const objectUri = typeof object === 'string' ? object : typeof object?.id === 'string' ? object.id : null;
    const userId = this.urls.localUserId(typeof activity.actor === 'string' ? activity.actor : null);
    const localId = this.urls.localVideoId(objectUri) ?? this.urls.localCommentId(objectUri);
    if (!objectUri || !userId || !localId) return [];
    return [{ objectUri, localId, inbox: message.inbox, userId, audience: addressedAudience(activity) }];
  }

  /** Nothing to listen to: the `deliver` jobs run on the worker pool. */
  listen(_handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    return new Promise((resolve) => {
      if (!options?.signal) return;
      options.signal.addEventListener('abort', () => resolve());
    });
  }
}
