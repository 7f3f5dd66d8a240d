import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `step` every `seconds` in this process, and at once at start, never overlapping itself; while a step
 * says there is more (a full batch), the next runs at once rather than a tick later. Several processes may
 * beat together: each step must take its rows with `skip locked`. Returns the stop function.
 */
export function startBeat(log: FastifyBaseLogger, failure: string, seconds: number, step: () => Promise<boolean>): () => void {
  let running = false;
  const beat = async () => {
    if (running) return;
    running = true;
    try {
      while (await step());
    } catch (error) {
      log.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void beat(), seconds * 1000);
  timer.unref();
  void beat();
  return () => clearInterval(timer);
}
