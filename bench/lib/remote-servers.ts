import { Worker } from 'node:worker_threads';

type Role = 'inboxes' | 'neighbour' | 'flooder';

/**
 * One of bench:federation's other servers on its thread (remote-servers.mjs): asked by message, answered with
 * the same id, so this server's event loop carries only its own work.
 */
export class RemoteServer<Ready = unknown> {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (answer: any) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker, readonly ready: Ready) {
    worker.on('message', ({ id, answer, error }: { id: number; answer?: unknown; error?: string }) => {
      const pending = this.waiting.get(id);
      this.waiting.delete(id);
      if (error) pending?.reject(new Error(error));
      else pending?.resolve(answer);
    });
  }

  static start<Ready>(role: Role, data: Record<string, unknown> = {}): Promise<RemoteServer<Ready>> {
    const worker = new Worker(new URL('./remote-servers.mjs', import.meta.url), { workerData: { role, ...data } });
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', ({ answer }: { answer: Ready }) => resolve(new RemoteServer(worker, answer)));
    });
  }

  call<T>(type: string, message: Record<string, unknown> = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, type, ...message });
    });
  }

  close() {
    return this.worker.terminate();
  }
}

/** Epoch milliseconds, comparable with the times the other threads report. */
export const epochNow = () => performance.timeOrigin + performance.now();
