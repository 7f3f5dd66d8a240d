import pg from 'pg';
import type { Runner } from 'graphile-worker';
import { benchTool } from './bench-tools.ts';
import { connect } from '../../src/server/data/db.ts';
import { JobQueue } from '../../src/server/queue/queue.ts';
import { createLogger } from '../../src/server/logger.ts';

const { Logger, makeWorkerUtils, run } = await benchTool<typeof import('graphile-worker')>('graphile-worker');

/**
 * The two queues bench/jobs compares, behind one shape: fill with no-op jobs, queue one from another
 * connection (as the app does), and start workers, each a queue of its own with its own pool, as separate
 * `npm run worker` processes would be. The handler is told the job's id, so the bench can count each run.
 */
export interface QueueUnderTest {
  name: string;
  /** Queues `count` jobs due now in one statement, numbered from `from`. */
  fill(from: number, count: number): Promise<void>;
  /** Queues one job from another connection; resolves once it is committed. */
  queueOne(id: number): Promise<void>;
  startWorkers(workers: number, concurrency: number, onRun: (id: number) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const KIND = 'bench-noop';

export async function ourQueue(url: string): Promise<QueueUnderTest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const log = createLogger('error');
  return {
    name: 'ours (jobs table, SKIP LOCKED)',
    async fill(from, count) {
      await client.query(`insert into jobs (kind, payload) select $1, jsonb_build_object('id', g) from generate_series($2::int, $3::int) g`, [KIND, from, from + count - 1]);
    },
    async queueOne(id) {
      await client.query(`insert into jobs (kind, payload) values ($1, jsonb_build_object('id', $2::int))`, [KIND, id]);
    },
    async startWorkers(workers, concurrency, onRun) {
      const started = Array.from({ length: workers }, () => {
        const handle = connect(url, concurrency + 2);
        const queue = new JobQueue<{ [KIND]: { id: number } }>(handle.db, handle.pool, log, url);
        queue.register(KIND, async (payload) => onRun(payload.id));
        queue.start(concurrency);
        return { handle, queue };
      });
      await new Promise((r) => setTimeout(r, 300)); // listeners connected
      return async () => {
        for (const { handle, queue } of started) {
          await queue.stop();
          await handle.close();
        }
      };
    },
    close: () => client.end(),
  };
}

export async function graphileQueue(url: string): Promise<QueueUnderTest> {
  const silent = new Logger(() => () => undefined);
  const utils = await makeWorkerUtils({ connectionString: url, logger: silent });
  await utils.migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    name: 'graphile-worker 0.18',
    async fill(from, count) {
      await client.query(
        `select graphile_worker.add_jobs(array(select row($1, json_build_object('id', g), null, null, null, null, null, null)::graphile_worker.job_spec
           from generate_series($2::int, $3::int) g))`,
        [KIND, from, from + count - 1],
      );
    },
    async queueOne(id) {
      await client.query(`select graphile_worker.add_job($1, json_build_object('id', $2::int))`, [KIND, id]);
    },
    async startWorkers(workers, concurrency, onRun) {
      const runners: Runner[] = [];
      for (let i = 0; i < workers; i++) {
        runners.push(
          await run({
            connectionString: url,
            concurrency,
            noHandleSignals: true,
            logger: silent,
            taskList: { [KIND]: async (payload) => onRun((payload as { id: number }).id) },
          }),
        );
      }
      await new Promise((r) => setTimeout(r, 300));
      return async () => {
        for (const runner of runners) await runner.stop();
      };
    },
    async close() {
      await client.end();
      await utils.release();
    },
  };
}
