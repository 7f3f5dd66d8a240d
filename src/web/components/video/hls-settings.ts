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
    // A segment that answers with an error is tried twice more, quickly, not six times over half a minute: a
    // bucket that refuses the page's origin (S3 without CORS for it, README "Streaming") or a missing file fails
    // the ladder within seconds and the card plays the MP4. A slow answer (timeoutRetry) keeps hls.js's patience.
    fragLoadPolicy: {
      default: {
        maxTimeToFirstByteMs: 10_000,
        maxLoadTimeMs: 120_000,
        timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
        errorRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 1000 },
      },
    },
    // The network as the last card measured it: the next video starts on the rung that suits it, not the lowest.
    ...(bandwidthEstimate ? { abrEwmaDefaultEstimate: bandwidthEstimate } : {}),
  };
}
