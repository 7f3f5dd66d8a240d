import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import type { ReportTargetKind } from '../../../shared/constants.ts';
import { readableBy } from './chat.repo.ts';
import { storyVisibleTo } from './story.repo.ts';
import { authorNotBanned, authorShown, userShown, watchableBy } from './visibility.ts';

/** A target the reporter may see, and whose it is (null: a library sound nobody uploaded). */
export interface ReportTarget {
  ownerId: string | null;
}

/**
 * Each kind's lookup applies the rule its own surface reads with, so a person can report exactly what they can
 * see: a video by watchableBy (its link's rule: Unlisted too); a comment on such a video, from an author not banned, and a comment its video's
 * creator hid only by the creator or its author; a profile that is shown; a chat message in a room the reporter
 * may read, from a sender neither banned nor blocked by them; a sound of the library; a story by storyVisibleTo.
 */
const LOOKUPS: Record<ReportTargetKind, (reporterId: string, id: string) => RawBuilder<ReportTarget>> = {
  video: (reporterId, id) => sql`
    select v.user_id as owner_id from videos v join profiles author on author.user_id = v.user_id
     where v.id = ${id}::uuid and ${watchableBy(reporterId)}`,
  comment: (reporterId, id) => sql`
    select c.user_id as owner_id from comments c
      join profiles p on p.user_id = c.user_id
      join videos v on v.id = c.video_id join profiles author on author.user_id = v.user_id
     where c.id = ${id}::uuid and ${authorNotBanned('p')} and ${watchableBy(reporterId)}
       and (c.hidden_at is null or ${reporterId}::uuid in (c.user_id, v.user_id))`,
  profile: (_reporterId, id) => sql`
    select author.user_id as owner_id from profiles author where author.user_id = ${id}::uuid and ${authorShown('author')}`,
  chat_message: (reporterId, id) => sql`
    select m.sender_id as owner_id from chat_messages m
      join chat_rooms r on r.id = m.room_id join profiles p on p.user_id = m.sender_id
     where m.id = ${id}::uuid and ${readableBy(reporterId)} and ${authorNotBanned('p')}
       and not exists (select 1 from blocks b where b.blocker_id = ${reporterId}::uuid and b.blocked_id = m.sender_id)`,
  sound: (_reporterId, id) => sql`
    select tracks.created_by as owner_id from tracks where tracks.id = ${id}::uuid and ${userShown('tracks.created_by')}`,
  story: (reporterId, id) => sql`
    select s.user_id as owner_id from stories s join profiles author on author.user_id = s.user_id
     where s.id = ${id}::uuid and ${storyVisibleTo(reporterId)}`,
};

/** What a report may be filed on: queries only; the service decides what a missing or own target means. */
export class ReportTargetsRepo {
  constructor(private readonly db: Db) {}

  async visible(reporterId: string, kind: ReportTargetKind, id: string): Promise<ReportTarget | undefined> {
    const result = await LOOKUPS[kind](reporterId, id).execute(this.db);
    return result.rows[0];
  }
}
