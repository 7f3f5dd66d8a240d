// Types only: the schemas' zod stays out of every chunk that imports this file.
import type {
  AuthorizedAppView, AuthorizeRequest, ConsentView, CreatedToken, CreateTokenInput, OAuthAppView, PersonalTokenView, RegisteredApp, RegisterAppInput,
} from '../../shared/app-tokens.ts';
import { api } from './client.ts';

const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Settings → Apps and tokens and the consent screen (issue 36 part 4, decision 040). */
export const appTokensApi = {
  tokens: (signal?: AbortSignal) => api.get<PersonalTokenView[]>('/api/me/tokens', signal),
  createToken: (input: CreateTokenInput) => api.post<CreatedToken>('/api/me/tokens', input),
  revokeToken: (id: string) => api.delete<void>(one('/api/me/tokens', id)),

  apps: (signal?: AbortSignal) => api.get<OAuthAppView[]>('/api/me/apps', signal),
  registerApp: (input: RegisterAppInput) => api.post<RegisteredApp>('/api/me/apps', input),
  deleteApp: (id: string) => api.delete<void>(one('/api/me/apps', id)),

  authorized: (signal?: AbortSignal) => api.get<AuthorizedAppView[]>('/api/me/authorized-apps', signal),
  revokeAuthorization: (id: string) => api.delete<void>(one('/api/me/authorized-apps', id)),

  consent: (request: AuthorizeRequest, signal?: AbortSignal) => api.get<ConsentView>(`/api/oauth/authorize?${new URLSearchParams(request as Record<string, string>)}`, signal),
  decide: (request: AuthorizeRequest, allow: boolean) => api.post<{ redirect: string }>('/api/oauth/authorize', { ...request, allow }),
};

/** Query keys of Settings → Apps and tokens; all under one root so a change can refresh the page at once. */
export const appTokenKeys = {
  all: ['app-tokens'] as const,
  tokens: ['app-tokens', 'tokens'] as const,
  apps: ['app-tokens', 'apps'] as const,
  authorized: ['app-tokens', 'authorized'] as const,
  consent: (query: string) => ['oauth-consent', query] as const,
};
