import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import type { FeedItem, FeedPage } from '../../src/shared/feed-types.ts';
import { AccountDataRepo } from '../../src/server/data/repos/account-data.repo.ts';
import { VIDEO_LANGUAGE_MESSAGES, type VideoLanguage } from '../../src/shared/video-language.ts';

/** Issue 39 item 5 (decision 048): a video's language at upload and edit, and For You's languages. */
let app: TestApp;
let clip: Uint8Array;
let creator: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  clip = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  creator = await createUser(app);
});
afterAll(() => app?.close());

const send = (user: TestUser, method: string, path: string, body: unknown) =>
  fetch(`${app.url}${path}`, { method, headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const upload = (user: TestUser, fields: Record<string, string>) => fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(clip, fields) });

describe('a video has a language', () => {
  it('takes the uploaded language, else detects it from the caption, else leaves it unknown', async () => {
    const cases: Array<[Record<string, string>, VideoLanguage | null]> = [
      [{ caption: 'dancing on the beach', language: 'es' }, 'es'],
      [{ caption: 'bailando en la playa' }, 'es'],
      [{ caption: 'dancing on the beach' }, 'en'],
      [{ caption: 'الرقص على الشاطئ' }, 'ar'],
      [{ caption: '#fyp' }, null],
    ];
    for (const [fields, language] of cases) {
      const response = await upload(creator, fields);
      expect(response.status, JSON.stringify(fields)).toBe(201);
      const created = await response.json();
      expect(created.language, JSON.stringify(fields)).toBe(language);
      const row = await app.ctx.db.selectFrom('videos').select('language').where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row.language).toBe(language);
    }
  });

  it('refuses a language it does not know with a clear 400', async () => {
    const response = await upload(creator, { caption: 'hello', language: 'fr' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(VIDEO_LANGUAGE_MESSAGES.language);
  });

  it("is the owner's to change, and to null, and every answer about the video carries it", async () => {
    const video = await createVideo(app, creator.id, { caption: 'sin palabras', language: 'es' });
    const patch = (body: unknown) => send(creator, 'PATCH', `/api/videos/${video.id}`, body);
    let response = await patch({ language: 'ar' });
    expect(response.status).toBe(200);
    expect((await response.json()).language).toBe('ar');
    expect((await getJson<FeedItem>(app, creator, `/api/videos/${video.id}`)).language).toBe('ar');
    response = await patch({ language: null });
    expect((await response.json()).language).toBeNull();
    response = await patch({ language: 'english' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(VIDEO_LANGUAGE_MESSAGES.language);
    // A caption edit keeps the language the owner set.
    await patch({ language: 'es' });
    expect((await (await patch({ caption: 'the words of an English caption' })).json()).language).toBe('es');
  });
});

describe("For You's languages", () => {
  let viewer: TestUser;
  const byLanguage: Record<string, string> = {};
  beforeAll(async () => {
    viewer = await createUser(app);
    const author = await createUser(app);
    for (const language of ['en', 'es', 'ar', null] as const) {
      byLanguage[String(language)] = (await createVideo(app, author.id, { caption: `a video in ${language}`, language })).id;
    }
  });
  const forYou = async (user: TestUser) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AsJson<FeedPage> = await getJson<FeedPage>(app, user, `/api/feed/foryou${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids.filter((id) => Object.values(byLanguage).includes(id));
  };
  const shown = (...keys: string[]) => keys.map((key) => byLanguage[key]).sort();

  it('starts empty (every language), keeps each language once, and refuses others with a clear 400', async () => {
    expect(await getJson(app, viewer, '/api/me/feed-languages')).toEqual({ languages: [] });
    const response = await send(viewer, 'PUT', '/api/me/feed-languages', { languages: ['ar', 'en', 'ar'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ languages: ['en', 'ar'] });
    expect(await getJson(app, viewer, '/api/me/feed-languages')).toEqual({ languages: ['en', 'ar'] });
    for (const languages of [['fr'], 'en', null]) {
      const refused = await send(viewer, 'PUT', '/api/me/feed-languages', { languages });
      expect(refused.status, JSON.stringify(languages)).toBe(400);
      expect((await refused.json()).error.message).toContain(VIDEO_LANGUAGE_MESSAGES.feedLanguages);
    }
    expect(await getJson(app, viewer, '/api/me/feed-languages')).toEqual({ languages: ['en', 'ar'] });
  });

  it('shows the chosen languages and the unknown ones, on the stored list and on the fallback', async () => {
    await send(viewer, 'PUT', '/api/me/feed-languages', { languages: [] });
    expect((await forYou(viewer)).sort()).toEqual(shown('en', 'es', 'ar', 'null'));

    await send(viewer, 'PUT', '/api/me/feed-languages', { languages: ['es'] });
    expect((await forYou(viewer)).sort()).toEqual(shown('es', 'null'));

    await sql`alter table recommendations rename to recommendations_moved`.execute(app.ctx.db);
    try {
      expect((await forYou(viewer)).sort()).toEqual(shown('es', 'null'));
      await send(viewer, 'PUT', '/api/me/feed-languages', { languages: ['en', 'ar'] });
      expect((await forYou(viewer)).sort()).toEqual(shown('en', 'ar', 'null'));
    } finally {
      await sql`alter table recommendations_moved rename to recommendations`.execute(app.ctx.db);
    }
  });

  it('is in the data export, with each video\'s language', async () => {
    await send(viewer, 'PUT', '/api/me/feed-languages', { languages: ['ar'] });
    await createVideo(app, viewer.id, { caption: 'exported', language: 'en' });
    const sections = await new AccountDataRepo(app.ctx.db).collect(viewer.id);
    const rows = (file: string) => sections.find((section) => section.file === file)!.rows as Array<Record<string, unknown>>;
    expect(rows('account.json')[0].feedLanguages).toEqual(['ar']);
    expect(rows('videos.json')[0].language).toBe('en');
  });
});
