import { z } from 'zod';
import { TAG_NAME } from './search-types.ts';
import { SEARCH_ERRORS } from './search-messages.ts';

/**
 * For You's signals (issue 56, decision 075): what watching teaches the ranking, what a new person picks to
 * start with, and the reasons a card can give for being there.
 */

/** A watch shorter than this that did not complete is a quick skip: the viewer flicked past. */
export const QUICK_SKIP_MS = 2000;
/** A video's watching quality (completions, skips over everyone) halves its weight every this many days. */
export const WATCH_QUALITY_HALF_LIFE_DAYS = 7;
/** A viewer's record with a video (and so with its creator and tags) halves its weight every this many days. */
export const WATCH_SIGNAL_HALF_LIFE_DAYS = 14;
/** One item in this many of For You comes from outside the viewer's graph and history, chosen by quality. */
export const DISCOVERY_EVERY = 5;
/** At most this many tags and this many creators can be picked as interests. */
export const INTERESTS_MAX = 10;
/** The welcome screen asks for at least this many interests before it goes on (skipping is always allowed). */
export const INTERESTS_SUGGESTED_MIN = 2;

/** Why a video is in someone's For You, in the order of strength the ranker found; at most two are shown. */
export const FOR_YOU_REASON_KINDS = ['follow', 'interest', 'creator', 'tag', 'peers', 'popular', 'quality', 'new', 'discovery'] as const;
export type ForYouReasonKind = (typeof FOR_YOU_REASON_KINDS)[number];

export const forYouReasonSchema = z
  .object({
    kind: z.enum(FOR_YOU_REASON_KINDS).describe('follow: you follow the creator; interest: you picked the tag or creator; creator: you watch and like this creator; tag: you watch this tag; peers: people who like what you like liked it; popular; quality: people watch it to the end; new; discovery: something outside what you usually watch'),
    tag: z.string().optional().describe('The tag, for interest and tag'),
    username: z.string().optional().describe("The creator's username, for follow, interest and creator"),
  })
  .meta({ id: 'ForYouReason' });
export type ForYouReason = z.infer<typeof forYouReasonSchema>;

export const forYouReasonsSchema = z
  .object({ reasons: z.array(forYouReasonSchema).max(2).describe('The two strongest reasons, strongest first') })
  .meta({ id: 'ForYouReasons' });

const tagName = z
  .string()
  .transform((tag) => tag.trim().replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(TAG_NAME, SEARCH_ERRORS.invalidTag));

export const interestsInputSchema = z.object({
  tags: z.array(tagName).max(INTERESTS_MAX, `Pick at most ${INTERESTS_MAX} tags`).describe('Tags, with or without #'),
  creators: z.array(z.uuid('Invalid id')).max(INTERESTS_MAX, `Pick at most ${INTERESTS_MAX} creators`).describe("Creators' user ids"),
});

export const interestsSchema = z
  .object({
    tags: z.array(z.string()),
    creators: z.array(z.object({ id: z.uuid(), username: z.string() })),
  })
  .meta({ id: 'ForYouInterests' });

export const interestChoicesSchema = z
  .object({
    tags: z.array(z.object({ name: z.string(), videoCount: z.number().int() })).describe('The tags with most videos'),
    creators: z
      .array(z.object({ id: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), followerCount: z.number().int() }))
      .describe('The most followed creators with a video I may watch'),
  })
  .meta({ id: 'InterestChoices' });

export const hiddenCreatorSchema = z.object({ hidden: z.boolean() }).meta({ id: 'HiddenCreatorState' });

export const hiddenCreatorListSchema = z
  .object({ items: z.array(z.object({ id: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() })) })
  .meta({ id: 'HiddenCreatorList' });
