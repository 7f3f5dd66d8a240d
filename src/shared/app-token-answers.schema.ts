import { z } from 'zod';
import { SCOPES } from './app-tokens.ts';

/** The answers of Settings → Apps and tokens and of the OAuth endpoints (issue 36, decision 040). */
const scopes = z.array(z.enum(SCOPES));
const timestamp = z.string().describe('ISO 8601');

export const personalTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes,
    hint: z.string().describe('The token\'s last characters, to tell tokens apart'),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
    expiresAt: timestamp.nullable(),
  })
  .meta({ id: 'PersonalToken' });

export type PersonalTokenView = z.infer<typeof personalTokenSchema>;

export const createdPersonalTokenSchema = personalTokenSchema
  .extend({ token: z.string().describe('The token itself: shown in this answer only, stored as a hash') })
  .meta({ id: 'CreatedPersonalToken' });

/** Only the answer to creating a token holds the token itself: it is shown once and never again. */
export type CreatedToken = z.infer<typeof createdPersonalTokenSchema>;

export const oauthAppSchema = z
  .object({ id: z.uuid(), name: z.string(), clientId: z.string(), confidential: z.boolean(), redirectUris: z.array(z.string()), createdAt: timestamp })
  .meta({ id: 'OAuthApp' });

export type OAuthAppView = z.infer<typeof oauthAppSchema>;

export const registeredOAuthAppSchema = oauthAppSchema
  .extend({ clientSecret: z.string().nullable().describe('A confidential app\'s secret, shown in this answer only; null for a public app') })
  .meta({ id: 'RegisteredOAuthApp' });

export type RegisteredApp = z.infer<typeof registeredOAuthAppSchema>;

export const authorizedAppSchema = z
  .object({ id: z.uuid(), appName: z.string(), scopes, createdAt: timestamp, lastUsedAt: timestamp.nullable() })
  .meta({ id: 'AuthorizedApp' });

export type AuthorizedAppView = z.infer<typeof authorizedAppSchema>;

/** What the consent screen shows before the person decides. */
export const oauthConsentSchema = z.object({ appName: z.string(), scopes, redirectUri: z.string() }).meta({ id: 'OAuthConsent' });

export type ConsentView = z.infer<typeof oauthConsentSchema>;

export const oauthRedirectSchema = z
  .object({ redirect: z.string().describe('Where to send the browser: the app\'s redirect_uri with a code and state, or error=access_denied') })
  .meta({ id: 'OAuthRedirect' });

export const oauthTokensSchema = z
  .object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int(), refresh_token: z.string(), scope: z.string() })
  .meta({ id: 'OAuthTokens', description: 'RFC 6749 §5.1' });

export const oauthRevokedSchema = z.object({}).describe('RFC 7009: the same empty answer whether or not the token existed');

export const oauthMetadataSchema = z
  .object({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    revocation_endpoint: z.string(),
    scopes_supported: scopes,
    response_types_supported: z.array(z.string()),
    grant_types_supported: z.array(z.string()),
    code_challenge_methods_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    revocation_endpoint_auth_methods_supported: z.array(z.string()),
  })
  .meta({ id: 'OAuthServerMetadata', description: 'RFC 8414' });
