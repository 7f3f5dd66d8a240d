import { z } from 'zod';
import type { Me, SessionProbe } from '../../../shared/api-types.ts';
import type { TwoFactorChallenge } from '../../../shared/account-types.ts';
import { profileSchema } from './profiles.schema.ts';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import type { OpenedSession } from '../../domain/auth/auth.service.ts';

/** The signed-in account as the auth routes answer it (Me in src/shared/api-types.ts). */
export const meSchema = z
  .object({
    user: z.object({ id: z.uuid(), email: z.string(), email_verified: z.boolean(), two_factor_enabled: z.boolean() }),
    // The account's own profile, as its owner sees it (banned included).
    profile: profileSchema,
    roles: z.array(z.enum(['admin', 'moderator'])),
    locale: z.enum(LOCALES).nullable().describe('The language chosen in Settings (en, es or ar); null follows the browser'),
  })
  .meta({ id: 'Me', description: 'The signed-in account: its user, its profile and its roles' });

// Me written out rather than referred to: OpenAPI 3.0 cannot mark a $ref nullable (and openapi-fetch drops a
// property typed null alone, so two shapes with `session: null` would not do either).
export const sessionProbeSchema = z
  .object({ session: meSchema.extend({}).nullable().describe('The account signed in (as Me), or null for a visitor') })
  .meta({ id: 'SessionProbe', description: 'The caller\'s session: the account signed in, or null for a visitor (a 200 either way)' });

/** A sign-in that opened a session: the account, and whether it ended a pending deletion. */
export const signInSessionSchema = meSchema
  .extend({ deletion_cancelled: z.literal(true).optional().describe('Present when this sign-in cancelled the account\'s pending deletion') })
  .meta({ id: 'SignInSession', description: 'The account just signed in (the session is the httpOnly cookie)' });

export const twoFactorChallengeSchema = z
  .object({ two_factor_required: z.literal(true), ticket: z.string() })
  .meta({ id: 'TwoFactorChallenge', description: 'Two-factor is on: no session yet; send the ticket and a code to /api/auth/two-factor' });

/** A sign-in for a non-browser client: a bearer token instead of the cookie. */
export const authTokenSchema = z
  .object({ token: z.string(), expires_at: z.iso.datetime(), me: signInSessionSchema })
  .meta({ id: 'AuthToken', description: 'A bearer token for the Authorization header, its expiry and the account' });

/** POST /api/auth/sign-in: a session, or a ticket for the code step. */
export const signInResultSchema = z.union([signInSessionSchema, twoFactorChallengeSchema]);
/** POST /api/auth/token: a bearer token, or a ticket for the code step. */
export const tokenSignInResultSchema = z.union([authTokenSchema, twoFactorChallengeSchema]);
/** POST /api/auth/two-factor: answered as the first step asked (a cookie session, or a token). */
export const twoFactorSignInResultSchema = z.union([signInSessionSchema, authTokenSchema]);

// The serializer sends only what a schema lists: the schemas and the shared types must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SessionSchemasMatchTypes = Assert<
  Same<z.infer<typeof meSchema>, Me> &
    Same<z.infer<typeof sessionProbeSchema>, SessionProbe> &
    Same<z.infer<typeof twoFactorChallengeSchema>, TwoFactorChallenge> &
    Same<z.infer<typeof signInSessionSchema>, OpenedSession['me']>
>;
