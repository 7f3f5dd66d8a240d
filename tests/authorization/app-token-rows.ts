import type { RouteRow } from './route-rows.ts';

/** Issue 36 part 4's routes (decision 040). The settings routes are the person's own; the OAuth endpoints anyone's. */
// Columns:                                                                       visitor user owner  mod admin banned
export const APP_TOKEN_ROWS: RouteRow[] = [
  { route: 'GET /api/me/tokens', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/tokens' }) },
  { route: 'POST /api/me/tokens', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/me/tokens', body: { name: 'Matrix', scopes: ['read'] } }) },
  { route: 'DELETE /api/me/tokens/:id', variant: "the owner's token", expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/me/tokens/${await w.appTokens.ownerTokenId()}` }) },
  { route: 'GET /api/me/apps', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/apps' }) },
  { route: 'POST /api/me/apps', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/me/apps', body: { name: 'Matrix', redirectUris: ['https://matrix.example/cb'] } }) },
  { route: 'DELETE /api/me/apps/:id', variant: "the owner's app", expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/me/apps/${await w.appTokens.ownerAppId()}` }) },
  { route: 'GET /api/me/authorized-apps', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/authorized-apps' }) },
  {
    route: 'DELETE /api/me/authorized-apps/:id', variant: "the owner's grant", expect: [401, 404, 204, 404, 404, 403],
    request: async (w) => ({ path: `/api/me/authorized-apps/${await w.appTokens.ownerGrantId()}` }),
  },
  { route: 'GET /api/oauth/authorize', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/oauth/authorize?${new URLSearchParams(w.appTokens.authorizeQuery())}` }) },
  { route: 'POST /api/oauth/authorize', expect: [401, 200, 200, 200, 200, 403], request: (w) => ({ path: '/api/oauth/authorize', body: { ...w.appTokens.authorizeQuery(), allow: true } }) },
  // The token endpoint authenticates the app, not a person: a cookie changes nothing but a banned one's writes.
  {
    route: 'POST /oauth/token', variant: 'a made-up code', expect: [400, 400, 400, 400, 400, 403],
    request: (w) => ({ path: '/oauth/token', body: { grant_type: 'authorization_code', code: 'pop_oac_made-up', redirect_uri: w.appTokens.redirectUri, code_verifier: 'v'.repeat(43), client_id: w.appTokens.clientId } }),
  },
  {
    route: 'POST /oauth/token', variant: 'a live code with its verifier (whoever holds both)', expect: [200, 200, 200, 200, 200, 403],
    request: async (w) => {
      const { code, verifier } = await w.appTokens.liveCode();
      return { path: '/oauth/token', body: { grant_type: 'authorization_code', code, redirect_uri: w.appTokens.redirectUri, code_verifier: verifier, client_id: w.appTokens.clientId } };
    },
  },
  { route: 'POST /oauth/revoke', expect: [200, 200, 200, 200, 200, 403], request: (w) => ({ path: '/oauth/revoke', body: { token: 'pop_oat_made-up', client_id: w.appTokens.clientId } }) },
  { route: 'GET /.well-known/oauth-authorization-server', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/.well-known/oauth-authorization-server' }) },
];
