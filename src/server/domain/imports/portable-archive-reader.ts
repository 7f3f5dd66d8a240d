import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { IMPORT_EXPORT_MAX_BYTES, IMPORT_MAX_FOLLOWING, IMPORT_MAX_VIDEOS } from '../../../shared/video-import.ts';
import { CAPTION_FILE_MAX_BYTES, CAPTION_TRACKS_MAX } from '../../../shared/captions.ts';
import { parseRemoteHandle } from '../../../shared/remote-handle.ts';
import { CAPTION_MAX } from '../../../shared/content.schema.ts';
import type { ArchivedVideoDetails, ExportedVideo } from '../../data/repos/video-import.repo.ts';
import type { ZipReader } from './zip-reader.ts';

/** What a portable archive brings (decision 080): the account's videos, its profile and the accounts it named. */
export interface ArchiveRead {
  videos: Array<ExportedVideo & { details: ArchivedVideoDetails }>;
  /** `name@server` of each account followed, to re-follow. */
  following: string[];
  blocks: string[];
  mutes: string[];
  profile: { bio: string | null; avatar: string | null };
}

const text = z.string().nullish().catch(null);
const flag = z.boolean().catch(false);

/** The parts of a Note in outbox.json an import reads; anything else in it is ignored, anything malformed dropped. */
const noteSchema = z.object({
  id: z.string(),
  content: text,
  source: z.object({ content: text }).nullish().catch(null),
  published: text,
  sensitive: flag.optional(),
  summary: text,
  contentMap: z.record(z.string(), z.unknown()).nullish().catch(null),
  attachment: z.array(z.object({ url: z.unknown(), name: text })).catch([]),
  subtitleLanguage: z.array(z.object({ identifier: z.string(), url: z.string() })).catch([]),
  popreel: z
    .object({ visibility: text, commentPolicy: text, title: text })
    .partial()
    .nullish()
    .catch(null),
});

const collectionSchema = z.object({
  name: z.string(),
  public: flag,
  videos: z.array(z.object({ id: z.string() })).catch([]),
});

const readJson = async (zip: ZipReader, name: string): Promise<unknown> => {
  const found = await zip.text(name, IMPORT_EXPORT_MAX_BYTES);
  if (found === null) return null;
  try {
    return JSON.parse(found);
  } catch {
    return null;
  }
};

/**
 * Reads a portable archive (FEP-6fcd's layout, as PortableArchiveWriter writes it). Null when the zip is not one:
 * no manifest with its ubc-version, or no actor or outbox. Every value is hostile: a note without a readable id
 * is skipped, a caption track past the caption limits is dropped, and a handle that is not `name@server` is not
 * kept. A video whose file the zip lacks is still listed, to fail with that reason when picked.
 */
export async function readPortableArchive(zip: ZipReader): Promise<ArchiveRead | null> {
  const manifest = await zip.text('manifest.yml', 64 * 1024);
  if (!manifest || !/^ubc-version:\s*\S+/m.test(manifest)) return null;
  const [actor, outbox, collections] = await Promise.all([readJson(zip, 'activitypub/actor.json'), readJson(zip, 'activitypub/outbox.json'), readJson(zip, 'popreel/collections.json')]);
  const orderedItems = (outbox as { orderedItems?: unknown } | null)?.orderedItems;
  if (!actor || typeof actor !== 'object' || !Array.isArray(orderedItems)) return null;

  const inCollections = collectionsByVideo(collections);
  const videos: ArchiveRead['videos'] = [];
  for (const item of orderedItems.slice(0, IMPORT_MAX_VIDEOS)) {
    const note = noteSchema.safeParse((item as { object?: unknown } | null)?.object);
    if (note.success) videos.push(await videoOf(zip, note.data, inCollections.get(note.data.id) ?? []));
  }
  const icon = (actor as { icon?: { url?: unknown } }).icon?.url;
  const summary = (actor as { summary?: unknown }).summary;
  return {
    videos,
    following: (await handles(zip, 'activitypub/following_accounts.csv')).slice(0, IMPORT_MAX_FOLLOWING),
    blocks: await handles(zip, 'activitypub/blocks.csv'),
    mutes: await handles(zip, 'activitypub/mutes.csv'),
    profile: { bio: typeof summary === 'string' ? summary : null, avatar: typeof icon === 'string' && zip.has(icon) ? icon : null },
  };
}

async function videoOf(zip: ZipReader, note: z.infer<typeof noteSchema>, collections: ArchivedVideoDetails['collections']) {
  const attachment = note.attachment[0];
  const entry = typeof attachment?.url === 'string' && zip.has(attachment.url) ? attachment.url : null;
  const captions: ArchivedVideoDetails['captions'] = [];
  for (const track of note.subtitleLanguage.slice(0, CAPTION_TRACKS_MAX)) {
    const vtt = await zip.text(track.url, CAPTION_FILE_MAX_BYTES).catch(() => null);
    if (vtt) captions.push({ language: track.identifier, vtt });
  }
  const posted = note.published ? new Date(note.published) : null;
  return {
    link: note.id,
    caption: (note.source?.content ?? note.content ?? '').slice(0, CAPTION_MAX),
    postedAt: posted && !Number.isNaN(posted.getTime()) ? posted : null,
    details: {
      entry,
      title: note.popreel?.title ?? null,
      altText: attachment?.name ?? null,
      visibility: note.popreel?.visibility ?? null,
      commentPolicy: note.popreel?.commentPolicy ?? null,
      sensitive: note.sensitive ?? false,
      contentWarning: note.summary ?? null,
      language: Object.keys(note.contentMap ?? {})[0] ?? null,
      captions,
      collections,
    },
  };
}

/** Each video's collections, by the ActivityPub id the outbox gives it. */
function collectionsByVideo(document: unknown) {
  const byVideo = new Map<string, ArchivedVideoDetails['collections']>();
  for (const raw of Array.isArray(document) ? document : []) {
    const collection = collectionSchema.safeParse(raw);
    if (!collection.success) continue;
    for (const { id } of collection.data.videos) byVideo.set(id, [...(byVideo.get(id) ?? []), { name: collection.data.name, public: collection.data.public }]);
  }
  return byVideo;
}

/** The first column of one of Mastodon's account CSVs, the header row skipped: each `name@server` once. */
async function handles(zip: ZipReader, name: string): Promise<string[]> {
  const found = await zip.text(name, IMPORT_EXPORT_MAX_BYTES);
  if (!found) return [];
  let rows: string[][];
  try {
    rows = parseCsv(found, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    return [];
  }
  const handles = rows.map((row) => (row[0] ?? '').trim()).filter((handle) => parseRemoteHandle(handle) !== null);
  return [...new Set(handles.map((handle) => handle.replace(/^@/, '')))];
}
