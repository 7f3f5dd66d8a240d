/** Without requestIdleCallback (Safari), a short timeout stands in: after the frame in hand, not during it. */
const FALLBACK_DELAY_MS = 50;
/** Runs even if the browser never idles (a video decoding on a busy phone), so the work is late, not lost. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `work` when the browser next has an idle moment (requestIdleCallback), and returns a cancel for an
 * effect's cleanup: work that can wait, such as cards below the one on screen (issue 53).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}
