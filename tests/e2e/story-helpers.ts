import type { ApiUser } from './api-helpers.ts';
import { makeVideo } from '../factories/media.ts';

/** Stories posted through the API (POST /api/stories, multipart), for the viewer tests to watch. */
const READY_TIMEOUT_MS = 90_000;

type StoryFields = Partial<Record<'caption' | 'visibility' | 'sticker' | 'stickerX' | 'stickerY', string>>;

async function post(baseUrl: string, author: ApiUser, file: Blob, filename: string, fields: StoryFields): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  const response = await fetch(`${baseUrl}/api/stories`, { method: 'POST', headers: author.headers, body: form });
  if (response.status !== 201) throw new Error(`story post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** An image story is ready as soon as it is posted. */
export function postImageStory(baseUrl: string, author: ApiUser, png: Uint8Array, fields: StoryFields = {}): Promise<string> {
  return post(baseUrl, author, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'story.png', fields);
}

/** A video story is encoded by a server job: this waits until it is ready to watch. */
export async function postVideoStory(baseUrl: string, author: ApiUser, { seconds, ...fields }: StoryFields & { seconds: number }): Promise<string> {
  const { bytes } = await makeVideo({ seconds, width: 360, height: 640 });
  const id = await post(baseUrl, author, new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'story.mp4', fields);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/stories/${id}/status`, { headers: author.headers });
    const { status } = (await response.json()) as { status: string };
    if (status === 'ready') return id;
    if (status === 'failed') throw new Error(`story video ${id} failed to encode`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`story video ${id} was not ready within ${READY_TIMEOUT_MS} ms`);
}
