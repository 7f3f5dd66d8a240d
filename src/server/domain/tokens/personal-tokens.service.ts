import type { PersonalTokensRepo } from '../../data/repos/personal-tokens.repo.ts';
import { APP_TOKEN_MESSAGES, type CreatedToken, type CreateTokenInput, type PersonalTokenView, type Scope } from '../../../shared/app-tokens.ts';
import { notFound } from '../errors.ts';
import { hintOf, newSecret, storedHash } from './token-format.ts';

const DAY_MS = 86_400_000;

type Row = Awaited<ReturnType<PersonalTokensRepo['listFor']>>[number];

const view = (row: Row): PersonalTokenView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as Scope[],
  hint: row.hint,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
});

/** A person's tokens for their own scripts (decision 040): shown once, stored as a hash, revoked by deletion. */
export class PersonalTokensService {
  constructor(private readonly tokens: PersonalTokensRepo) {}

  async create(userId: string, input: CreateTokenInput): Promise<CreatedToken> {
    const token = newSecret('personal');
    const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null;
    const scopes = [...new Set(input.scopes)];
    const row = await this.tokens.insert({ userId, name: input.name, scopes, tokenHash: storedHash(token), hint: hintOf(token), expiresAt });
    return { ...view(row), token };
  }

  async list(userId: string): Promise<PersonalTokenView[]> {
    return (await this.tokens.listFor(userId)).map(view);
  }

  /** Deleting the row is the revocation: the next request with the token finds nothing (tokens are never cached). */
  async revoke(userId: string, id: string) {
    if (!(await this.tokens.delete(userId, id))) throw notFound(APP_TOKEN_MESSAGES.tokenNotFound);
  }
}
