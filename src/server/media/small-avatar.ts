import sharp from 'sharp';
import { AVATAR_SMALL_SIZE } from '../../shared/constants.ts';

/** The small copy's key, beside the avatar's. */
export const smallAvatarKey = (userId: string) => `${userId}/avatar-${AVATAR_SMALL_SIZE}.webp`;

/**
 * The avatar at AVATAR_SMALL_SIZE square, for the 32–48 px circles of feed cards and story rings at up to 3×
 * density. WebP keeps a photo's copy a few kB where a PNG of it is tens, and keeps transparency.
 */
export function renderSmallAvatar(avatar: Buffer): Promise<Buffer> {
  return sharp(avatar, { limitInputPixels: 50_000_000 }).resize(AVATAR_SMALL_SIZE, AVATAR_SMALL_SIZE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
}
