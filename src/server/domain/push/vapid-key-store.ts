import type { FastifyBaseLogger } from 'fastify';
import type { InstanceKeysRepo } from '../../data/repos/instance-keys.repo.ts';
import type { Config } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import type { Sealer } from '../account/sealer.ts';
import type { VapidKeys } from '../../push/push-sender.ts';
import { isVapidPair, newVapidPair } from '../../push/vapid.ts';

const KEY_NAME = 'vapid';

/**
 * The VAPID key pair pushes are signed with (decision 044): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * else the pair made at first start and kept in PostgreSQL beside the subscriptions made with it, so every
 * instance and every restore signs with the key the browsers know. The private key is sealed under
 * ACCOUNT_SECRET like the other secrets a stolen dump must not give away, and never leaves the server.
 */
export class VapidKeyStore {
  private loading: Promise<VapidKeys> | null = null;

  constructor(
    private readonly repo: InstanceKeysRepo,
    private readonly sealer: Sealer,
    private readonly settings: Config['push'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The pair, read (or made) once per process; a failed read is tried again by the next caller. */
  get(): Promise<VapidKeys> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async load(replacedOnce = false): Promise<VapidKeys> {
    const { vapid, subject } = this.settings;
    if (vapid) {
      if (!isVapidPair(vapid.publicKey, vapid.privateKey)) throw new ConfigError('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY: set the two halves of one pair.');
      return { ...vapid, subject };
    }
    // Every instance offers a pair; the first insert wins and all of them read it back.
    const offered = this.sealed(newVapidPair());
    await this.repo.insertIfMissing(KEY_NAME, offered);
    const stored = await this.repo.find(KEY_NAME);
    if (!stored) throw new Error('The VAPID key row vanished while it was being read');
    const privateKey = this.sealer.open(stored.privateKeySealed);
    if (privateKey && isVapidPair(stored.publicKey, privateKey)) return { publicKey: stored.publicKey, privateKey, subject };
    if (replacedOnce) throw new Error('The VAPID key was replaced by an instance with another ACCOUNT_SECRET: give every instance the same one');
    // Sealed under another ACCOUNT_SECRET (changed, or a restore without it): that key is lost, and so are the
    // subscriptions made with it. A new pair replaces it; browsers subscribe again when the app next opens.
    this.log.warn('The stored VAPID key was sealed under another ACCOUNT_SECRET: a new key replaces it, and devices subscribe again');
    await this.repo.replace(KEY_NAME, stored.privateKeySealed, offered);
    return this.load(true);
  }

  private sealed(pair: { publicKey: string; privateKey: string }) {
    return { publicKey: pair.publicKey, privateKeySealed: this.sealer.seal(pair.privateKey) };
  }
}
