import { IMPORT_MAX_FOLLOWING, IMPORT_MAX_VIDEOS } from '../../../shared/video-import.ts';
import { CAPTION_MAX } from '../../../shared/content.schema.ts';
import type { ExportedVideo } from '../../data/repos/video-import.repo.ts';

export type { ExportedVideo };

export interface TikTokExport {
  videos: ExportedVideo[];
  following: string[];
}

/**
 * Reads `user_data_tiktok.json` (TikTok's "Download your data", JSON format). TikTok renames its sections every
 * year or two — `Video.Videos.VideoList` became `Post.Posts.VideoList`, `Activity."Following List".Following`
 * became `"Your Activity".Following.Following` — and its keys drift in case and spacing, so this reads by shape,
 * not by path: the person's own videos are the list of objects with a link under a top-level section about
 * videos or posts (never favourites, likes or browsing history, which also hold links), and the following
 * list is the list of objects with a user name under a key about following. Null when it finds neither.
 */
export function readTikTokExport(document: unknown): TikTokExport | null {
  if (!isRecord(document)) return null;
  const videos: ExportedVideo[] = [];
  const following: string[] = [];
  for (const [key, section] of Object.entries(document)) {
    const name = normal(key);
    if (OWN_VIDEO_SECTIONS.test(name)) for (const list of listsOf(section, 0, hasLink)) videos.push(...list.flatMap(video));
  }
  for (const list of followingLists(document)) following.push(...list.flatMap(userName));
  if (videos.length === 0 && following.length === 0) return null;
  // Newest first, as a profile reads; undated ones last.
  videos.sort((a, b) => (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0));
  return { videos: uniqueBy(videos, (v) => v.link).slice(0, IMPORT_MAX_VIDEOS), following: [...new Set(following)].slice(0, IMPORT_MAX_FOLLOWING) };
}

/** "Video", "Videos", "Post", "Posts", "Your Posts"; not "Favorite Videos" or "Video Browsing History". */
const OWN_VIDEO_SECTIONS = /^(your)?(video|videos|post|posts)$/;
const SKIPPED = /favou?rite|like|history|browsing|watch|share|recentlydeleted|deleted/;
const MAX_DEPTH = 5;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A key as compared here: lower case, letters and digits only ("Following List" → "followinglist"). */
const normal = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
const field = (entry: Record<string, unknown>, names: readonly string[]) => {
  for (const [key, value] of Object.entries(entry)) if (names.includes(normal(key)) && (typeof value === 'string' || typeof value === 'number')) return String(value).trim();
  return '';
};
const LINK = ['link', 'videolink', 'url', 'videourl'];
const CAPTION = ['title', 'caption', 'description', 'desc', 'text'];
const DATE = ['date', 'createtime', 'createdat', 'time'];
const USER = ['username', 'uniqueid', 'user'];

const hasLink = (entry: Record<string, unknown>) => /^https?:\/\//i.test(field(entry, LINK));

/** Every array of records passing `test` at most MAX_DEPTH levels under `value`, skipping sections named in SKIPPED. */
function listsOf(value: unknown, depth: number, test: (entry: Record<string, unknown>) => boolean): Record<string, unknown>[][] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) {
    const records = value.filter(isRecord);
    return records.some(test) ? [records.filter(test)] : [];
  }
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => (SKIPPED.test(normal(key)) ? [] : listsOf(inner, depth + 1, test)));
}

/** Lists under a key about following (not followers), anywhere in a section. */
function followingLists(value: unknown, depth = 0): Record<string, unknown>[][] {
  if (depth > MAX_DEPTH || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    normal(key).startsWith('following') ? listsOf(inner, 0, (entry) => field(entry, USER) !== '') : followingLists(inner, depth + 1),
  );
}

function video(entry: Record<string, unknown>): ExportedVideo[] {
  const link = field(entry, LINK);
  return URL.canParse(link) ? [{ link, caption: field(entry, CAPTION).replaceAll('\u0000', '').slice(0, CAPTION_MAX), postedAt: exportDate(field(entry, DATE)) }] : [];
}

function userName(entry: Record<string, unknown>): string[] {
  const name = field(entry, USER).replace(/^@/, '');
  return name && name.length <= 64 ? [name] : [];
}

/** "2023-05-01 12:34:56" (UTC, TikTok's form), an ISO time or Unix seconds; null for anything else. */
export function exportDate(text: string): Date | null {
  if (!text) return null;
  const date = /^\d{9,11}$/.test(text) ? new Date(Number(text) * 1000) : new Date(/^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  const time = date.getTime();
  return Number.isFinite(time) && time > 0 && time <= Date.now() + 86_400_000 ? date : null;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
