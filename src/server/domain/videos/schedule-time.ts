import { SCHEDULE_MAX_DAYS, SCHEDULED_POSTS_MAX, STUDIO_MESSAGES } from '../../../shared/studio.ts';
import { DomainError, badRequest } from '../errors.ts';
import type { Hold } from '../../data/repos/video.repo.ts';

/** A time to post at, checked: later than now, SCHEDULE_MAX_DAYS ahead at most. `iso` has its offset. */
export function scheduleTime(iso: string, now = Date.now()): Date {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw badRequest(STUDIO_MESSAGES.scheduleInvalid);
  if (at.getTime() <= now) throw badRequest(STUDIO_MESSAGES.scheduleTooSoon);
  if (at.getTime() > now + SCHEDULE_MAX_DAYS * 86_400_000) throw badRequest(STUDIO_MESSAGES.scheduleTooLate);
  return at;
}

/** An account waits on at most SCHEDULED_POSTS_MAX scheduled posts (the Scheduled tab is one page). */
export function assertRoomToSchedule(scheduled: number): void {
  if (scheduled >= SCHEDULED_POSTS_MAX) throw new DomainError('conflict', STUDIO_MESSAGES.tooManyScheduled, 409);
}

/** An upload's hold from its fields: a draft, a scheduled time, or none; both at once is refused. */
export function uploadHold(details: { draft: boolean; publishAt?: string }): Hold {
  if (details.draft && details.publishAt) throw new DomainError('bad_request', STUDIO_MESSAGES.draftOrSchedule, 400);
  if (details.draft) return 'draft';
  return details.publishAt ? scheduleTime(details.publishAt) : null;
}
