import type { HlsConfig } from 'hls.js/light';

/**
 * The card's hls.js settings (decision 083), on their own so bench:streaming plays with exactly these.
 * `loadAtOnce` is false for a neighbouring card, which loads only once it is on screen.
 */
export function hlsSettings(loadAtOnce: boolean, bandwidthEstimate?: number): Partial<HlsConfig> {
  return {
    // A short video is kept whole, so every loop plays from the buffer instead of fetching it again,
    backBufferLength: Infinity,
    // and a better rung reached during one play replaces the lower one on the next loop.
    loopBackBufferFlush: true,
    capLevelToPlayerSize: true,
    autoStartLoad: loadAtOnce,
    // The network as the last card measured it: the next video starts on the rung that suits it, not the lowest.
    ...(bandwidthEstimate ? { abrEwmaDefaultEstimate: bandwidthEstimate } : {}),
  };
}
