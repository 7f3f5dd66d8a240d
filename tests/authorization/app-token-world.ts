import type { TestApp } from '../setup/test-app.ts';
import type { TestUser } from '../factories/users.ts';
import { pkcePair } from '../factories/app-tokens.ts';

/** What the matrix's rows for issue 36 part 4 act on; every helper makes a fresh thing of the owner's. */
export interface AppTokenWorld {
  /** The scoped-token column's credential: a `read` personal access token of the `user` account. */
  readToken: string;
  /** A public app of a bystander's, with one loopback redirect URI. */
  clientId: string;
  redirectUri: string;
  /** A valid authorization request of that app, as the consent screen passes it on. */
  authorizeQuery(): Record<string, string>;
  /** A new personal access token of the owner's, by id. */
  ownerTokenId(): Promise<string>;
  /** A new app the owner registered, by id. */
  ownerAppId(): Promise<string>;
  /** The owner's grant to a new app, by id. */
  ownerGrantId(): Promise<string>;
  /** A live code the owner allowed, with its verifier, for the token endpoint. */
  liveCode(): Promise<{ code: string; verifier: string }>;
}

export async function createAppTokenWorld(app: TestApp, accounts: { user: TestUser; owner: TestUser; developerId: string }): Promise<AppTokenWorld> {
  const { personalTokens, oauthApps, oauthConsent } = app.ctx.services;
  const read = await personalTokens.create(accounts.user.id, { name: 'Matrix reader', scopes: ['read'] });
  const redirectUri = 'http://127.0.0.1:9/matrix';
  const client = await oauthApps.register(accounts.developerId, { name: 'Matrix App', redirectUris: [redirectUri], confidential: false });
  const authorizeQuery = () => ({
    response_type: 'code', client_id: client.clientId, redirect_uri: redirectUri, scope: 'read', state: 'matrix', code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
  });
  return {
    readToken: read.token,
    clientId: client.clientId,
    redirectUri,
    authorizeQuery,
    ownerTokenId: async () => (await personalTokens.create(accounts.owner.id, { name: 'Matrix owner token', scopes: ['read'] })).id,
    ownerAppId: async () => (await oauthApps.register(accounts.owner.id, { name: 'Owner App', redirectUris: [redirectUri], confidential: true })).id,
    ownerGrantId: async () => {
      const other = await oauthApps.register(accounts.developerId, { name: 'Granted App', redirectUris: [redirectUri], confidential: false });
      await oauthConsent.decide(accounts.owner.id, { ...authorizeQuery(), client_id: other.clientId }, true);
      const grants = await oauthApps.authorized(accounts.owner.id);
      return grants.find((grant) => grant.appName === 'Granted App')!.id;
    },
    liveCode: async () => {
      const { verifier, challenge } = pkcePair();
      const { redirect } = await oauthConsent.decide(accounts.owner.id, { ...authorizeQuery(), code_challenge: challenge }, true);
      return { code: new URL(redirect).searchParams.get('code')!, verifier };
    },
  };
}
