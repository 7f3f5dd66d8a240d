import type { TestApp } from '../setup/test-app.ts';

/**
 * A remote account as federation makes one (decision 050): a user no password opens, a profile with its host,
 * and its actor row. `uri` defaults to https://<host>/users/<name>; `sharedInbox` when the server has one.
 */
export async function createRemoteAccount(app: TestApp, host: string, name: string, options: { uri?: string; sharedInbox?: string } = {}): Promise<string> {
  const { db } = app.ctx;
  const uri = options.uri ?? `https://${host}/users/${name}`;
  const user = await db.insertInto('users').values({ email: `activitypub:${uri}`, password_hash: 'remote' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ user_id: user.id, username: `${name}@${host}`, host }).execute();
  await db.insertInto('remote_actors').values({ user_id: user.id, uri, host, inbox: `${uri}/inbox`, shared_inbox: options.sharedInbox ?? null, followers_uri: `${uri}/followers` }).execute();
  return user.id;
}
