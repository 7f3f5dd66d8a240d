import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';

async function uploadAndWait(app: TestApp, user: TestUser, caption: string) {
  const { bytes } = await makeVideo({ seconds: 2 });
  const created = await (await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(bytes, { caption }) })).json();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await (await fetch(`${app.url}/api/videos/${created.id}/status`, { headers: user.headers })).json();
    if (status.aiStatus !== 'pending' || Date.now() > deadline) return status;
    await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('status', '=', 'queued').execute();
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the local caption provider (the default, real path)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ workers: true });
  });
  afterAll(() => app?.close());

  it('describes the video from what ffmpeg measures and the creator’s hashtags', async () => {
    const user = await createUser(app);
    const status = await uploadAndWait(app, user, 'test pattern day #Colours #studio');
    expect(status).toMatchObject({ status: 'ready', aiStatus: 'done' });
    expect(status.captionAi).toMatch(/^A .*2-second clip with \w+-(tinted|toned) scenes\.$/);
    expect(status.tagsAi).toEqual(expect.arrayContaining(['colours', 'studio']));
    // Deterministic: the same file gets the same words.
    const again = await uploadAndWait(app, user, 'test pattern day #Colours #studio');
    expect(again.captionAi).toBe(status.captionAi);
  });
});

describe('an OpenAI-compatible endpoint (stubbed: it lies outside the project)', () => {
  let stub: Server;
  let requests: { model: string; images: number; text: string }[] = [];
  let answer: (res: import('node:http').ServerResponse) => void;
  let app: TestApp;
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const parsed = JSON.parse(body);
        const content = parsed.messages[1].content;
        requests.push({ model: parsed.model, images: content.filter((p: { type: string }) => p.type === 'image_url').length, text: content[0].text });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as { port: number }).port;
    app = await startTestApp({ workers: true, env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'vision-test' } });
  });
  afterAll(async () => {
    await app?.close();
    stub.close();
  });

  it('sends frames and context, and stores the caption and tags', async () => {
    answer = (res) => res.end(JSON.stringify({ choices: [{ message: { content: '{"caption":"A test card with colour bars","tags":["#Bars","test card"]}' } }] }));
    requests = [];
    const status = await uploadAndWait(app, await createUser(app), 'bars #tv');
    expect(status).toMatchObject({ aiStatus: 'done', captionAi: 'A test card with colour bars', tagsAi: ['bars', 'testcard'] });
    expect(requests[0]).toMatchObject({ model: 'vision-test', images: 3 });
    expect(requests[0].text).toContain('The creator wrote: bars #tv');
  });

  it('records a failure the owner can see, and the video stays ready', async () => {
    answer = (res) => res.writeHead(500).end('down');
    const status = await uploadAndWait(app, await createUser(app), 'will fail');
    expect(status).toMatchObject({ status: 'ready', aiStatus: 'failed', captionAi: null });
  });
});
