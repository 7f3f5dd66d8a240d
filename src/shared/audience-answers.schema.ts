import { z } from 'zod';
import { pageSchema } from './page.schema.ts';
import { MUTE_DURATIONS, MUTED_WORD_MAX_LENGTH } from './audience.ts';

/**
 * The answers of a viewer's audience controls (issue 38): whom they muted, the words they muted, whether the
 * account is private and who asks to follow it.
 */

export const mutedUserSchema = z
  .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), mutedAt: z.string() })
  .meta({ id: 'MutedUser' });

export type MutedUser = z.infer<typeof mutedUserSchema>;

export const mutedUserListSchema = pageSchema(mutedUserSchema).meta({ id: 'MutedUserList', description: 'The people I muted, newest first, keyset-paged' });

/** A mute made (201). */
export const muteCreatedSchema = z.object({ mutedId: z.uuid() }).meta({ id: 'MuteCreated' });

export const mutedWordSchema = z
  .object({
    id: z.uuid(),
    word: z.string().describe('As typed: a word, a phrase or a #hashtag'),
    expiresAt: z.string().nullable().describe('When it stops applying; null: forever'),
    createdAt: z.string(),
  })
  .meta({ id: 'MutedWord' });

export type MutedWord = z.infer<typeof mutedWordSchema>;

/** Every muted word in force (at most MUTED_WORDS_MAX, so one list, not paged). */
export const mutedWordListSchema = z.object({ items: z.array(mutedWordSchema) }).meta({ id: 'MutedWordList' });

export const mutedWordInputSchema = z
  .object({
    word: z.string({ error: 'Word is required' }).min(1, 'Word is required').max(MUTED_WORD_MAX_LENGTH, `A muted word is at most ${MUTED_WORD_MAX_LENGTH} characters`),
    duration: z.enum(MUTE_DURATIONS, { error: 'Duration must be day, week, month or forever' }),
  })
  .describe('Matched as whole words, in any case and with or without accents');

const privacyFields = { privateAccount: z.boolean().describe('Following takes an approved request; only approved followers see the videos') };

export const privacySchema = z.object(privacyFields).meta({ id: 'Privacy' });

/** The same field as a request body (a component is either an input or an output). */
export const privacyInputSchema = z.object(privacyFields);

export const followRequestSchema = z
  .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), requestedAt: z.string() })
  .meta({ id: 'FollowRequest' });

export const followRequestListSchema = pageSchema(followRequestSchema).meta({ id: 'FollowRequestList', description: 'Who asks to follow me, newest first' });

export type FollowRequest = z.infer<typeof followRequestSchema>;
