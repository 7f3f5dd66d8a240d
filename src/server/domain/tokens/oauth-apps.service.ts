import type { OAuthAppsRepo } from '../../data/repos/oauth-apps.repo.ts';
import type { OAuthGrantsRepo } from '../../data/repos/oauth-grants.repo.ts';
import { APP_TOKEN_MESSAGES, type AuthorizedAppView, type OAuthAppView, type RegisteredApp, type RegisterAppInput, type Scope } from '../../../shared/app-tokens.ts';
import { notFound } from '../errors.ts';
import { newSecret, storedHash } from './token-format.ts';

type AppRow = Awaited<ReturnType<OAuthAppsRepo['listFor']>>[number];

const appView = (row: AppRow): OAuthAppView => ({
  id: row.id,
  name: row.name,
  clientId: row.clientId,
  confidential: row.clientSecretHash !== null,
  redirectUris: row.redirectUris,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Apps a person registered (as a developer) and apps a person allowed (as a user); decision 040. */
export class OAuthAppsService {
  constructor(
    private readonly apps: OAuthAppsRepo,
    private readonly grants: OAuthGrantsRepo,
  ) {}

  /** The client secret, like a token, is answered once and stored as a hash. */
  async register(ownerId: string, input: RegisterAppInput): Promise<RegisteredApp> {
    const secret = input.confidential ? newSecret('clientSecret') : null;
    const row = await this.apps.insert({
      ownerId,
      name: input.name,
      clientId: newSecret('clientId').slice(0, 32),
      clientSecretHash: secret ? storedHash(secret) : null,
      redirectUris: [...new Set(input.redirectUris)],
    });
    return { ...appView(row), clientSecret: secret };
  }

  async list(ownerId: string): Promise<OAuthAppView[]> {
    return (await this.apps.listFor(ownerId)).map(appView);
  }

  async remove(ownerId: string, id: string) {
    if (!(await this.apps.delete(ownerId, id))) throw notFound(APP_TOKEN_MESSAGES.appNotFound);
  }

  async authorized(userId: string): Promise<AuthorizedAppView[]> {
    return (await this.grants.listFor(userId)).map((row) => ({
      id: row.id,
      appName: row.appName,
      scopes: row.scopes as Scope[],
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    }));
  }

  /** Ends an app's access at once: the grant and every code and token under it are deleted. */
  async revokeAuthorization(userId: string, grantId: string) {
    if (!(await this.grants.deleteGrant(userId, grantId))) throw notFound(APP_TOKEN_MESSAGES.appNotFound);
  }
}
