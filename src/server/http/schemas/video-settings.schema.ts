import { z } from 'zod';
import { COMMENT_POLICIES, VIDEO_VISIBILITIES } from '../../../shared/audience.ts';
import { VIDEO_LANGUAGES } from '../../../shared/video-language.ts';

/**
 * What every answer about a video carries of its settings (issue 38): cards, tiles, profile tiles, and the
 * upload and edit answers, so a client can blur a sensitive video and show who may comment without asking again.
 */
export const videoSettingsShape = {
  visibility: z.enum(VIDEO_VISIBILITIES).describe('Who may watch: public, followers, only_me or unlisted'),
  sensitive: z.boolean().describe('Shown blurred behind its warning until the viewer chooses to see it'),
  content_warning: z.string().nullable().describe('The warning over a sensitive video; null: say "Sensitive content"'),
  comment_policy: z.enum(COMMENT_POLICIES).describe('Who may comment: everyone, followers or off'),
  language: z.enum(VIDEO_LANGUAGES).nullable().describe('What the caption is written in: en, es or ar; null when unknown. Search stems the caption in it'),
  alt_text: z.string().nullable().describe("What the video shows, for people who cannot see it: the player's accessible name; null when not written"),
};
