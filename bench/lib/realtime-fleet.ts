import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { withFileLimit } from './load-server.ts';
import type { FromClients, ToClients } from './realtime-ipc.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_SCRIPT = resolve(import.meta.dirname, 'realtime-client-process.ts');

export interface FleetOptions {
  /** ws://host/api/realtime */
  url: string;
  /** The server's own origin: the upgrade refuses any other. */
  origin: string;
  channel: string;
  /** Session cookies (`popreel_session=…`), shared round-robin by the sockets. */
  cookies: string[];
  clients: number;
  processes: number;
}

type Answer<T extends FromClients['type']> = Extract<FromClients, { type: T }>;

/**
 * The WebSocket clients of one scenario, spread evenly over a few client processes (each started with a
 * raised open-files limit) so that receiving is not what the bench measures.
 */
export class ClientFleet {
  private readonly completions = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  private constructor(readonly children: ChildProcess[]) {
    for (const child of children) {
      child.on('message', (message: FromClients) => {
        if (message.type !== 'complete') return;
        this.completions.set(message.key, (this.completions.get(message.key) ?? 0) + 1);
        for (const wake of this.waiters) wake();
      });
    }
  }

  /** Starts the processes and opens and subscribes every socket; throws if any could not subscribe. */
  static async start(options: FleetOptions) {
    const processes = Math.max(1, Math.min(options.processes, options.clients));
    const children = Array.from({ length: processes }, () => {
      const [command, args] = withFileLimit(process.execPath, ['--import', 'tsx', CLIENT_SCRIPT]);
      const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const kill = () => child.kill('SIGKILL');
      process.on('exit', kill); // never outlive the benchmark
      child.once('exit', () => process.off('exit', kill));
      return child;
    });
    const fleet = new ClientFleet(children);
    try {
      let first = 0;
      const answers = await Promise.all(
        children.map((child, i) => {
          const count = Math.floor(options.clients / processes) + (i < options.clients % processes ? 1 : 0);
          const ready = next(child, 'ready');
          send(child, { type: 'connect', url: options.url, origin: options.origin, channel: options.channel, cookies: options.cookies, first, count });
          first += count;
          return ready;
        }),
      );
      const failed = answers.reduce((sum, a) => sum + a.failed, 0);
      if (failed > 0) {
        const limits = answers.map((a) => a.fileLimit).join(', ');
        throw new Error(`${failed} of ${options.clients} clients could not subscribe (open-files limits of the client processes: ${limits}): ${answers.find((a) => a.firstError)?.firstError}`);
      }
      return { fleet, fileLimits: answers.map((a) => a.fileLimit) };
    } catch (error) {
      fleet.kill();
      throw error;
    }
  }

  get pids() {
    return this.children.map((child) => child.pid!);
  }

  /** True once every client has received the message with this content; false after `timeoutMs`. */
  waitComplete(key: string, timeoutMs: number): Promise<boolean> {
    const done = () => (this.completions.get(key) ?? 0) >= this.children.length;
    if (done()) return Promise.resolve(true);
    return new Promise((resolveWait) => {
      const finish = (result: boolean) => {
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolveWait(result);
      };
      const wake = () => done() && finish(true);
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.waiters.add(wake);
    });
  }

  /** Every receive time since the last collect, by message content, and how many sockets the server dropped. */
  async collect() {
    const answers = await Promise.all(
      this.children.map((child) => {
        const answer = next(child, 'times');
        send(child, { type: 'collect' });
        return answer;
      }),
    );
    const times = new Map<string, number[]>();
    for (const answer of answers) for (const [key, list] of Object.entries(answer.times)) times.set(key, [...(times.get(key) ?? []), ...list]);
    return { times, closedEarly: answers.reduce((sum, a) => sum + a.closedEarly, 0) };
  }

  /** Closes every socket in order and waits for the processes to exit (killed after 15 s). */
  async close() {
    await Promise.all(
      this.children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((done) => child.once('exit', done));
        send(child, { type: 'close' });
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }),
    );
  }

  kill() {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function send(child: ChildProcess, command: ToClients) {
  child.send(command);
}

/** The next answer of this type from a client process; rejects if the process exits first. */
function next<T extends FromClients['type']>(child: ChildProcess, type: T): Promise<Answer<T>> {
  return new Promise((resolveAnswer, reject) => {
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      cleanup();
      resolveAnswer(message as Answer<T>);
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`a client process exited (${code ?? signal}) while the bench waited for '${type}'`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
