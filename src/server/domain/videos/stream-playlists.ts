import type { BlobStore } from '../../storage/blob-store.ts';
import type { MediaUrls } from '../media-urls.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { notFound } from '../errors.ts';

/** The master playlist's address: what a card's `hlsUrl` is (the route checks who asks, every time). */
export const streamUrl = (videoId: string) => `/api/videos/${videoId}/hls/master.m3u8`;

/** A playlist's file name in a ladder: `master.m3u8` or a rung's, such as `540p.m3u8`. */
export const PLAYLIST_NAME = /^(master|\d{3,4}p)\.m3u8$/;

/** Playlists are immutable (an edit makes a new ladder in a new folder): the few in use are kept in memory. */
const CACHED_PLAYLISTS = 2_000;

/**
 * A ladder's playlists as a viewer is given them (issue 57, decision 083). They are stored with names relative
 * to their folder; here a master's rungs become this API's playlist routes, and a rung's init and media
 * segments become signed storage links, as the MP4's is: the same lifetime, the same signature, and a segment
 * is reachable only through a playlist the audience rule let the viewer read.
 */
export class StreamPlaylists {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly store: BlobStore,
    private readonly media: MediaUrls,
  ) {}

  async playlist(videoId: string, hlsPath: string, name: string): Promise<string> {
    const text = await this.stored(`${hlsPath}/${name}`);
    if (name === 'master.m3u8') return rewriteUris(text, (uri) => (PLAYLIST_NAME.test(uri) ? `/api/videos/${videoId}/hls/${uri}` : null));
    const uris = playlistUris(text);
    const signed = await Promise.all(uris.map((uri) => this.media.sign(`videos/${hlsPath}/${uri}`, SIGNED_VIDEO_URL_SECONDS)));
    const links = new Map(uris.map((uri, index) => [uri, signed[index]]));
    return rewriteUris(text, (uri) => links.get(uri) ?? null);
  }

  private async stored(key: string): Promise<string> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    if (!(await this.store.exists('videos', key))) throw notFound('This video has no stream');
    const text = (await this.store.read('videos', key)).toString('utf8');
    if (this.cache.size >= CACHED_PLAYLISTS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, text);
    return text;
  }
}

/** The URIs a playlist names: its non-tag lines and the URI attributes of its tags (EXT-X-MAP's). */
function playlistUris(text: string): string[] {
  const uris: string[] = [];
  rewriteUris(text, (uri) => (uris.push(uri), null));
  return uris;
}

/**
 * Each URI replaced by what `link` returns for it; a line whose URI has no link is dropped, so a playlist never
 * names a file the viewer cannot fetch (and a stored file with an unexpected name is never exposed).
 */
function rewriteUris(text: string, link: (uri: string) => string | null): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      const attribute = /URI="([^"]+)"/.exec(line);
      if (!attribute) lines.push(line);
      else {
        const target = link(attribute[1]);
        if (target) lines.push(line.replace(attribute[0], () => `URI="${target}"`));
      }
    } else if (line.trim()) {
      const target = link(line.trim());
      // A rung's or segment's tag line goes with it when it has no link.
      if (target) lines.push(target);
      else if (lines.at(-1)?.startsWith('#EXT-X-STREAM-INF') || lines.at(-1)?.startsWith('#EXTINF')) lines.pop();
    } else lines.push(line);
  }
  return lines.join('\n');
}
