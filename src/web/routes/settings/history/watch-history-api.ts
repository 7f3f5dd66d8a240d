import type { InfiniteData } from '@tanstack/react-query';
import { answer, contract, type Schemas } from '../../../api/contract.ts';

/**
 * Settings → Watch history (issue 55 item 4): the four calls of /api/me/history, and the pure edits of the
 * cached pages they lead to. The query keys live with the others in api/watch-history-keys.ts (decision 062).
 */
export type WatchedVideo = Schemas['WatchHistoryItem'];
export type WatchHistoryPage = Schemas['WatchHistoryPage'];
/** The list as react-query caches it: the pages read so far, each with the cursor it was read with. */
export type WatchHistoryPages = InfiniteData<WatchHistoryPage, string | null>;

export const watchHistoryApi = {
  /** A page, last watched first; `cursor` is the nextCursor of the page before (null for the first). */
  page: (cursor: string | null, signal?: AbortSignal) => answer(contract.GET('/api/me/history', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  remove: (videoId: string) => answer(contract.DELETE('/api/me/history/{videoId}', { params: { path: { videoId } } })),
  clear: () => answer(contract.DELETE('/api/me/history')),
  /** Paused, the server keeps no new watches; those already kept stay until removed or 90 days old. */
  setPaused: (paused: boolean) => answer(contract.PUT('/api/me/history/recording', { body: { paused } })),
};

/** Where a removed video was, so a refused removal can put it back in its own page. */
export interface RemovedFrom {
  pageIndex: number;
}

/** The pages without one video (a removal shown before the server answers). */
export function withoutVideo(data: WatchHistoryPages, videoId: string): { data: WatchHistoryPages; removedFrom: RemovedFrom | null } {
  const pageIndex = data.pages.findIndex((page) => page.items.some((item) => item.id === videoId));
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== videoId) }));
  return { data: { ...data, pages }, removedFrom: pageIndex < 0 ? null : { pageIndex } };
}

/**
 * The pages with a refused removal's video back in its page, in last-watched-first order. Only that video
 * comes back (not a snapshot of the list), so a removal that failed cannot undo others that succeeded.
 */
export function withVideoBack(data: WatchHistoryPages, video: WatchedVideo, { pageIndex }: RemovedFrom): WatchHistoryPages {
  const pages = data.pages.map((page, index) => {
    if (index !== Math.min(pageIndex, data.pages.length - 1) || page.items.some((item) => item.id === video.id)) return page;
    const items = [...page.items, video].sort((a, b) => Date.parse(b.watchedAt) - Date.parse(a.watchedAt));
    return { ...page, items };
  });
  return { ...data, pages };
}

/** The list after Clear all: one empty last page, keeping whether recording is paused. */
export function emptied(data: WatchHistoryPages): WatchHistoryPages {
  const paused = data.pages[0]?.paused ?? false;
  return { pages: [{ paused, items: [], nextCursor: null }], pageParams: [null] };
}

/** Every page with the recording switch as the server now has it. */
export function withPaused(data: WatchHistoryPages, paused: boolean): WatchHistoryPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, paused })) };
}
