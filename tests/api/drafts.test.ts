import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { STUDIO_MESSAGES } from '../../src/shared/studio.ts';

/**
 * Issue 42 item 2: a draft is saved with the upload, private to its owner (in no feed, grid, search or tag page,
 * not even its owner's Posts), listed in the Drafts tab, editable, and posted later with everything a post has.
 */
let app: TestApp;
let creator: TestUser;
let fan: TestUser;
let clip: Uint8Array;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
  clip = (await makeVideo({ seconds: 1 })).bytes;
  expect((await send(app, fan, 'POST', `/api/users/${creator.id}/follow`)).status).toBe(200);
});
afterAll(() => app?.close());

async function uploadDraft(caption: string) {
  const response = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: creator.headers, body: uploadForm(clip, { caption, draft: 'true' }) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; draft: boolean; status: string };
}

const statusOf = async (id: string) => (await send(app, creator, 'GET', `/api/videos/${id}/status`)).body as { status: string; draft: boolean };
const ids = (page: { body: { items: { id: string }[] } }) => page.body.items.map((item) => item.id);
const everywhere = async (id: string, tag: string) => ({
  following: ids(await send(app, fan, 'GET', '/api/feed/following')).includes(id),
  grid: ids(await send(app, fan, 'GET', `/api/profiles/${creator.id}/videos`)).includes(id),
  ownGrid: ids(await send(app, creator, 'GET', `/api/profiles/${creator.id}/videos`)).includes(id),
  search: ids(await send(app, fan, 'GET', `/api/search/videos?q=${tag}`)).includes(id),
  card: (await send(app, fan, 'GET', `/api/videos/${id}`)).status,
});

describe('drafts', () => {
  it('stay with their owner until posted, then are everywhere a post is, posted once', async () => {
    const tag = `draft${Date.now().toString(36)}`;
    const created = await uploadDraft(`Not ready to share #${tag}`);
    expect(created).toMatchObject({ draft: true, status: 'processing' });
    // Processed, it is ready for its owner, and still a draft.
    await expect.poll(() => statusOf(created.id), { timeout: 60_000 }).toEqual(expect.objectContaining({ status: 'ready', draft: true }));

    expect(await everywhere(created.id, tag)).toEqual({ following: false, grid: false, ownGrid: false, search: false, card: 404 });
    expect(ids(await send(app, creator, 'GET', '/api/me/drafts'))).toEqual([created.id]);
    expect(ids(await send(app, fan, 'GET', '/api/me/drafts'))).toEqual([]);
    // Its owner watches it by its link and edits it like any video.
    expect((await send(app, creator, 'GET', `/api/videos/${created.id}`)).status).toBe(200);
    const edited = await send(app, creator, 'PATCH', `/api/videos/${created.id}`, { caption: `Ready now #${tag}` });
    expect(edited.status).toBe(200);

    // Someone else cannot post it.
    expect(await send(app, fan, 'POST', `/api/videos/${created.id}/publish`)).toMatchObject({ status: 403, body: { error: { message: STUDIO_MESSAGES.notYourVideo } } });
    const before = Date.now();
    const posted = await send(app, creator, 'POST', `/api/videos/${created.id}/publish`);
    expect(posted).toEqual({ status: 200, body: { id: created.id, draft: false, status: 'ready' } });
    expect(await send(app, creator, 'POST', `/api/videos/${created.id}/publish`)).toMatchObject({ status: 409, body: { error: { message: STUDIO_MESSAGES.alreadyPosted } } });

    await expect.poll(() => everywhere(created.id, tag), { timeout: 10_000 }).toEqual({ following: true, grid: true, ownGrid: true, search: true, card: 200 });
    const card = (await send(app, fan, 'GET', `/api/videos/${created.id}`)).body as { caption: string; createdAt: string };
    expect(card.caption).toBe(`Ready now #${tag}`);
    // Its time is when it was posted, not when it was uploaded.
    expect(new Date(card.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(ids(await send(app, creator, 'GET', '/api/me/drafts'))).toEqual([]);
  });

  it('posted while still processing, goes out when its processing ends; a resumable upload saves one too', async () => {
    const created = await uploadDraft('Posted before it played');
    const posted = await send(app, creator, 'POST', `/api/videos/${created.id}/publish`);
    expect(posted.status).toBe(200);
    await expect.poll(async () => ids(await send(app, fan, 'GET', '/api/feed/following')).includes(created.id), { timeout: 60_000 }).toBe(true);

    const bytes = Buffer.from(clip);
    const headers = { ...creator.headers, 'tus-resumable': '1.0.0' };
    const start = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(bytes.length) } });
    const location = start.headers.get('location')!;
    const patch = await fetch(`${app.url}${location}`, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: bytes });
    expect(patch.status).toBe(204);
    const finished = await send(app, creator, 'POST', `${location}/video`, { caption: 'Saved over tus', draft: true });
    expect(finished).toMatchObject({ status: 201, body: { draft: true } });
    await expect.poll(() => statusOf(finished.body.id), { timeout: 60_000 }).toEqual(expect.objectContaining({ status: 'ready', draft: true }));
    expect(ids(await send(app, creator, 'GET', '/api/me/drafts'))).toContain(finished.body.id);
  });
});
