import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { send } from '../factories/moderation.ts';
import { startLocalPeer, type LocalPeer } from '../../src/server/federation/net/local-peer.fixture.ts';
import { startFederatedApp } from './federation-peers.ts';
import { createRemoteAccount } from '../factories/remote-accounts.ts';

/**
 * Issue 52 items 6 and 7: policy by domain (subdomains, every port), allow-list-only, suspension cutting
 * follows, every change in the moderation log, Mastodon CSV import and export, and subscribed blocklists
 * fetched through the safe fetch and applied by an admin.
 */
let app: TestApp;
let admin: TestUser;
let local: TestUser;
let list: LocalPeer;
let listBody = '';
let listType = 'text/csv';

beforeAll(async () => {
  app = await startFederatedApp();
  [admin, local] = [await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  list = await startLocalPeer((_request, response) => void response.writeHead(200, { 'content-type': listType }).end(listBody));
});
afterAll(async () => {
  await list?.close();
  await app?.close();
});

const policy = () => app.ctx.services.instancePolicy;
const setHost = (host: string, body: object) => send(app, admin, 'PUT', `/api/admin/federation/instances/${encodeURIComponent(host)}`, body);
const trail = async () => (await send(app, admin, 'GET', '/api/admin/actions')).body.items as Array<{ action: string; targetHost: string | null; note: string | null }>;

const remoteAccount = (host: string, name: string) => createRemoteAccount(app, host, name);

describe('policy by domain', () => {
  it('holds a suspension for every subdomain and port, and a limit for accounts on a subdomain (M5)', async () => {
    expect((await setHost('Evil.Example:8443', { suspended: true })).body).toMatchObject({ host: 'evil.example', suspended: true });
    for (const host of ['evil.example', 'evil.example:443', 'a.evil.example:8443', 'deep.a.evil.example']) expect((await policy().decide(host)).federate, host).toBe(false);
    expect((await policy().decide('notevil.example')).federate).toBe(true);

    const loud = await remoteAccount('b.loud.example:8080', 'shouter');
    await setHost('loud.example', { limited: true });
    expect((await app.ctx.db.selectFrom('profiles').select('limited').where('userId', '=', loud).executeTakeFirstOrThrow()).limited).toBe(true);
    const known = (await send(app, admin, 'GET', '/api/admin/federation/instances')).body.items as Array<{ host: string; ruledBy: string | null }>;
    expect(known.find((row) => row.host === 'b.loud.example')).toMatchObject({ ruledBy: 'loud.example' });
    await setHost('loud.example', { limited: false });
    expect((await app.ctx.db.selectFrom('profiles').select('limited').where('userId', '=', loud).executeTakeFirstOrThrow()).limited).toBe(false);
  });

  it('federates only with allowed servers in allow-list-only mode', async () => {
    await setHost('friends.example', { allowed: true });
    expect((await send(app, admin, 'PUT', '/api/admin/federation', { enabled: true, remoteVideos: 'any', allowListOnly: true })).body).toMatchObject({ allowListOnly: true });
    expect((await policy().decide('a.friends.example')).federate).toBe(true);
    expect((await policy().decide('stranger.example')).federate).toBe(false);
    await send(app, admin, 'PUT', '/api/admin/federation', { enabled: true, remoteVideos: 'any', allowListOnly: false });
    expect((await policy().decide('stranger.example')).federate).toBe(true);
  });

  it('ends every follow with a suspended domain, both ways, and its follow requests', async () => {
    const [fan, idol, asker] = [await remoteAccount('cut.example:9000', 'fan'), await remoteAccount('sub.cut.example', 'idol'), await remoteAccount('cut.example', 'asker')];
    const { db } = app.ctx;
    await db.insertInto('follows').values([{ followerId: fan, followeeId: local.id }, { followerId: local.id, followeeId: idol }]).execute();
    await db.insertInto('followRequests').values({ requesterId: asker, targetId: local.id }).execute();
    await setHost('cut.example', { suspended: true });
    const follows = await db.selectFrom('follows').selectAll().where((eb) => eb.or([eb('followerId', 'in', [fan, idol]), eb('followeeId', 'in', [fan, idol])])).execute();
    expect(follows).toEqual([]);
    expect(await db.selectFrom('followRequests').selectAll().where('requesterId', '=', asker).execute()).toEqual([]);
  });

  it('writes every policy change to the moderation log with the server it was about', async () => {
    await setHost('logged.example', { limited: true, note: 'spam wave' });
    await setHost('logged.example', { limited: false, suspended: true });
    const rows = (await trail()).filter((row) => row.targetHost === 'logged.example').map((row) => row.action);
    expect(rows).toEqual(expect.arrayContaining(['server.limit', 'server.unlimit', 'server.suspend']));
    expect((await trail()).some((row) => row.action === 'federation.settings')).toBe(true);
  });
});

describe('Mastodon CSV', () => {
  const csv = '#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate\nimported.example,suspend,false,false,Spam,false\nquiet.example,silence,false,false,,false\nbad host,suspend,false,false,,false\n';

  it('reads a CSV without changing anything on a dry run, then imports it as the admin’s rules, logged', async () => {
    const dry = await send(app, admin, 'POST', '/api/admin/federation/blocklist/import', { csv, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ applied: 0, entries: [{ domain: 'imported.example', severity: 'suspend', comment: 'Spam' }, { domain: 'quiet.example', severity: 'limit' }] });
    expect(dry.body.skipped).toEqual([expect.objectContaining({ reason: 'not a domain' })]);
    expect((await policy().decide('imported.example')).federate).toBe(true);

    const done = await send(app, admin, 'POST', '/api/admin/federation/blocklist/import', { csv });
    expect(done.body.applied).toBe(2);
    expect((await policy().decide('x.imported.example:1234')).federate).toBe(false);
    expect((await policy().decide('quiet.example')).limited).toBe(true);
    expect((await trail()).find((row) => row.action === 'blocklist.import')?.note).toBe('2 servers: imported.example, quiet.example');

    const exported = await fetch(`${app.url}/api/admin/federation/blocklist/export`, { headers: admin.headers });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await exported.text();
    expect(text.split('\n')[0]).toBe('#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate');
    expect(text).toContain('imported.example,suspend,false,false,Spam,false');
    expect(text).toContain('quiet.example,silence,false,false,,false');
  });

  it('refuses bad input with 400 and a message, and anyone but an admin with 403', async () => {
    const bad = await send(app, admin, 'POST', '/api/admin/federation/blocklist/import', { csv: 42 });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: 'csv must be the text of a CSV file' } } });
    expect((await send(app, local, 'POST', '/api/admin/federation/blocklist/import', { csv })).status).toBe(403);
    expect((await fetch(`${app.url}/api/admin/federation/blocklist/export`, { headers: local.headers })).status).toBe(403);
  });
});

describe('subscribed blocklists', () => {
  it('fetches a list, shows its changes, applies them when the admin says so, and lifts only its own rules', async () => {
    listBody = 'listed.example,suspend\nmuted.example,silence\nhand.example,silence\n';
    await setHost('hand.example', { suspended: true }); // an admin's own rule, stronger than the list's
    const made = await send(app, admin, 'POST', '/api/admin/federation/blocklists', { url: list.url('/dni.csv') });
    expect(made.status).toBe(201);
    const fetched = (await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.body.id}/refresh`)).body;
    expect(fetched.changes.added.map((entry: { domain: string }) => entry.domain)).toEqual(['listed.example', 'muted.example', 'hand.example']);
    expect((await policy().decide('listed.example')).federate).toBe(true); // nothing applies before the admin does

    const applied = (await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.body.id}/apply`)).body;
    expect(applied).toMatchObject({ changes: null, appliedCount: 3 });
    expect((await policy().decide('listed.example')).federate).toBe(false);
    expect((await policy().decide('muted.example')).limited).toBe(true);
    expect((await policy().decide('hand.example')).federate).toBe(false); // not weakened to a limit

    // The list drops two domains: its own rule is lifted, the admin's stays.
    listBody = 'muted.example,silence\n';
    const next = (await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.body.id}/refresh`)).body;
    expect(next.changes.removed.map((entry: { domain: string }) => entry.domain)).toEqual(['listed.example', 'hand.example']);
    await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.body.id}/apply`);
    expect((await policy().decide('listed.example')).federate).toBe(true);
    expect((await policy().decide('hand.example')).federate).toBe(false);
    const actions = (await trail()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['blocklist.subscribe', 'blocklist.apply']));
    expect((await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.body.id}/apply`)).status).toBe(409);
  });

  it('reads a FIRES dataset, and says why a list cannot be fetched without touching what is applied', async () => {
    listType = 'application/json';
    listBody = JSON.stringify({ items: [{ change_id: '1', type: 'recommendation', entity_kind: 'Domain', entity_key: 'fires.example', recommended_policy: 'reject' }] });
    const made = (await send(app, admin, 'POST', '/api/admin/federation/blocklists', { url: list.url('/fires.json') })).body;
    expect((await send(app, admin, 'POST', `/api/admin/federation/blocklists/${made.id}/refresh`)).body.changes.added).toEqual([{ domain: 'fires.example', severity: 'suspend', comment: null }]);
    expect((await send(app, admin, 'POST', '/api/admin/federation/blocklists', { url: list.url('/fires.json') })).status).toBe(409);

    // A list inside a private network is never fetched, whatever the test setting allows on loopback.
    const hidden = (await send(app, admin, 'POST', '/api/admin/federation/blocklists', { url: 'http://10.0.0.1/list.csv' })).body;
    const failed = (await send(app, admin, 'POST', `/api/admin/federation/blocklists/${hidden.id}/refresh`)).body;
    expect(failed.fetchError).toMatch(/not a public address/);
    expect(failed.changes).toBeNull();
    expect((await send(app, admin, 'POST', '/api/admin/federation/blocklists', { url: 'ftp://lists.example/x' })).status).toBe(400);
    expect((await send(app, admin, 'DELETE', `/api/admin/federation/blocklists/${hidden.id}`)).status).toBe(204);
    expect((await trail()).some((row) => row.action === 'blocklist.unsubscribe' && row.targetHost === 'http://10.0.0.1/list.csv')).toBe(true);
  });
});
