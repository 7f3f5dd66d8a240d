import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createVideo } from '../factories/videos.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { EMBED_MESSAGES } from '../../src/shared/embeds.ts';
import type { OEmbedAnswer } from '../../src/shared/embeds.schema.ts';

/**
 * Issue 57 part 3 and 4: the embed player other sites frame, oEmbed, the share page's discovery tags, the admin's
 * choice of sites, and every refusal, each without a word of what a visitor may not see.
 */
const origin = 'https://popreel.example';
const SHELL = '<!doctype html><html><head><title>Popreel</title></head><body><div id="root"></div></body></html>';
let app: TestApp;
let webDist: string;
let maya: TestUser;
let admin: TestUser;
const ids = { public: '', unlisted: '', followers: '', sensitive: '' };

beforeAll(async () => {
  // Share pages are written on PUBLIC_URL's origin, into the web app's shell (a stand-in here).
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  app = await startTestApp({ webDist, env: { PUBLIC_URL: origin } });
  [maya, admin] = await Promise.all([createUser(app), createUser(app)]);
  for (const user of [maya, admin]) user.headers.origin = origin;
  await makeAdmin(app, admin);
  ids.public = (await createVideo(app, maya.id, { caption: 'sunrise over the bay' })).id;
  ids.unlisted = (await createVideo(app, maya.id, { caption: 'only by its link', visibility: 'unlisted' })).id;
  ids.followers = (await createVideo(app, maya.id, { caption: 'mxsecretcaption for followers', visibility: 'followers' })).id;
  ids.sensitive = (await createVideo(app, maya.id, { caption: 'a hard scene', sensitive: true })).id;
});
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });
const oembed = (query: string) => get(`/oembed?${query}`);
const linkTo = (id: string) => encodeURIComponent(`${origin}/v/${id}`);
const frameAncestors = (answer: Response) => /frame-ancestors ([^;]+)/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];

describe('the embed player', () => {
  it('plays a public or unlisted video, framable by any site, with its creator, caption and a link back', async () => {
    for (const id of [ids.public, ids.unlisted]) {
      const page = await get(`/embed/${id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(frameAncestors(page)).toBe('*');
      expect(page.headers.get('x-frame-options')).toBeNull();
      const html = await page.text();
      expect(html).toContain(`<video src="/v/${id}/video.mp4"`);
      expect(html).toContain(`href="${origin}/v/${id}"`);
      expect(html).toContain(`@${maya.username}`);
      expect(html).not.toContain('<script');
    }
    expect(await (await get(`/embed/${ids.public}`)).text()).toContain('sunrise over the bay');
  });

  it('shows a sensitive video’s warning and the link, never the video', async () => {
    const html = await (await get(`/embed/${ids.sensitive}`)).text();
    expect(html).not.toContain('<video');
    expect(html).not.toContain('a hard scene');
    expect(html).toContain(`href="${origin}/v/${ids.sensitive}"`);
  });

  it('is the unavailable page for a followers-only video, an unknown id and nonsense, naming nothing', async () => {
    for (const id of [ids.followers, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const page = await get(`/embed/${id}`, maya.headers);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('This post isn&#39;t available');
      expect(html).not.toContain('mxsecretcaption');
    }
  });

  it('leaves every other page unframable', async () => {
    const share = await get(`/v/${ids.public}`);
    expect(frameAncestors(share)).toBe("'none'");
    expect(share.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('oEmbed', () => {
  it('describes a video link with an iframe of its player, sized to the consumer at 9:16', async () => {
    const answer = await oembed(`url=${linkTo(ids.public)}&format=json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await answer.json()) as OEmbedAnswer;
    expect(body).toMatchObject({ version: '1.0', type: 'video', provider_name: 'Popreel', author_name: maya.username, author_url: `${origin}/profile/${maya.id}`, width: 340, height: 604 });
    expect(body.html).toMatch(new RegExp(`^<iframe src="${origin}/embed/${ids.public}" width="340" height="604"`));
    expect(body.title).toContain('sunrise over the bay');

    const narrow = (await (await oembed(`url=${linkTo(ids.public)}&maxwidth=200`)).json()) as OEmbedAnswer;
    expect([narrow.width, narrow.height]).toEqual([200, 355]);
    const short = (await (await oembed(`url=${linkTo(ids.public)}&maxheight=300`)).json()) as OEmbedAnswer;
    expect(short.height).toBeLessThanOrEqual(300);
    expect(short.width).toBe(168);
    // The player's own link is a video link too.
    expect((await oembed(`url=${encodeURIComponent(`${origin}/embed/${ids.unlisted}`)}`)).status).toBe(200);
  });

  it('answers 404 for a link that is no video a visitor may watch, 501 for other formats, 400 without a link', async () => {
    for (const url of [linkTo(ids.followers), linkTo('00000000-0000-4000-8000-000000000000'), encodeURIComponent('https://elsewhere.example/v/' + ids.public), encodeURIComponent(`${origin}/profile/${maya.id}`), 'not%20a%20url']) {
      const answer = await oembed(`url=${url}`);
      expect(answer.status).toBe(404);
      const text = await answer.text();
      expect(JSON.parse(text).error.message).toBe(EMBED_MESSAGES.noVideo);
      expect(text).not.toContain('mxsecretcaption');
    }
    const xml = await oembed(`url=${linkTo(ids.public)}&format=xml`);
    expect(xml.status).toBe(501);
    expect((await xml.json()).error.message).toBe(EMBED_MESSAGES.jsonOnly);
    expect((await oembed('format=json')).status).toBe(400);
    expect((await oembed(`url=${linkTo(ids.public)}&maxwidth=wide`)).status).toBe(400);
  });

  it('is found from the share page, which also names its player for link previews', async () => {
    const html = await (await get(`/v/${ids.public}`)).text();
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${origin}/oembed?url=${linkTo(ids.public)}&amp;format=json"`);
    expect(html).toContain(`<meta name="twitter:player" content="${origin}/embed/${ids.public}" />`);
    expect(html).toContain('<meta name="twitter:card" content="player" />');
    const sensitive = await (await get(`/v/${ids.sensitive}`)).text();
    expect(sensitive).not.toContain('twitter:player');
  });
});

describe('which sites may embed', () => {
  const put = (user: TestUser, body: unknown) => fetch(`${app.url}/api/admin/embeds`, { method: 'PUT', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('lets an admin allow only listed sites, or none, and the player says so to browsers', async () => {
    const before = await (await fetch(`${app.url}/api/admin/embeds`, { headers: admin.headers })).json();
    expect(before).toMatchObject({ allowAll: true, sites: [] });
    const saved = await put(admin, { allowAll: false, sites: ['https://blog.example/posts/1', 'http://localhost:8080'] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).sites).toEqual(['https://blog.example', 'http://localhost:8080']);
    expect(frameAncestors(await get(`/embed/${ids.public}`))).toBe('https://blog.example http://localhost:8080');
    await put(admin, { allowAll: false, sites: [] });
    expect(frameAncestors(await get(`/embed/${ids.public}`))).toBe("'none'");
    await put(admin, { allowAll: true, sites: [] });
    expect(frameAncestors(await get(`/embed/${ids.public}`))).toBe('*');
  });

  it('refuses a site that is not an address, and anyone but an admin', async () => {
    const bad = await put(admin, { allowAll: false, sites: ['javascript:alert(1)'] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(EMBED_MESSAGES.badSite);
    expect((await put(maya, { allowAll: true, sites: [] })).status).toBe(403);
    expect((await fetch(`${app.url}/api/admin/embeds`, { headers: maya.headers })).status).toBe(403);
  });
});
