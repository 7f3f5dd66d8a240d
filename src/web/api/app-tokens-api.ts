import type { AuthorizeRequest, CreateTokenInput, RegisterAppInput } from '../../shared/app-tokens.ts';
import { answer, contract, type Schemas } from './contract.ts';

export type PersonalTokenView = Schemas['PersonalToken'];
export type CreatedToken = Schemas['CreatedPersonalToken'];
export type OAuthAppView = Schemas['OAuthApp'];
export type RegisteredApp = Schemas['RegisteredOAuthApp'];
export type AuthorizedAppView = Schemas['AuthorizedApp'];
export type ConsentView = Schemas['OAuthConsent'];

const byId = (id: string) => ({ params: { path: { id } } });

/** Settings → Apps and tokens and the consent screen (issue 36 part 4, decision 040). */
export const appTokensApi = {
  tokens: (signal?: AbortSignal) => answer(contract.GET('/api/me/tokens', { signal })),
  createToken: (input: CreateTokenInput) => answer(contract.POST('/api/me/tokens', { body: input })),
  revokeToken: (id: string) => answer(contract.DELETE('/api/me/tokens/{id}', byId(id))),

  apps: (signal?: AbortSignal) => answer(contract.GET('/api/me/apps', { signal })),
  registerApp: (input: RegisterAppInput) => answer(contract.POST('/api/me/apps', { body: input })),
  deleteApp: (id: string) => answer(contract.DELETE('/api/me/apps/{id}', byId(id))),

  authorized: (signal?: AbortSignal) => answer(contract.GET('/api/me/authorized-apps', { signal })),
  revokeAuthorization: (id: string) => answer(contract.DELETE('/api/me/authorized-apps/{id}', byId(id))),

  consent: (request: AuthorizeRequest, signal?: AbortSignal) => answer(contract.GET('/api/oauth/authorize', { params: { query: request }, signal })),
  decide: (request: AuthorizeRequest, allow: boolean) => answer(contract.POST('/api/oauth/authorize', { body: { ...request, allow } })),
};
