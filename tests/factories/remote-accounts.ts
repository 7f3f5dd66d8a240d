import type { TestApp } from '../setup/test-app.ts';

/**
 * A remote account as federation makes one (decision 050): a user no password opens, a profile with its host,
 * and its actor row. `uri` defaults to https://<host>/users/<name>; `sharedInbox` when the server has one.
 */
export async function createRemoteAccount(app: TestApp, host: string, name: string, options: { uri?: string; sharedInbox?: string } = {}): Promise<string> {
  const { db } = app.ctx;
  const uri = options.uri ?? `https://${host}/users/${name}`;
  const user = await db.insertInto('users').values({ email: `activitypub:${uri}`, passwordHash: 'remote' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ userId: user.id, username: `${name}@${host}`, host }).execute();
  await db.insertInto('remoteActors').values({ userId: user.id, uri, host, inbox: `${uri}/inbox`, sharedInbox: options.sharedInbox ?? null, followersUri: `${uri}/followers` }).execute();
  return user.id;
}
