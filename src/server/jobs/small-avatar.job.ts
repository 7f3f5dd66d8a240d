import type { AppContext } from '../context.ts';
import { renderSmallAvatar, smallAvatarKey } from '../media/small-avatar.ts';

/**
 * Makes a profile's small avatar from its avatar (profiles from before small avatars: the demo's, upgrades).
 * The row is pointed at it only while it still has the avatar the copy was made from.
 */
export function smallAvatarJob(ctx: Pick<AppContext, 'services' | 'store'>) {
  return async ({ userId }: { userId: string }) => {
    const source = await ctx.services.avatars.smallCopySource(userId);
    if (!source) return;
    const key = smallAvatarKey(userId);
    await ctx.store.put('avatars', key, await renderSmallAvatar(await ctx.store.read(source.bucket, source.key)), { contentType: 'image/webp', overwrite: true });
    await ctx.services.avatars.setSmallCopy(userId, `avatars/${key}`, source.avatarUrl);
  };
}

/** Housekeeping's part: a job, at most one waiting each, for every profile with an avatar but no small copy. */
export function queueMissingSmallAvatars(ctx: Pick<AppContext, 'services'>): Promise<number> {
  return ctx.services.avatars.queueMissingSmallCopies();
}
