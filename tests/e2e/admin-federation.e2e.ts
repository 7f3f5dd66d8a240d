import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditScreen, popreelForFile } from './harness.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';

const suite = popreelForFile();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
const HOST = 'spam.example';

/** A remote account as the federation migration describes it, so the server is known with one account. */
async function remoteAccount(host: string, name: string) {
  const uri = `https://${host}/users/${name}`;
  const [user] = (await suite.popreel.query("insert into users (email, password_hash) values ($1, 'remote') returning id", [`activitypub:${uri}`])) as { id: string }[];
  await suite.popreel.query('insert into profiles (user_id, username, host) values ($1, $2, $3)', [user.id, `${name}@${host}`, host]);
  await suite.popreel.query('insert into remote_actors (user_id, uri, host, inbox) values ($1, $2, $3, $4)', [user.id, uri, host, `${uri}/inbox`]);
}
const suspendedAt = async (host: string) =>
  ((await suite.popreel.query('select suspended_at from federation_instances where host = $1', [host])) as { suspendedAt: Date | null }[])[0]?.suspendedAt ?? null;

describe('the Federation screen', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    await suite.popreel.query("insert into user_roles (user_id, role) values ($1, 'admin')", [admin.account.id]);
    await remoteAccount(HOST, 'spammer');
  });
  afterAll(() => admin?.context.close());

  it('is reached from the admin screen, lists a known server, suspends it and undoes it, and adds a server by name', async () => {
    const { page } = admin;
    await page.goto('/admin/reports');
    await page.getByRole('link', { name: 'Federation', exact: true }).click();
    await page.waitForURL('**/admin/federation');
    await page.getByRole('switch', { name: /Federate with other servers/ }).waitFor();
    expect(await page.getByRole('switch', { name: /Federate with other servers/ }).isChecked()).toBe(true);

    const row = page.locator(`tr[data-host="${HOST}"]`);
    await row.waitFor();
    expect(await row.getByRole('cell').first().innerText()).toBe('1');
    await auditScreen(page);

    await row.getByRole('button', { name: `Suspend ${HOST}`, exact: true }).click();
    await row.getByRole('button', { name: `Unsuspend ${HOST}`, exact: true }).waitFor();
    expect(await row.innerText()).toContain('Suspended');
    await poll(() => suspendedAt(HOST).then(Boolean)).toBe(true);

    await row.getByRole('button', { name: `Unsuspend ${HOST}`, exact: true }).click();
    await row.getByRole('button', { name: `Suspend ${HOST}`, exact: true }).waitFor();
    await poll(() => suspendedAt(HOST).then(Boolean)).toBe(false);

    // A bad name is refused on the spot; a good one joins the list, never seen yet.
    await page.getByLabel('Server', { exact: true }).fill('not a host');
    await page.getByRole('button', { name: 'Add server', exact: true }).click();
    await page.getByText('Enter a server name like example.com or example.com:8080').waitFor();
    await page.getByLabel('Server', { exact: true }).fill('Later.Example');
    await page.getByRole('button', { name: 'Add server', exact: true }).click();
    const added = page.locator('tr[data-host="later.example"]');
    await added.waitFor();
    expect(await added.innerText()).toContain('Never');

    // Issue 57: embeds limited to one blog; the player then tells browsers only that site may frame it.
    await page.getByRole('switch', { name: /Any site may embed videos/ }).uncheck();
    await page.getByLabel('Sites allowed to embed').fill('https://blog.example/my-post');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByLabel('Sites allowed to embed').inputValue()).toBe('https://blog.example');
    // Any player page says so, the unavailable one included.
    const player = await fetch(`${suite.popreel.baseUrl}/embed/00000000-0000-4000-8000-000000000000`);
    expect(player.headers.get('content-security-policy')).toContain('frame-ancestors https://blog.example');
  });

  it('imports a Mastodon CSV naming evil.example, after which an actor from a.evil.example:8443 is refused, and the moderation log shows the import (issue 52)', async () => {
    const { page } = admin;
    await page.goto('/admin/federation');
    const csv = '#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate\nevil.example,suspend,false,false,Harassment campaign,false\n';
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'domain_blocks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The server reads it first: the admin sees every domain and its rule before anything changes.
    const preview = page.getByRole('region', { name: 'Servers in this list' });
    await preview.waitFor();
    expect(await preview.innerText()).toMatch(/evil\.example\s+Suspend\s+Harassment campaign/);
    expect(await suspendedAt('evil.example')).toBeNull();
    await auditScreen(page);
    await page.getByRole('button', { name: 'Import 1 server', exact: true }).click();
    await page.getByText('Imported 1 server', { exact: true }).first().waitFor();
    await poll(() => suspendedAt('evil.example').then(Boolean)).toBe(true);
    expect(await page.locator('tr[data-host="evil.example"]').innerText()).toContain('Suspended');

    // A subdomain on another port is the same server: refused at the inbox before its key is ever fetched.
    const refused = await fetch(`${suite.popreel.baseUrl}/ap/inbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/activity+json',
        signature: 'keyId="https://a.evil.example:8443/users/mallory#main-key",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="AAAA"',
      },
      body: JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', id: 'https://a.evil.example:8443/follows/1', type: 'Follow', actor: 'https://a.evil.example:8443/users/mallory', object: `${suite.popreel.baseUrl}/ap/users/${admin.account.id}` }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('This server does not take activities from yours');

    // The export is Mastodon's own format, with the rule just imported.
    const exported = await page.request.get('/api/admin/federation/blocklist/export');
    expect(exported.status()).toBe(200);
    expect(await exported.text()).toContain('evil.example,suspend,false,false,Harassment campaign,false');

    await page.goto('/admin/reports?tab=audit');
    const trail = page.getByRole('region', { name: 'Audit trail table' });
    await trail.getByText('Imported blocklist', { exact: true }).waitFor();
    const importRow = trail.getByRole('row').filter({ hasText: 'Imported blocklist' });
    expect(await importRow.innerText()).toContain('1 server: evil.example');
    const suspendRow = trail.getByRole('row').filter({ hasText: 'evil.example' }).filter({ hasNotText: 'Imported blocklist' });
    expect(await suspendRow.innerText()).toMatch(/Suspended server\s+evil\.example\s+from a CSV import/);
  });
});
