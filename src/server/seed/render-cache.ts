import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFfmpeg } from '../media/ffmpeg-program.ts';

/** Bumped when the meaning of an entry changes in a way neither its recipe nor the renderers' source shows (2: sidecars carry the file's hash). */
const CACHE_FORMAT = 2;
/** The code that renders: any edit to it (an encoder setting, the synthesiser) renders everything anew. */
const RENDERERS = ['./media.ts', './synth.ts', '../media/story-media.ts', '../media/ffmpeg.ts'];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let rendererIdentity: string | null = null;
/**
 * Which ffmpeg build and which renderer code make the files: both decide the bytes, so both are in every key.
 * The build is named by what `ffmpeg -version` says (version, compiler, configuration), never by its path
 * (FFMPEG_PATH may name the same build in several places, and a path in the key would render it all again).
 */
function renderer(): string {
  if (rendererIdentity) return rendererIdentity;
  const ffmpeg = checkFfmpeg().build;
  const code = createHash('sha256');
  for (const file of RENDERERS) code.update(readFileSync(new URL(file, import.meta.url)));
  rendererIdentity = `${ffmpeg} ${code.digest('hex')}`;
  return rendererIdentity;
}

/**
 * The demo's rendered media, kept between starts so a cold start on an empty DATA_DIR copies files instead
 * of running ffmpeg for half a minute (decision 019). Entries are keyed by their recipe: everything that
 * decides the output (the synthesiser's song and seed, the picture recipe, the title, the font, the ffmpeg
 * build and the renderers' source), so a changed seed spec or renderer renders anew and an unchanged one
 * never does. An entry is a file and a JSON sidecar with the file's SHA-256, written to temporary names and
 * renamed, sidecar last: a crash mid-write leaves no entry that looks complete, and a file that does not match
 * its hash (a torn write after a power cut, a stray edit) is never uploaded. A missing, unreadable or
 * mismatched entry renders again. `dir` null turns the cache off.
 */
export class RenderCache {
  readonly counts = { rendered: 0, reused: 0 };

  constructor(private readonly dir: string | null) {}

  private key(recipe: unknown) {
    return createHash('sha256').update(JSON.stringify([CACHE_FORMAT, renderer(), recipe])).digest('hex');
  }

  /** Whether `recipe` would be served from the cache (its sidecar, written last, is there): for estimates only. */
  has(recipe: unknown): boolean {
    return Boolean(this.dir) && existsSync(join(this.dir!, `${this.key(recipe)}.json`));
  }

  /** Puts the file for `recipe` at `out`: from the cache, or made by `render` (which returns its metadata). */
  async file<M>(recipe: unknown, out: string, render: () => Promise<M>): Promise<M> {
    if (!this.dir) return this.fresh(render);
    const base = join(this.dir, this.key(recipe));
    const hit = await this.read<M>(base, out);
    if (hit) return hit.meta;
    const meta = await this.fresh(render);
    await this.write(base, out, meta).catch(() => undefined); // a full or read-only disk only costs the reuse
    return meta;
  }

  /** The same for media made in memory (a JPEG as a Buffer). */
  async buffer(recipe: unknown, scratch: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const out = join(scratch, `cached-${randomBytes(6).toString('hex')}`);
    await this.file(recipe, out, async () => {
      await writeFile(out, await render());
      return null;
    });
    return readFile(out);
  }

  private async fresh<M>(render: () => Promise<M>) {
    const meta = await render();
    this.counts.rendered++;
    return meta;
  }

  private async read<M>(base: string, out: string): Promise<{ meta: M } | null> {
    try {
      const entry = JSON.parse(await readFile(`${base}.json`, 'utf8')) as { meta: M; sha256: string };
      // Read whole (a clip is a few MB) so the bytes checked are the bytes written to `out`.
      const bytes = await readFile(`${base}.bin`);
      if (sha256(bytes) !== entry.sha256) return null;
      await writeFile(out, bytes);
      this.counts.reused++;
      return entry;
    } catch {
      return null;
    }
  }

  private async write(base: string, out: string, meta: unknown) {
    await mkdir(this.dir!, { recursive: true });
    const temp = `${base}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const bytes = await readFile(out);
      await writeFile(`${temp}.bin`, bytes);
      await writeFile(`${temp}.json`, JSON.stringify({ meta: meta ?? null, sha256: sha256(bytes) }));
      await rename(`${temp}.bin`, `${base}.bin`);
      await rename(`${temp}.json`, `${base}.json`);
    } finally {
      await rm(`${temp}.bin`, { force: true });
      await rm(`${temp}.json`, { force: true });
    }
  }
}
