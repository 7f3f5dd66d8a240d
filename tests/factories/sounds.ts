import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedInput, runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import type { TestApp } from '../setup/test-app.ts';

let tone: Buffer | null = null;

/** A one-second MP3 tone, made once per test file. */
async function toneMp3() {
  if (tone) return tone;
  const dir = await mkdtemp(join(tmpdir(), 'popreel-sound-'));
  const file = join(dir, 'tone.mp3');
  await runFfmpeg(['-y', ...generatedInput('sine=frequency=330:duration=1'), '-c:a', 'libmp3lame', '-b:a', '64k', file]);
  return (tone = await readFile(file));
}

/** A library track with a real MP3 in the audio bucket at library/{id}.mp3, as the seed stores them (created_by: its uploader). */
export async function createSound(
  app: TestApp,
  fields: Partial<{ title: string; artist: string; genre: string | null; createdAt: Date; licenseType: string; createdBy: string }> = {},
) {
  const id = randomUUID();
  const audioPath = `library/${id}.mp3`;
  await app.ctx.store.put('audio', audioPath, await toneMp3(), { contentType: 'audio/mpeg', overwrite: true });
  return app.ctx.db
    .insertInto('tracks')
    .values({
      id,
      title: fields.title ?? `Sound ${Math.random().toString(36).slice(2, 8)}`,
      artist: fields.artist ?? 'Test Artist',
      genre: fields.genre === undefined ? 'Pop' : fields.genre,
      duration: 1,
      audioPath: audioPath,
      licenseType: fields.licenseType ?? 'royalty_free',
      createdAt: fields.createdAt ?? new Date(),
      createdBy: fields.createdBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function soundUse(app: TestApp, trackId: string) {
  const row = await app.ctx.db.selectFrom('tracks').select('soundUse').where('id', '=', trackId).executeTakeFirstOrThrow();
  return row.soundUse;
}
