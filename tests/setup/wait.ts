export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What `read` gives once it gives something (a job's result, a replica catching up), asked every `everyMs`;
 * throws, naming `what`, when nothing came within `timeoutMs`.
 */
export async function waitFor<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(everyMs)) {
    const value = await read();
    if (value) return value;
  }
  throw new Error(`no ${what} after ${timeoutMs} ms`);
}
