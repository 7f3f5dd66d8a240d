import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';
import type { VideoVisibility } from '../../src/shared/audience.ts';

/**
 * Issue 57: a video's streaming playlists answer whoever may watch it now, by the same audience rule as its
 * card and its MP4 link. The ladder here is written by hand (a master and one rung): the matrix asks who may
 * read it, not how it is made (streaming.test.ts transcodes a real one).
 */
async function laddered(w: World, visibility: VideoVisibility = 'public') {
  const id = await w.video();
  const { db, store } = w.app.ctx;
  const folder = `${w.accounts.owner.id}/${id}-hls`;
  const rung = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init_0.mp4"\n#EXTINF:2.000000,\n360p-0.m4s\n#EXT-X-ENDLIST\n';
  const master = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=360x640,CODECS="avc1.64001e,mp4a.40.2"\n360p.m3u8\n';
  const contentType = 'application/vnd.apple.mpegurl';
  await store.put('videos', `${folder}/360p.m3u8`, Buffer.from(rung), { contentType, overwrite: true });
  await store.put('videos', `${folder}/master.m3u8`, Buffer.from(master), { contentType, overwrite: true });
  await db.updateTable('videos').set({ visibility, hlsPath: folder }).where('id', '=', id).execute();
  return id;
}

const OWNER_ONLY: RouteRow['expect'] = [404, 404, 200, 404, 404, 404];
const ROUTE = 'GET /api/videos/:id/hls/:playlist';

// Columns:                                                                    visitor user owner  mod admin banned
export const STREAM_ROWS: RouteRow[] = [
  { route: ROUTE, expect: [200, 200, 200, 200, 200, 200], request: async (w) => ({ path: `/api/videos/${await laddered(w)}/hls/master.m3u8` }) },
  { route: ROUTE, variant: "a rung's playlist", expect: [200, 200, 200, 200, 200, 200], request: async (w) => ({ path: `/api/videos/${await laddered(w)}/hls/360p.m3u8` }) },
  { route: ROUTE, variant: 'Followers (nobody follows the owner)', expect: OWNER_ONLY, request: async (w) => ({ path: `/api/videos/${await laddered(w, 'followers')}/hls/master.m3u8` }) },
  { route: ROUTE, variant: "Only me, a rung's playlist", expect: OWNER_ONLY, request: async (w) => ({ path: `/api/videos/${await laddered(w, 'only_me')}/hls/360p.m3u8` }) },
];
