import type { AppContext } from '../context.ts';
import { ProfileRepo } from '../data/repos/profile.repo.ts';
import { MediaUrls } from '../domain/media-urls.ts';
import { renderSmallAvatar, smallAvatarKey } from '../media/small-avatar.ts';

const BACKFILL_BATCH = 500;

/**
 * Makes a profile's small avatar from its avatar (profiles from before small avatars: the demo's, upgrades).
 * The row is pointed at it only while it still has the avatar the copy was made from.
 */
export function smallAvatarJob(ctx: Pick<AppContext, 'db' | 'store'>) {
  const profiles = new ProfileRepo(ctx.db);
  return async ({ userId }: { userId: string }) => {
    const profile = await profiles.avatars(userId);
    const avatar = profile?.avatar_url ? MediaUrls.parse(profile.avatar_url) : null;
    if (!profile || !avatar || profile.avatar_small_url) return;
    const key = smallAvatarKey(userId);
    await ctx.store.put('avatars', key, await renderSmallAvatar(await ctx.store.read(avatar.bucket, avatar.key)), { contentType: 'image/webp', overwrite: true });
    await profiles.setSmallAvatar(userId, `avatars/${key}`, profile.avatar_url!);
  };
}

/** Housekeeping's part: a job, at most one waiting each, for every profile with an avatar but no small copy. */
export async function queueMissingSmallAvatars(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  let queued = 0;
  for (const userId of await new ProfileRepo(ctx.db).missingSmallAvatars(BACKFILL_BATCH)) if (await ctx.jobs.enqueueOnce('small-avatar', { userId })) queued += 1;
  return queued;
}
