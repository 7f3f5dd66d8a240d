import type { HydratedVideo } from '../../data/repos/feed.repo.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { IMAGE_URL_SECONDS, type MediaUrls } from '../media-urls.ts';
import { isoTime } from '../iso-time.ts';
import type { FeedItem, TileVideo } from '../../../shared/feed-types.ts';
import { HASHTAG } from '../../../shared/search-types.ts';
import type { TileRow } from '../../data/repos/tiles.ts';

/** Hashtags written in a caption, in order, without duplicates: the card's chips. */
export function hashtagsOf(caption: string): string[] {
  // Most captions have none: no regex for them. A card is made for every video of every page.
  if (!caption.includes('#')) return [];
  const tags: string[] = [];
  for (const match of caption.matchAll(HASHTAG)) {
    const tag = match[1].toLowerCase();
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The spec's "Feed item as assembled", plus counts, viewer state, sound, place and tags. */
export async function presentVideo(video: HydratedVideo, media: MediaUrls): Promise<FeedItem> {
  const videoPath = `videos/${video.edited_path ?? video.storage_path}`;
  const [videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl] = await Promise.all([
    media.sign(videoPath, SIGNED_VIDEO_URL_SECONDS),
    media.sign(video.thumbnail_url),
    media.sign(video.avatar_url),
    media.sign(video.avatar_small_url),
  ]);
  return toFeedItem(video, { videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl }, media, Date.now());
}

/** The same without waiting, when every link can be had now (the disk store, or links made recently). */
export function presentVideoNow(video: HydratedVideo, media: MediaUrls, now = Date.now()): FeedItem | null {
  const videoUrl = media.signNow(`videos/${video.edited_path ?? video.storage_path}`, SIGNED_VIDEO_URL_SECONDS, now);
  const thumbnailUrl = media.signNow(video.thumbnail_url, IMAGE_URL_SECONDS, now);
  const avatarUrl = media.signNow(video.avatar_url, IMAGE_URL_SECONDS, now);
  const smallAvatarUrl = media.signNow(video.avatar_small_url, IMAGE_URL_SECONDS, now);
  if (videoUrl === undefined || thumbnailUrl === undefined || avatarUrl === undefined || smallAvatarUrl === undefined) return null;
  return toFeedItem(video, { videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl }, media, now);
}

/**
 * A page of cards: at once when every link can be had now (most pages: only S3 links not made recently need a
 * wait), else with the links signed in parallel.
 */
export async function presentVideos(videos: HydratedVideo[], media: MediaUrls): Promise<FeedItem[]> {
  const at = Date.now();
  const now = videos.map((video) => presentVideoNow(video, media, at));
  return now.every((item): item is FeedItem => item !== null) ? now : Promise.all(videos.map((video) => presentVideo(video, media)));
}

type SignedLinks = Record<'videoUrl' | 'thumbnailUrl' | 'avatarUrl' | 'smallAvatarUrl', string | null>;

function toFeedItem(video: HydratedVideo, { videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl }: SignedLinks, media: MediaUrls, now: number): FeedItem {
  return {
    id: video.id,
    video_url: videoUrl,
    title: video.title,
    caption: video.caption,
    caption_ai: video.caption_ai,
    tags_ai: video.tags_ai,
    tags: hashtagsOf(video.caption),
    thumbnail_url: thumbnailUrl,
    created_at: isoTime(video.created_at),
    duration: video.duration,
    user_id: video.user_id,
    username: video.username,
    avatar_url: avatarUrl,
    avatar_small_url: smallAvatarUrl,
    verified: video.verified,
    like_count: video.like_count,
    is_liked: video.is_liked,
    pop_count: video.pop_count,
    unpop_count: video.unpop_count,
    comment_count: video.comment_count,
    share_count: video.share_count,
    reaction: video.reaction,
    sound: video.sound_id ? { id: video.sound_id, title: video.sound_title!, artist: video.sound_artist ?? '' } : null,
    place: video.place_id ? { id: video.place_id, name: video.place_name!, type: video.place_type! } : null,
    pinned: video.pinned,
    captions: video.caption_languages.length && media.captions ? media.captions.forCard(video, now) : [],
    ...videoSettings(video),
  };
}

/** A grid's video as clients get it: the thumbnail and avatar links signed. Extra row fields are left out. */
export async function presentTile(row: TileRow, media: MediaUrls): Promise<TileVideo> {
  const [thumbnailUrl, smallUrl, avatarUrl] = await Promise.all([media.sign(row.thumbnail_url), media.sign(row.thumbnail_small_url), media.sign(row.avatar_url)]);
  return {
    id: row.id,
    user_id: row.user_id,
    caption: row.caption,
    caption_ai: row.caption_ai,
    thumbnail_url: thumbnailUrl,
    thumbnail_small_url: smallUrl,
    created_at: row.created_at.toISOString(),
    username: row.username,
    avatar_url: avatarUrl,
    verified: row.verified,
    ...videoSettings(row),
  };
}

/** The settings every answer about a video carries (issues 38 and 39), picked so no other row field slips out. */
export function videoSettings({ visibility, sensitive, content_warning, comment_policy, language, alt_text }: Pick<TileRow, 'visibility' | 'sensitive' | 'content_warning' | 'comment_policy' | 'language' | 'alt_text'>) {
  return { visibility, sensitive, content_warning, comment_policy, language, alt_text };
}

/** Puts rows in the order of `ids`; ids that vanished between the two statements are dropped. */
export function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
