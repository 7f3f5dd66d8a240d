import type { AppContext } from '../context.ts';
import { MediaUrls } from '../domain/media-urls.ts';
import { renderSmallAvatar, smallAvatarKey } from '../media/small-avatar.ts';

const BACKFILL_BATCH = 500;

/**
 * Makes a profile's small avatar from its avatar (profiles from before small avatars: the demo's, upgrades).
 * The row is pointed at it only while it still has the avatar the copy was made from.
 */
export function smallAvatarJob(ctx: Pick<AppContext, 'db' | 'store'>) {
  return async ({ userId }: { userId: string }) => {
    const profile = await ctx.db.selectFrom('profiles').select(['avatar_url', 'avatar_small_url']).where('user_id', '=', userId).executeTakeFirst();
    const avatar = profile?.avatar_url ? MediaUrls.parse(profile.avatar_url) : null;
    if (!profile || !avatar || profile.avatar_small_url) return;
    const key = smallAvatarKey(userId);
    await ctx.store.put('avatars', key, await renderSmallAvatar(await ctx.store.read(avatar.bucket, avatar.key)), { contentType: 'image/webp', overwrite: true });
    await ctx.db
      .updateTable('profiles')
      .set({ avatar_small_url: `avatars/${key}` })
      .where('user_id', '=', userId)
      .where('avatar_url', '=', profile.avatar_url)
      .execute();
  };
}

/** Housekeeping's part: a job, at most one waiting each, for every profile with an avatar but no small copy. */
export async function queueMissingSmallAvatars(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const rows = await ctx.db
    .selectFrom('profiles')
    .select('user_id')
    .where('avatar_url', 'is not', null)
    .where('avatar_small_url', 'is', null)
    .limit(BACKFILL_BATCH)
    .execute();
  let queued = 0;
  for (const row of rows) if (await ctx.jobs.enqueueOnce('small-avatar', { userId: row.user_id })) queued += 1;
  return queued;
}
