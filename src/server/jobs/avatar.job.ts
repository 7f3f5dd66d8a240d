import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import type { JobPayload } from '../queue/job-catalog.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { UPLOAD_MESSAGES } from '../../shared/messages.ts';
import { AVATAR_SIZE } from '../../shared/constants.ts';
import { renderSmallAvatar, smallAvatarKey } from '../media/small-avatar.ts';

/**
 * Makes the stored upload an AVATAR_SIZE-square PNG at avatars/{userId}/avatar.png, and its small copy for cards
 * and rings, and points the profile at both.
 */
export function avatarJob(ctx: Pick<AppContext, 'store' | 'services'>) {
  return async ({ userId, uploadKey }: JobPayload<'avatar'>) => {
    const upload = await ctx.store.read('avatars', uploadKey).catch(() => null);
    if (!upload) return; // a retry after the avatar was already made
    const png = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(async () => {
        await ctx.store.delete('avatars', uploadKey);
        throw new PermanentJobError(UPLOAD_MESSAGES.avatarInvalidType);
      });
    const key = `${userId}/avatar.png`;
    // The old avatar goes first, as the spec's client did; the new one takes its name.
    await ctx.store.delete('avatars', key);
    await ctx.store.put('avatars', key, png, { contentType: 'image/png', overwrite: true });
    const smallKey = smallAvatarKey(userId);
    await ctx.store.put('avatars', smallKey, await renderSmallAvatar(png), { contentType: 'image/webp', overwrite: true });
    await ctx.services.profiles.setAvatar(userId, `avatars/${key}`, `avatars/${smallKey}`);
    await ctx.store.delete('avatars', uploadKey);
  };
}
