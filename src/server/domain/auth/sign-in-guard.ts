import type { SignInFailuresRepo } from '../../data/repos/sign-in-failures.repo.ts';
import { DomainError } from '../errors.ts';
import { hashSecret } from '../account/sealer.ts';

/**
 * Back-off on consecutive failed sign-in steps of one account, whichever addresses they come from (issue 35,
 * decision 038). Per-client limits (AUTH_RATE_LIMIT_*) stop one machine; these stop a guesser spread over
 * many. A success forgets the account's failures; a day without one forgets them too.
 */
export interface BackOffPolicy {
  /** Seconds the account must wait after this many consecutive failures (0: not at all). */
  waitAfter(failures: number): number;
  /** The count that ends in the long lock; the next failure after it starts counting again. */
  startOverAt: number;
  message: string;
  /** Said instead of `message` during the long lock. */
  lockedMessage?: string;
}

const FORGET_SECONDS = 86_400;

/**
 * Wrong passwords: five free, then 30 s, doubling to a cap of 15 minutes. A guesser gets about a hundred
 * tries a day; the owner, who knows the password, waits at most 15 minutes and can always use a passkey or a
 * reset link.
 */
export const PASSWORD_BACK_OFF: BackOffPolicy = {
  waitAfter: (failures) => (failures < 5 ? 0 : Math.min(900, 30 * 2 ** (failures - 5))),
  startOverAt: 2 ** 31 - 1, // never: the wait stays at its cap
  message: 'Too many failed sign-ins for this account — please wait and try again, or reset your password',
};

/** Two-factor codes after a right password: two free, then 1 s doubling; the tenth locks them for an hour. */
export const TWO_FACTOR_LOCK_AT = 10;
export const TWO_FACTOR_LOCK_SECONDS = 3600;
export const TWO_FACTOR_BACK_OFF: BackOffPolicy = {
  waitAfter: (failures) => (failures >= TWO_FACTOR_LOCK_AT ? TWO_FACTOR_LOCK_SECONDS : failures < 3 ? 0 : 2 ** (failures - 3)),
  startOverAt: TWO_FACTOR_LOCK_AT,
  message: 'Too many wrong codes — please wait and try again',
  lockedMessage: 'Too many wrong codes — two-factor sign-in is locked for an hour',
};

/** The password counter's key: the address, hashed, for accounts that exist and addresses that do not alike. */
export const passwordKey = (email: string) => `password:${hashSecret(email.trim().toLowerCase())}`;
export const twoFactorKey = (userId: string) => `two_factor:${userId}`;

export class SignInGuard {
  constructor(private readonly repo: SignInFailuresRepo) {}

  /** 429 with Retry-After while the key waits out its back-off; checked before the secret is. */
  async check(key: string, policy: BackOffPolicy): Promise<void> {
    const until = await this.repo.lockedUntil(key);
    if (!until) return;
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    const locked = policy.lockedMessage && seconds > policy.waitAfter(policy.startOverAt - 1);
    throw new DomainError('rate_limited', locked ? policy.lockedMessage! : policy.message, 429, seconds);
  }

  /** Counts a failure; returns the count and whether it just locked the account for its longest wait. */
  async failed(key: string, policy: BackOffPolicy): Promise<{ failures: number; locked: boolean }> {
    const failures = await this.repo.fail(key, FORGET_SECONDS, policy.startOverAt);
    const wait = policy.waitAfter(failures);
    if (wait > 0) await this.repo.lock(key, wait);
    return { failures, locked: failures === policy.startOverAt };
  }

  succeeded(key: string): Promise<void> {
    return this.repo.clear(key);
  }

  /** Keys nobody has failed for a day and that lock nothing are forgotten (hourly housekeeping). */
  async prune(): Promise<void> {
    await this.repo.prune();
  }
}
