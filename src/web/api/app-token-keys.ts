/** Query keys of Settings → Apps and tokens; all under one root so a change can refresh the page at once. */
export const appTokenKeys = {
  all: ['app-tokens'] as const,
  tokens: ['app-tokens', 'tokens'] as const,
  apps: ['app-tokens', 'apps'] as const,
  authorized: ['app-tokens', 'authorized'] as const,
  /** The consent screen's check of an authorization request. */
  consent: (query: string) => ['oauth-consent', query] as const,
};
