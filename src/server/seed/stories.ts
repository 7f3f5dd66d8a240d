import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Insertable } from 'kysely';
import type { Stories } from '../data/db-types.ts';
import { storyThumbnail, storyVideo } from '../media/story-media.ts';
import type { RenderCache } from './render-cache.ts';
import { STORY_CROP_OUTPUT, STORY_LIFETIME_HOURS } from '../../shared/constants.ts';
import type { EMOJI_STICKERS } from '../../shared/constants.ts';

type Sticker = (typeof EMOJI_STICKERS)[number];

interface SeedStory {
  owner: string;
  minutesAgo: number;
  caption: string | null;
  sticker: Sticker | null;
  visibility: 'public' | 'followers';
  /** An image story drawn from these colours, or the first seconds of the owner's first demo video. */
  media: { image: [string, string, string] } | { video: true };
}

/** Active stories on first start: images and short videos from several demo people, one followers-only. */
export const SEED_STORIES: SeedStory[] = [
  { owner: 'maya_moves', minutesAgo: 40, caption: 'Warm-up before rehearsal 💃', sticker: 'fire', visibility: 'public', media: { video: true } },
  { owner: 'maya_moves', minutesAgo: 25, caption: 'New routine drops tonight', sticker: 'sparkles', visibility: 'public', media: { image: ['#ff4d8d', '#7b2ff7', '#ffd166'] } },
  { owner: 'leo_eats', minutesAgo: 180, caption: 'Best croissant in Paris? Verdict soon', sticker: 'heart-eyes', visibility: 'public', media: { image: ['#f4a261', '#e76f51', '#2a9d8f'] } },
  { owner: 'leo_eats', minutesAgo: 95, caption: 'Kitchen sneak peek', sticker: 'party', visibility: 'public', media: { video: true } },
  { owner: 'sofia_travels', minutesAgo: 300, caption: 'Lisbon light never gets old', sticker: '100', visibility: 'public', media: { image: ['#48cae4', '#0077b6', '#ffb703'] } },
  { owner: 'kenji_beats', minutesAgo: 60, caption: 'Close friends get the loop first 🎧', sticker: 'clap', visibility: 'followers', media: { video: true } },
  { owner: 'lily_pets', minutesAgo: 15, caption: 'Nap supervisor on duty', sticker: 'laughing', visibility: 'public', media: { image: ['#c77dff', '#80ffdb', '#ffafcc'] } },
];

/** A soft abstract picture in the story frame: three colours, no text (the caption is drawn by the viewer). */
function storyPicture([from, to, accent]: [string, string, string]): Promise<Buffer> {
  const { width, height } = STORY_CROP_OUTPUT;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.28}" fill="${accent}" opacity="0.55"/>
    <circle cx="${width * 0.25}" cy="${height * 0.72}" r="${width * 0.18}" fill="#ffffff" opacity="0.25"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: Math.round(STORY_CROP_OUTPUT.quality * 100) }).toBuffer();
}

/**
 * Renders the demo stories into the stories bucket as the real flow stores them ({userId}/{random}.jpg, or
 * .webm with _thumb.jpg) and returns their rows. `videoOf` names a rendered demo video of a person.
 */
export async function renderSeedStories(deps: {
  userId: (username: string) => string;
  /** A person's first demo video: its file in scratch and its render recipe (the cache key of what derives from it). */
  videoOf: (username: string) => { file: string; recipe: unknown };
  cache: RenderCache;
  scratch: string;
  upload: (key: string, body: Buffer | string) => Promise<void>;
  nowMs: number;
  /** Called after each story, for the start's progress. */
  madeOne?: () => void;
}): Promise<Insertable<Stories>[]> {
  const rows: Insertable<Stories>[] = [];
  for (const [i, story] of SEED_STORIES.entries()) {
    const userId = deps.userId(story.owner);
    const name = `${userId}/${randomBytes(12).toString('hex')}`;
    const createdAt = new Date(deps.nowMs - story.minutesAgo * 60_000);
    let media: Pick<Insertable<Stories>, 'mediaPath' | 'mediaType' | 'thumbnailPath' | 'duration'>;
    if ('image' in story.media) {
      await deps.upload(`${name}.jpg`, await storyPicture(story.media.image));
      media = { mediaPath: `${name}.jpg`, mediaType: 'image', thumbnailPath: null, duration: null };
    } else {
      const out = join(deps.scratch, `story-${i}.webm`);
      const source = deps.videoOf(story.owner);
      const recipe = { storyOf: source.recipe, start: 0, end: 5 };
      const info = await deps.cache.file(recipe, out, () => storyVideo(source.file, out, { start: 0, end: 5 }));
      await deps.upload(`${name}.webm`, out);
      await deps.upload(`${name}_thumb.jpg`, await deps.cache.buffer({ thumbnailOf: recipe }, deps.scratch, () => storyThumbnail(out, info.duration)));
      media = { mediaPath: `${name}.webm`, mediaType: 'video', thumbnailPath: `${name}_thumb.jpg`, duration: info.duration };
    }
    rows.push({
      ...media,
      userId: userId,
      caption: story.caption,
      sticker: story.sticker,
      stickerX: 0.5 + ((i % 3) - 1) * 0.2,
      stickerY: 0.35,
      visibility: story.visibility,
      createdAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + STORY_LIFETIME_HOURS * 3600_000),
    });
    deps.madeOne?.();
  }
  return rows;
}
