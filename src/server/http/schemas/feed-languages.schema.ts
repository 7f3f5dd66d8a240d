import { z } from 'zod';
import { feedLanguagesField, VIDEO_LANGUAGES } from '../../../shared/video-language.ts';

/** The languages For You shows (issue 39, decision 048). */
export const feedLanguagesSchema = z
  .object({
    languages: z
      .array(z.enum(VIDEO_LANGUAGES))
      .describe('en, es or ar, each once. Empty: every language. Otherwise For You shows these and videos of unknown language'),
  })
  .meta({ id: 'FeedLanguages' });

/** The same as a request body (a component is either an input or an output): repeats are dropped. */
export const feedLanguagesInputSchema = z.object({ languages: feedLanguagesField.describe('en, es or ar; an empty list: every language') });
