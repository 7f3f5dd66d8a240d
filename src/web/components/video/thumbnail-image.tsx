import { THUMBNAIL_SMALL_WIDTH, THUMBNAIL_WIDTH } from '../../../shared/constants.ts';

/** A grid's tiles: three across a phone (a third of the width), at most this wide where the grid stops growing. */
export const GRID_THUMBNAIL_SIZES = '(min-width: 768px) 240px, 34vw';
/** Tiles two across a phone (half the width inside the page's 1rem padding and the grid's 0.75rem gap), three from 640 px. */
export const TILE_THUMBNAIL_SIZES = '(min-width: 640px) 240px, calc(50vw - 1.375rem)';

/**
 * A video's thumbnail in a grid: the small file where the tile is small enough (srcset; the browser picks by
 * the tile's width and the screen's density), the full one otherwise or before the small one exists. Lazy
 * below the fold; the first row, in view at once, loads eagerly and first (it is the screen's largest paint).
 * Decorative (its link names the video) unless the creator described the video: then that alt text is its alt
 * (issue 41).
 */
export function ThumbnailImage({ url, smallUrl, sizes, eager = false, alt }: { url: string; smallUrl: string | null; sizes: string; eager?: boolean; alt?: string | null }) {
  return (
    <img
      src={url}
      srcSet={smallUrl ? `${smallUrl} ${THUMBNAIL_SMALL_WIDTH}w, ${url} ${THUMBNAIL_WIDTH}w` : undefined}
      sizes={smallUrl ? sizes : undefined}
      alt={alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  );
}
