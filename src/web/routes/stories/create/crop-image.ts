import type { Area } from 'react-easy-crop';
import { STORY_CROP_OUTPUT } from '../../../../shared/constants.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import { loadImage } from './load-media.ts';

/** A failure whose message is already the one to show (spec §8 "Chat and stories"). */
export class StoryMediaError extends Error {}

/**
 * Draws the chosen area of the picture into a 1080×1920 JPEG at quality 0.9 (spec §9). The area may reach
 * past the picture when zoomed out below 1: that part stays black, as the crop box showed it.
 */
export async function cropToStory(url: string, area: Area): Promise<File> {
  const image = await loadImage(url).catch(() => {
    throw new StoryMediaError(STORY_MESSAGES.imageFailed);
  });
  const { width, height, quality } = STORY_CROP_OUTPUT;
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      const scale = width / area.width;
      context.fillStyle = '#000';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, -area.x * scale, -area.y * scale, image.naturalWidth * scale, image.naturalHeight * scale);
      canvas.toBlob(resolve, 'image/jpeg', quality);
    } catch {
      resolve(null);
    }
  });
  if (!blob) throw new StoryMediaError(STORY_MESSAGES.cropFailed);
  return new File([blob], 'story.jpg', { type: 'image/jpeg' });
}
