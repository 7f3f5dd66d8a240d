// bench:federation's flooder (issue 52), on a thread of its own: the other server's sending is that server's
// work, so it must not take this server's event loop. Sends the pre-signed requests `concurrency` at a time and
// reports each answer's status and the seconds it took. Plain JavaScript: a worker thread loads it as it is.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { requests, concurrency } = workerData;
const statuses = [];
let next = 0;
const started = performance.now();
async function sender() {
  while (next < requests.length) {
    const { url, headers, body } = requests[next++];
    const answer = await globalThis.fetch(url, { method: 'POST', headers, body });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
}
await Promise.all(Array.from({ length: concurrency }, sender));
parentPort.postMessage({ statuses, seconds: (performance.now() - started) / 1000 });
