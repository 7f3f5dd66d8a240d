import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { FeedBoot } from '../../src/shared/feed-boot.ts';
import type { Me } from '../../src/shared/api-types.ts';

/**
 * Issue 26, part 4: a signed-in feed page's HTML carries that viewer's session and first page (and a preload
 * of its first poster), so the first card needs no further round-trip. Only for that viewer, never cached,
 * and a caption cannot end the element that carries it.
 */
const SHELL = '<!doctype html><html><head><title>Popreel</title></head><body><div id="root"></div></body></html>';
const HOSTILE_CAPTION = 'look </script><script>alert(1)</script> <!-- here';

let app: TestApp;
let webDist: string;
let maya: TestUser;
let noor: TestUser;
let mayaVideoId: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  // As the build writes it (scripts/vite-route-preloads.ts).
  await writeFile(join(webDist, 'route-preloads.json'), JSON.stringify([{ path: 'profile/:id', files: ['/assets/profile-page-1.js', '/assets/icons-2.js'] }]));
  app = await startTestApp({ webDist });
  [maya, noor] = [await createUser(app), await createUser(app)];
  mayaVideoId = (await createVideo(app, maya.id, { caption: HOSTILE_CAPTION })).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { response, html: await response.text() };
}

function bootOf(html: string): FeedBoot | null {
  const json = /<script type="application\/json" id="feed-boot">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as FeedBoot) : null;
}

describe('the shell of a feed page', () => {
  it('carries the signed-in viewer’s session and first Following page, sent no-store', async () => {
    const { response, html } = await page('/', { cookie: maya.cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The page keeps the CSP: the JSON element is data, which script-src 'self' does not need to allow.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const boot = bootOf(html);
    expect(boot?.kind).toBe('following');
    expect(boot?.session.user.id).toBe(maya.id);
    expect(boot?.page.items.map((item) => item.id)).toContain(mayaVideoId);
    expect(boot?.page.items.find((item) => item.id === mayaVideoId)?.caption).toBe(HOSTILE_CAPTION);
  });

  it('escapes the JSON so a caption cannot close the script element', async () => {
    const { html } = await page('/', { cookie: maya.cookie });
    const element = /<script type="application\/json" id="feed-boot">(.*?)<\/script>/s.exec(html)![1];
    expect(element).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
    // Exactly one script element: the caption's `</script><script>` stayed text.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("keeps a caption's $' and $` as text rather than reading them as replacement patterns (issue 35, L1)", async () => {
    const caption = "before $' middle $` after $& end";
    const id = (await createVideo(app, maya.id, { caption })).id;
    const { html } = await page('/', { cookie: maya.cookie });
    expect(bootOf(html)?.page.items.find((item) => item.id === id)?.caption).toBe(caption);
    // The shell around the element is the shell, once: nothing of it was copied into the caption's place.
    expect(html.match(/<title>Popreel<\/title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('shows the first card\'s poster while the app starts, but never a sensitive video\'s', async () => {
    await createVideo(app, maya.id, { caption: 'a poster first', thumbnailUrl: `thumbnails/${maya.id}/poster.jpg` });
    const { html } = await page('/', { cookie: maya.cookie });
    const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preloaded).toContain('poster.jpg');
    expect(html).toContain(`<div id="root"><img class="boot-poster" src="${preloaded}" alt="" aria-hidden="true"`);

    const sensitive = (await createVideo(app, maya.id, { caption: 'behind a warning', sensitive: true, thumbnailUrl: `thumbnails/${maya.id}/warned.jpg` })).id;
    const after = await page('/', { cookie: maya.cookie });
    expect(bootOf(after.html)!.page.items[0].id).toBe(sensitive);
    expect(after.html).toContain('<div id="root"></div>');
    expect(after.html).not.toContain('boot-poster');
  });

  it('on /foryou carries the For You page', async () => {
    const { response, html } = await page('/foryou', { cookie: maya.cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const boot = bootOf(html);
    expect(boot?.kind).toBe('foryou');
    expect(boot?.session.user.id).toBe(maya.id);
    expect(boot?.page.mode).toBe('foryou');
  });

  it('gives another user their own session, never the first user’s', async () => {
    const { html } = await page('/foryou', { cookie: noor.cookie });
    const boot = bootOf(html);
    expect(boot?.session.user.id).toBe(noor.id);
    expect(html).not.toContain(maya.email);
  });

  it('carries nothing for a visitor, an ended session or a page that is not a feed', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/foryou', {}],
      ['/foryou', { cookie: 'popreel_session=not-a-session' }],
      ['/search', {}],
    ] as const) {
      const { response, html } = await page(path, headers);
      expect(response.status).toBe(200);
      expect(bootOf(html), path).toBeNull();
      expect(sessionOf(html), path).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

function sessionOf(html: string): Me | null {
  const json = /<script type="application\/json" id="session-boot">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Me) : null;
}

describe('the shell of any other page (issue 53)', () => {
  it("carries the signed-in viewer's own session and no feed, sent no-store", async () => {
    for (const [user, path] of [[maya, '/profile/me'], [noor, '/search'], [maya, '/chat/some-room']] as const) {
      const { response, html } = await page(path, { cookie: user.cookie });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(bootOf(html), path).toBeNull();
      expect(sessionOf(html)?.user.id, path).toBe(user.id);
    }
    const { html } = await page('/search', { cookie: noor.cookie });
    expect(html).not.toContain(maya.email);
  });
});

describe("a screen's code (issue 53)", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("is preloaded by a signed-in viewer's page of that screen, never by a visitor's (the offline shell of every path)", async () => {
    expect(preloads((await page(`/profile/${maya.id}`)).html)).toEqual([]);
    const signedIn = await page(`/profile/${noor.id}`, { cookie: maya.cookie });
    expect(preloads(signedIn.html)).toEqual(['/assets/profile-page-1.js', '/assets/icons-2.js']);
    expect(sessionOf(signedIn.html)?.user.id).toBe(maya.id);
  });

  it('is not named by the page of another screen', async () => {
    for (const path of ['/search', `/profile/${maya.id}/extra/segment`, '/auth']) expect(preloads((await page(path, { cookie: maya.cookie })).html), path).toEqual([]);
  });

  it("draws the app's loading spinner from the first paint, where a feed page draws its first poster instead", async () => {
    for (const [path, headers] of [['/search', {}], [`/profile/${maya.id}`, { cookie: maya.cookie }], ['/auth', {}]] as const) {
      const { html } = await page(path, headers);
      expect(html, path).toMatch(/<div id="root"><div class="flex items-center justify-center min-h-dvh w-full" aria-hidden="true"><svg [^>]*class="size-8 animate-spin text-pink-500">/);
    }
    expect((await page('/', { cookie: maya.cookie })).html).not.toContain('animate-spin');
  });
});
