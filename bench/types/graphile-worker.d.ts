/** The part of graphile-worker 0.18's API that bench/jobs uses (installed on demand: bench/lib/bench-tools.ts). */
declare module 'graphile-worker' {
  export class Logger {
    constructor(factory: (scope: unknown) => (level: string, message: string, meta?: unknown) => void);
  }
  export interface WorkerUtils {
    migrate(): Promise<void>;
    release(): Promise<void>;
  }
  export interface Runner {
    stop(): Promise<void>;
  }
  export function makeWorkerUtils(options: { connectionString: string; logger?: Logger }): Promise<WorkerUtils>;
  export function run(options: {
    connectionString: string;
    concurrency?: number;
    noHandleSignals?: boolean;
    logger?: Logger;
    taskList: Record<string, (payload: unknown) => Promise<void>>;
  }): Promise<Runner>;
}
