import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, signUpViaApi, type TestAccount } from '../e2e/harness.ts';
import { apiSignUp, waitUntilPlaying, type ApiUser } from '../e2e/api-helpers.ts';
import { sleep, waitFor } from '../setup/wait.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { PIN_COOKIE, UPSTREAM_HEADER } from './nginx.ts';

/**
 * Issue 27's whole shape in Chromium (cluster.ts: nginx, two instances, a worker, PostgreSQL 15 with a replica,
 * s3rver, Redis). Users are pinned to an instance by a cookie the proxy reads, and every answer names the
 * instance that gave it, so each test shows where its users really are.
 */
let cluster: Cluster;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [cluster, browser] = await Promise.all([startCluster(), newBrowser()]);
}, 300_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await cluster?.stop();
});

interface Visitor {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
}

/** A signed-in browser user whose requests and WebSocket the proxy sends to instance `pin` (the other if it is down). */
async function visitorOn(pin: 'a' | 'b'): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: cluster.url });
  contexts.push(context);
  await context.addCookies([{ name: PIN_COOKIE, value: pin, url: cluster.url }]);
  const account = await signUpViaApi(cluster.url, context);
  // Every WebSocket close code the page sees, for the ban test.
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const closes: number[] = ((window as unknown as { __closes: number[] }).__closes = []);
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('close', (event) => closes.push(event.code));
      }
    };
  });
  return { context, page: await context.newPage(), account };
}

const instancePort = (name: 'a' | 'b') => new URL(cluster.instances[name].url).port;

/** The instance port that answered this context's request, from the proxy's header. */
async function servedBy(context: BrowserContext) {
  const response = await context.request.get('/api/me');
  return (response.headers()[UPSTREAM_HEADER] ?? '').split(':').pop();
}

async function post(context: BrowserContext, path: string, data: unknown) {
  const response = await context.request.post(path, { data, headers: { origin: cluster.url } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const roomScreen = (page: Page) => ({
  input: page.getByRole('combobox', { name: 'Message' }),
  message: (text: string) => page.getByRole('list', { name: 'Chat messages' }).getByText(text, { exact: true }),
});

async function say(page: Page, text: string) {
  const room = roomScreen(page);
  await room.input.fill(text);
  await room.input.press('Enter');
  await room.message(text).waitFor();
}

describe('Popreel behind nginx on two instances, one worker, PostgreSQL with a replica, S3 and Redis', () => {
  let alice: Visitor;
  let bob: Visitor;
  let roomId: string;
  let videoId: string;

  it('two users on different instances chat live', async () => {
    [alice, bob] = [await visitorOn('a'), await visitorOn('b')];
    expect(await servedBy(alice.context)).toBe(instancePort('a'));
    expect(await servedBy(bob.context)).toBe(instancePort('b'));
    roomId = ((await post(alice.context, '/api/chat/rooms', { name: 'Across instances' })) as { id: string }).id;
    await alice.page.goto(`/chat/${roomId}`);
    await bob.page.goto(`/chat/${roomId}`);
    await roomScreen(alice.page).input.waitFor();
    await roomScreen(bob.page).input.waitFor();
    await sleep(500); // both sockets subscribed

    await say(alice.page, 'Hello from instance A');
    await roomScreen(bob.page).message('Hello from instance A').waitFor({ timeout: 10_000 });
    await say(bob.page, 'Hello back from instance B');
    await roomScreen(alice.page).message('Hello back from instance B').waitFor({ timeout: 10_000 });
  });

  it('an upload through instance A is transcoded by the worker and plays through instance B', async () => {
    const clip = await makeVideo({ seconds: 2 });
    await alice.page.goto('/upload');
    await alice.page.getByLabel('Caption', { exact: true }).fill('Made on A, played on B');
    await alice.page.getByLabel('Video file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip.bytes });
    // The bytes go over tus in parts (issue 42); the last request makes them a post.
    const uploaded = alice.page.waitForResponse((r) => r.request().method() === 'POST' && /^\/api\/uploads\/[0-9a-f]{32}\/video$/.test(new URL(r.url()).pathname));
    await alice.page.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await uploaded).headers()[UPSTREAM_HEADER]).toContain(`:${instancePort('a')}`);
    await alice.page.getByRole('heading', { name: 'Upload complete' }).waitFor({ timeout: 90_000 });
    const href = await alice.page.getByRole('link', { name: 'View video' }).getAttribute('href');
    videoId = href!.replace('/v/', '');

    // Neither instance runs jobs (RUN_WORKERS=false): the worker process transcoded it, into the bucket.
    const [job] = await cluster.query<{ status: string }>(`select status from jobs where kind = 'transcode' and payload->>'videoId' = $1`, [videoId]);
    expect(job.status).toBe('done');
    await bob.page.goto(`/v/${videoId}`);
    await waitUntilPlaying(bob.page, videoId, 30_000);
    const source = await bob.page.evaluate((id) => document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`)?.currentSrc ?? '', videoId);
    expect(new URL(source).pathname).toMatch(/^\/popreel-media\//);
    expect(await servedBy(bob.context)).toBe(instancePort('b'));
  });

  it("a moderator's ban on instance A closes the banned user's socket on instance B", async () => {
    const moderator = await visitorOn('a');
    await cluster.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [moderator.account.id]);
    const victim = await visitorOn('b');
    await victim.page.goto(`/chat/${roomId}`);
    await roomScreen(victim.page).input.waitFor();
    await sleep(500);
    const closes = () => victim.page.evaluate(() => (window as unknown as { __closes: number[] }).__closes);
    expect(await closes()).toEqual([]);

    const ban = await moderator.context.request.patch(`/api/admin/users/${victim.account.id}`, { data: { banned: true }, headers: { origin: cluster.url } });
    expect(ban.status()).toBe(200);
    expect(ban.headers()[UPSTREAM_HEADER]).toContain(`:${instancePort('a')}`);
    await waitFor(async () => (await closes()).includes(4001), 'the banned socket closed with 4001', 10_000);
    const me = await victim.context.request.get('/api/me');
    expect(me.status()).toBe(401);
    expect(me.headers()[UPSTREAM_HEADER]).toContain(`:${instancePort('b')}`);
  });

  it('loses no acknowledged write when an instance is killed mid-traffic, and its users keep working', async () => {
    // Eight writers through the proxy, round-robin over both instances, ten comments each (the per-minute limit).
    const writers: ApiUser[] = await Promise.all(Array.from({ length: 8 }, () => apiSignUp(cluster.url, 'writer')));
    const acknowledged: string[] = [];
    const servedBefore = new Set<string>();
    const servedAfter = new Set<string>();
    const failed: { at: number; status: number }[] = [];
    let killedAt = Infinity;
    const write = async (writer: ApiUser, n: number) => {
      // Sorted by when it was sent: an answer A wrote just before the kill may arrive just after it.
      const sentAt = Date.now();
      const response = await fetch(`${cluster.url}/api/comments`, {
        method: 'POST',
        headers: { ...writer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ videoId: videoId, content: `${writer.username} #${n}` }),
      }).catch(() => null);
      if (response?.status === 201) {
        acknowledged.push(((await response.json()) as { id: string }).id);
        const port = response.headers.get(UPSTREAM_HEADER)!.split(':').pop()!;
        (sentAt < killedAt ? servedBefore : servedAfter).add(port);
      }
      else failed.push({ at: Date.now(), status: response?.status ?? 0 });
    };
    const traffic = Promise.all(
      writers.map(async (writer) => {
        for (let n = 1; n <= 10; n++) {
          await write(writer, n);
          await sleep(300);
        }
      }),
    );
    await sleep(1_200);
    killedAt = Date.now();
    cluster.instances.a.child.kill('SIGKILL');
    await traffic;

    console.log(
      `instance A killed mid-traffic: ${acknowledged.length} comments acknowledged, ${failed.length} failed (${failed.map((f) => f.status).join(', ') || 'none'})`,
    );
    // Every write that was answered 201 is stored; only requests already inside A when it died may have failed.
    const stored = await cluster.query<{ id: string }>('select id from comments where id = any($1::uuid[])', [acknowledged]);
    expect(stored).toHaveLength(acknowledged.length);
    expect(acknowledged.length + failed.length).toBe(80);
    expect(failed.length).toBeLessThanOrEqual(writers.length);
    expect(failed.filter((f) => f.at > killedAt + 2_000)).toEqual([]);
    // Both instances took writes before the kill; after it, B took every one.
    expect([...servedBefore].sort()).toEqual([instancePort('a'), instancePort('b')].sort());
    expect([...servedAfter]).toEqual([instancePort('b')]);
    const retried = (await cluster.proxy.accessLog()).filter((line) => line.includes('POST /api/comments') && line.includes(`:${instancePort('a')}, `));
    // The kill was met mid-traffic: either the proxy found A refusing and retried on B (logged with both), or
    // a comment was inside A when it died (a 502, after which the proxy marks A down and sends straight to B).
    expect(retried.length + failed.length).toBeGreaterThan(0);

    // Alice was pinned to A: the proxy now sends her to B, her page works and her chat is live again.
    expect(await servedBy(alice.context)).toBe(instancePort('b'));
    for (const { page } of [alice, bob]) {
      await page.goto(`/chat/${roomId}`);
      await roomScreen(page).input.waitFor();
    }
    await sleep(500);
    await say(bob.page, 'Still here after A went down');
    await roomScreen(alice.page).message('Still here after A went down').waitFor({ timeout: 10_000 });
    await say(alice.page, 'Me too, now on B');
    await roomScreen(bob.page).message('Me too, now on B').waitFor({ timeout: 10_000 });
  });
});
