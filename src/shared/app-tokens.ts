import { z } from 'zod';
import { APP_TOKEN_MESSAGES } from './app-token-messages.ts';

/**
 * Issue 36 part 4 (decision 040): what a personal access token or an OAuth app may do, the inputs that make
 * them, and what the API answers about them. Shared by the server, the settings page and the consent screen.
 */
export const SCOPES = ['read', 'write', 'messages', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

export { APP_TOKEN_MESSAGES, SCOPE_LABELS } from './app-token-messages.ts';

export const TOKEN_NAME_MAX = 60;
export const APP_REDIRECT_URIS_MAX = 5;
/** How long a personal access token may live when its creator sets an expiry. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

const scopeList = z.array(z.enum(SCOPES, { error: APP_TOKEN_MESSAGES.unknownScope })).min(1, APP_TOKEN_MESSAGES.scopesRequired).max(SCOPES.length);
const name = z.string({ error: APP_TOKEN_MESSAGES.nameRequired }).trim().min(1, APP_TOKEN_MESSAGES.nameRequired).max(TOKEN_NAME_MAX);

/** https anywhere, or http on the loopback host for development; exact strings, so no fragment. */
export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

export const createTokenSchema = z.object({
  name,
  scopes: scopeList,
  expiresInDays: z.union(TOKEN_EXPIRY_DAYS.map((days) => z.literal(days))).nullable().optional(),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

export const registerAppSchema = z.object({
  name,
  redirectUris: z.array(z.string().trim().max(500).refine(isAllowedRedirectUri, APP_TOKEN_MESSAGES.redirectUri)).min(1, APP_TOKEN_MESSAGES.redirectUri).max(APP_REDIRECT_URIS_MAX),
  /** Confidential apps (a server) get a client secret; public ones (mobile, single-page) use PKCE alone. */
  confidential: z.boolean().default(true),
});
export type RegisterAppInput = z.infer<typeof registerAppSchema>;

/** The authorization request (RFC 6749 §4.1.1 with RFC 7636), as the consent screen passes it on. */
export const authorizeQuerySchema = z.object({
  response_type: z.string().max(40),
  client_id: z.string().max(100),
  redirect_uri: z.string().max(500),
  scope: z.string().max(200).optional(),
  state: z.string().max(500).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
});
export type AuthorizeRequest = z.infer<typeof authorizeQuerySchema>;
export const authorizeDecisionSchema = authorizeQuerySchema.extend({ allow: z.boolean() });

/** The answers, described by their schemas (app-token-answers.schema.ts). */
export type { AuthorizedAppView, ConsentView, CreatedToken, OAuthAppView, PersonalTokenView, RegisteredApp } from './app-token-answers.schema.ts';
