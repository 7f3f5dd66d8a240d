import sharp from 'sharp';
import { THUMBNAIL_SMALL_WIDTH } from '../../shared/constants.ts';

/** Where a thumbnail's small copy is kept: beside it, named after it, so a new thumbnail gets a new small one. */
export const smallThumbnailKey = (thumbnailKey: string) => thumbnailKey.replace(/(\.jpe?g)?$/i, `-${THUMBNAIL_SMALL_WIDTH}w.jpg`);

/**
 * The thumbnail at THUMBNAIL_SMALL_WIDTH, for grids (a third of a phone's width at 2–3× density): about a
 * quarter of the bytes. Never wider than the original.
 */
export function renderSmallThumbnail(thumbnail: Buffer): Promise<Buffer> {
  return sharp(thumbnail, { limitInputPixels: 50_000_000 })
    .resize({ width: THUMBNAIL_SMALL_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}
