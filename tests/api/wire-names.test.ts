import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { connectRealtime } from '../factories/realtime.ts';

/**
 * Issue 36, "one naming": every answer is camelCase, each field once: the snake_case twins were dropped on
 * 2026-11-29 (issue 54, docs/api.md), and requests are read in camelCase only since 2026-11-30 (decision 066).
 */
let app: TestApp;
let creator: TestUser;
let fan: TestUser;
let videoId: string;
beforeAll(async () => {
  app = await startTestApp();
  [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
  videoId = (await createVideo(app, creator.id, { caption: 'wire names #camel' })).id;
  await postJson(app, `/api/users/${creator.id}/follow`, {}, fan.headers);
  await fetch(`${app.url}/api/videos/${videoId}/like`, { method: 'PUT', headers: fan.headers });
});
afterAll(() => app?.close());

/** Every snake_case key found in an answer (a map's data keys, such as a count per reason, are not in these reads). */
function oldNames(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => oldNames(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [...(key.includes('_') ? [`${path}.${key}`] : []), ...oldNames(item, `${path}.${key}`)]);
}

describe('answers in camelCase', () => {
  it('names every field of the feed, a video, a profile, comments, notifications, search and the session in camelCase', async () => {
    await postJson(app, '/api/comments', { videoId, content: 'first!', parentId: null }, fan.headers);
    const reads: [TestUser, string][] = [
      [fan, '/api/feed/following'],
      [fan, `/api/videos/${videoId}`],
      [fan, `/api/profiles/${creator.id}`],
      [fan, `/api/videos/${videoId}/comments`],
      [creator, '/api/notifications'],
      [fan, '/api/search/videos?q=wire'],
      [fan, '/api/me'],
      [fan, '/api/me/account'],
    ];
    for (const [user, path] of reads) {
      const answer = await getJson<unknown>(app, user, path);
      const found = oldNames(answer);
      expect(found, path).toEqual([]);
      expect(JSON.stringify(answer), path).toMatch(/"[a-z]+[A-Z][a-zA-Z]*":/);
    }
    const page = await getJson<{ items: Record<string, unknown>[]; nextCursor: unknown }>(app, fan, '/api/feed/following');
    expect(page).toHaveProperty('nextCursor');
    expect(page.items.find((item) => item.id === videoId)).toMatchObject({ likeCount: 1, isLiked: true, userId: creator.id });
    expect(page.items.find((item) => item.id === videoId)).not.toHaveProperty('like_count');
  });

  it('takes a request in camelCase only: a field under its old snake_case name is not read (decision 066)', async () => {
    const camel = await postJson(app, '/api/comments', { videoId, content: 'camel', parentId: null }, fan.headers);
    expect(camel.status).toBe(201);
    const parent = (await camel.json()) as { id: string; videoId: string };
    expect(parent.videoId).toBe(videoId);
    const snake = await postJson(app, '/api/comments', { video_id: videoId, content: 'snake' }, fan.headers);
    expect(snake.status).toBe(400);
    const reply = await postJson(app, '/api/comments', { videoId, content: 'a reply?', parent_id: parent.id }, fan.headers);
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ parentId: null, videoId });
  });

  it('sends socket events in camelCase', async () => {
    const socket = await connectRealtime(app, fan);
    socket.subscribe(`video:${videoId}`);
    await socket.waitFor((message) => message.type === 'subscribed');
    await postJson(app, '/api/comments', { videoId, content: 'live', parentId: null }, creator.headers);
    const event = await socket.waitFor((message) => message.type === 'event' && message.event === 'comment.created');
    expect(event).toMatchObject({ data: { videoId, userId: creator.id, content: 'live' } });
    socket.socket.close();
  });
});

describe('the document in camelCase', () => {
  it('lists only camelCase fields, in requests and answers, with no deprecated twins', async () => {
    const document = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    const problems: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      for (const name of Object.keys(properties ?? {})) if (name.includes('_')) problems.push(`${where}.${name}`);
      for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
    };
    const { schemas } = document.components;
    // The OAuth endpoints answer in the names their RFCs define.
    for (const [name, schema] of Object.entries(schemas)) if (!name.startsWith('OAuth')) visit(schema, name);
    for (const [path, item] of Object.entries(document.paths)) {
      if (path.includes('oauth')) continue;
      for (const [method, operation] of Object.entries(item)) {
        if (JSON.stringify(operation.requestBody ?? {}).match(/"[a-z0-9]+_[a-z0-9_]+":/)) problems.push(`${method} ${path} request body`);
        for (const parameter of operation.parameters ?? []) if (parameter.in === 'query' && parameter.name.includes('_')) problems.push(`${method} ${path} ?${parameter.name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(schemas.FeedItem).toMatchObject({ properties: { likeCount: { type: 'integer' } } });
    expect(Object.keys((schemas.FeedItem as { properties: object }).properties).filter((name) => name.includes('_'))).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('"deprecated":true');
  });
});
