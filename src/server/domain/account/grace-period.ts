import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../shared/constants.ts';

/**
 * Whether an account deactivated at `deactivatedAt` is past its grace period: being erased, so it signs in no
 * more and gets no reset link (decision 025). Never deactivated: false.
 */
export function pastGracePeriod(deactivatedAt: Date | string | null | undefined, now = Date.now()): boolean {
  return Boolean(deactivatedAt) && now - new Date(deactivatedAt!).getTime() >= ACCOUNT_DELETION_GRACE_DAYS * 86_400_000;
}
