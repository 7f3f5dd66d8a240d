import { z } from 'zod';
import { tileVideoSchema } from './tile-video.schema.ts';
import { pageSchema } from './page.schema.ts';

/** The sound library's answers (spec §2 Sounds, §7): a track, its pages, Trending and its audio link. */
export const soundSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    artist: z.string(),
    genre: z.string().nullable(),
    duration: z.number().describe('Seconds'),
    licenseType: z.string(),
    soundUse: z.number().int().describe('How many videos use it'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Sound', description: 'A library track as lists, the picker and the detail page show it' });

export type Sound = z.infer<typeof soundSchema>;

export const trendingSoundSchema = soundSchema
  .extend({ rank: z.number().int().min(1).describe('1-based position by use') })
  .meta({ id: 'TrendingSound', description: 'A track of Trending, with its rank' });

export type TrendingSound = z.infer<typeof trendingSoundSchema>;

export const soundPageSchema = pageSchema(soundSchema).meta({ id: 'SoundPage', description: 'One page of the library, keyset-paged' });

export type SoundPage = z.infer<typeof soundPageSchema>;

export const trendingSoundsSchema = z.object({ items: z.array(trendingSoundSchema) }).meta({ id: 'TrendingSounds', description: 'The top 10 sounds by use' });

export const soundVideosSchema = pageSchema(tileVideoSchema).meta({ id: 'SoundVideos', description: 'The videos using a sound, as grid tiles (thumbnail links signed)' });

export const soundAudioLinkSchema = z
  .object({ url: z.string().describe('A signed link to the audio file'), expiresIn: z.number().int().describe('Seconds the link lives') })
  .meta({ id: 'SoundAudioLink', description: 'A short-lived signed link to a track: 300 s for a preview, 3600 s for the editor' });

export type SoundAudioLink = z.infer<typeof soundAudioLinkSchema>;
