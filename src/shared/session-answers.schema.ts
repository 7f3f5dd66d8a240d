import { z } from 'zod';
import { profileSchema } from './profile-answers.schema.ts';
import { LOCALES } from './i18n/locales.ts';

/** The signed-in account as the auth routes answer it. */
export const meSchema = z
  .object({
    /** email_verified and two_factor_enabled: issue 24 (the verify banner, the account screen). */
    user: z.object({ id: z.uuid(), email: z.string(), emailVerified: z.boolean(), twoFactorEnabled: z.boolean() }),
    // The account's own profile, as its owner sees it (banned included).
    profile: profileSchema,
    roles: z.array(z.enum(['admin', 'moderator'])),
    locale: z.enum(LOCALES).nullable().describe('The language chosen in Settings (en, es or ar); null follows the browser'),
  })
  .meta({ id: 'Me', description: 'The signed-in account: its user, its profile and its roles' });

export type Me = z.infer<typeof meSchema>;
export type Role = Me['roles'][number];

/**
 * GET /api/session: the browser's session probe, a 200 either way (decision 028). Me written out rather than
 * referred to: OpenAPI 3.0 cannot mark a $ref nullable (and openapi-fetch drops a property typed null alone, so
 * two shapes with `session: null` would not do either).
 */
export const sessionProbeSchema = z
  .object({ session: meSchema.extend({}).nullable().describe('The account signed in (as Me), or null for a visitor') })
  .meta({ id: 'SessionProbe', description: 'The caller\'s session: the account signed in, or null for a visitor (a 200 either way)' });

export type SessionProbe = z.infer<typeof sessionProbeSchema>;

/** A sign-in that opened a session: the account, and whether it ended a pending deletion (for the welcome-back message). */
export const signInSessionSchema = meSchema
  .extend({ deletionCancelled: z.literal(true).optional().describe('Present when this sign-in cancelled the account\'s pending deletion') })
  .meta({ id: 'SignInSession', description: 'The account just signed in (the session is the httpOnly cookie)' });

export type SignInSession = z.infer<typeof signInSessionSchema>;

/** Password sign-in of an account with two-factor on: no session yet, a ticket for the code step. */
export const twoFactorChallengeSchema = z
  .object({ twoFactorRequired: z.literal(true), ticket: z.string() })
  .meta({ id: 'TwoFactorChallenge', description: 'Two-factor is on: no session yet; send the ticket and a code to /api/auth/two-factor' });

export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A sign-in for a non-browser client: a bearer token instead of the cookie. */
export const authTokenSchema = z
  .object({ token: z.string(), expiresAt: z.iso.datetime(), me: signInSessionSchema })
  .meta({ id: 'AuthToken', description: 'A bearer token for the Authorization header, its expiry and the account' });

/** POST /api/auth/sign-in: a session, or a ticket for the code step. */
export const signInResultSchema = z.union([signInSessionSchema, twoFactorChallengeSchema]);
/** POST /api/auth/token: a bearer token, or a ticket for the code step. */
export const tokenSignInResultSchema = z.union([authTokenSchema, twoFactorChallengeSchema]);
/** POST /api/auth/two-factor: answered as the first step asked (a cookie session, or a token). */
export const twoFactorSignInResultSchema = z.union([signInSessionSchema, authTokenSchema]);
