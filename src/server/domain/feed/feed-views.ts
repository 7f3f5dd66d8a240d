import type { HydratedVideo } from '../../data/repos/feed.repo.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { IMAGE_URL_SECONDS, type MediaUrls } from '../media-urls.ts';
import { isoTime } from '../iso-time.ts';
import type { FeedItem, TileVideo } from '../../../shared/feed-types.ts';
import { HASHTAG } from '../../../shared/search-types.ts';
import type { TileRow } from '../../data/repos/tiles.ts';
import { streamUrl } from '../videos/stream-playlists.ts';

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
  const videoPath = `videos/${video.editedPath ?? video.storagePath}`;
  const [videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl] = await Promise.all([
    media.sign(videoPath, SIGNED_VIDEO_URL_SECONDS),
    media.sign(video.thumbnailUrl),
    media.sign(video.avatarUrl),
    media.sign(video.avatarSmallUrl),
  ]);
  return toFeedItem(video, { videoUrl, thumbnailUrl, avatarUrl, smallAvatarUrl }, media, Date.now());
}

/** The same without waiting, when every link can be had now (the disk store, or links made recently). */
export function presentVideoNow(video: HydratedVideo, media: MediaUrls, now = Date.now()): FeedItem | null {
  const videoUrl = media.signNow(`videos/${video.editedPath ?? video.storagePath}`, SIGNED_VIDEO_URL_SECONDS, now);
  const thumbnailUrl = media.signNow(video.thumbnailUrl, IMAGE_URL_SECONDS, now);
  const avatarUrl = media.signNow(video.avatarUrl, IMAGE_URL_SECONDS, now);
  const smallAvatarUrl = media.signNow(video.avatarSmallUrl, IMAGE_URL_SECONDS, now);
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
    videoUrl: videoUrl,
    hlsUrl: video.hlsPath ? streamUrl(video.id) : null,
    title: video.title,
    caption: video.caption,
    captionAi: video.captionAi,
    tagsAi: video.tagsAi,
    tags: hashtagsOf(video.caption),
    thumbnailUrl: thumbnailUrl,
    createdAt: isoTime(video.createdAt),
    duration: video.duration,
    userId: video.userId,
    username: video.username,
    avatarUrl: avatarUrl,
    avatarSmallUrl: smallAvatarUrl,
    verified: video.verified,
    likeCount: video.likeCount,
    isLiked: video.isLiked,
    favouriteCount: video.favouriteCount,
    isFavourite: video.isFavourite,
    repostCount: video.repostCount,
    isReposted: video.isReposted,
    popCount: video.popCount,
    unpopCount: video.unpopCount,
    commentCount: video.commentCount,
    shareCount: video.shareCount,
    reaction: video.reaction,
    sound: video.soundId ? { id: video.soundId, title: video.soundTitle!, artist: video.soundArtist ?? '' } : null,
    place: video.placeId ? { id: video.placeId, name: video.placeName!, type: video.placeType! } : null,
    pinned: video.pinned,
    captions: video.captionLanguages.length && media.captions ? media.captions.forCard(video, now) : [],
    ...videoSettings(video),
  };
}

/** A grid's video as clients get it: the thumbnail and avatar links signed. Extra row fields are left out. */
export async function presentTile(row: TileRow, media: MediaUrls): Promise<TileVideo> {
  const [thumbnailUrl, smallUrl, avatarUrl] = await Promise.all([media.sign(row.thumbnailUrl), media.sign(row.thumbnailSmallUrl), media.sign(row.avatarUrl)]);
  return {
    id: row.id,
    userId: row.userId,
    caption: row.caption,
    captionAi: row.captionAi,
    thumbnailUrl: thumbnailUrl,
    thumbnailSmallUrl: smallUrl,
    createdAt: row.createdAt.toISOString(),
    username: row.username,
    avatarUrl: avatarUrl,
    verified: row.verified,
    ...videoSettings(row),
  };
}

/** The settings every answer about a video carries (issues 38 and 39), picked so no other row field slips out. */
export function videoSettings({ visibility, sensitive, contentWarning, commentPolicy, language, altText }: Pick<TileRow, 'visibility' | 'sensitive' | 'contentWarning' | 'commentPolicy' | 'language' | 'altText'>) {
  return { visibility, sensitive, contentWarning, commentPolicy, language, altText };
}

/** Puts rows in the order of `ids`; ids that vanished between the two statements are dropped. */
export function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
