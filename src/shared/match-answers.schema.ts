import { z } from 'zod';

/** Singles matching's answers (spec §2 Singles Match, §7 Matching). */

export const matchProfileSchema = z
  .object({
    gender: z.string().nullable(),
    age: z.number().int().nullable(),
    interests: z.array(z.string()),
    location: z.string().nullable(),
    optedIn: z.boolean(),
  })
  .meta({ id: 'MatchProfile', description: 'The dating profile: matching is for adults who opted in' });

export type DatingProfile = z.infer<typeof matchProfileSchema>;

export const matchCandidateSchema = z
  .object({
    userId: z.uuid(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string(),
    age: z.number().int(),
    gender: z.string().nullable(),
    location: z.string().nullable(),
    /** At most INTERESTS_PER_CARD. */
    interests: z.array(z.string()).describe('At most a card’s worth'),
  })
  .meta({ id: 'MatchCandidate', description: 'A person Discover or AI Picks shows' });

export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const matchCandidatesSchema = z
  .object({ items: z.array(matchCandidateSchema) })
  .meta({ id: 'MatchCandidates', description: 'Up to 50 opted-in people the viewer has not swiped' });

export const swipeResultSchema = z
  .object({ matched: z.boolean(), roomId: z.uuid().nullable().describe('The private room the match opened, when matched') })
  .meta({ id: 'SwipeResult', description: 'What a swipe did' });

export type SwipeResult = z.infer<typeof swipeResultSchema>;

export const matchPickSchema = z
  .object({
    candidate: matchCandidateSchema,
    score: z.number(),
    /** Spec §9. */
    vibe: z.number().int().describe('round(score × 100)'),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'MatchPick', description: 'The top AI pick and why' });

export type MatchPick = z.infer<typeof matchPickSchema>;

// The pick is written out (an unnamed copy of MatchPick): OpenAPI 3.0 cannot make a $ref nullable without a `type`.
export const matchTopPickSchema = z
  .object({ pick: matchPickSchema.extend({}).nullable().describe('Null when nobody scores yet') })
  .meta({ id: 'MatchTopPick', description: 'The viewer’s top AI pick, or null when nobody scores yet' });
