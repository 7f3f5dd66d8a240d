/**
 * Chrome trace events read for the renderer's main thread: its long tasks, each with the events inside it that
 * took the most (module evaluation, a React render, style and layout…), and a total blocking time as Lighthouse
 * counts it (each task's time over 50 ms, summed). Used by bench/main-thread.ts.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** The biggest events inside it, outermost first: what the task spent its time on. */
  inside: string[];
}

const LONG_TASK_US = 50_000;

/** The renderer main thread that ran the most: the page's, not about:blank's or an old navigation's. */
function busiestMainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const busy = new Map<string, number>();
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  for (const event of events) {
    if (event.name !== 'RunTask' || !event.dur) continue;
    if (!mains.some((main) => main.pid === event.pid && main.tid === event.tid)) continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const [best] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid, tid };
}

function label(event: TraceEvent): string {
  const data = event.args?.data;
  const detail = data?.functionName || data?.type || (data?.url ? String(data.url).split('/').pop() : '');
  return `${event.name}${detail ? ` (${detail})` : ''} ${Math.round((event.dur ?? 0) / 1000)} ms`;
}

export function mainThreadTasks(events: TraceEvent[]): { busyMs: number; blockingMs: number; tasks: LongTask[] } {
  const main = busiestMainThread(events);
  if (!main) return { busyMs: 0, blockingMs: 0, tasks: [] };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur).sort((a, b) => a.ts - b.ts);
  const runTasks = onMain.filter((event) => event.name === 'RunTask');
  const origin = runTasks[0]?.ts ?? 0;
  const tasks = runTasks
    .filter((task) => task.dur! > LONG_TASK_US)
    .map((task) => ({
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur! / 1000,
      inside: onMain
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur! && event.dur! > 8_000)
        .slice(0, 5)
        .map(label),
    }));
  return {
    busyMs: runTasks.reduce((sum, task) => sum + task.dur!, 0) / 1000,
    blockingMs: tasks.reduce((sum, task) => sum + task.durationMs - 50, 0),
    tasks,
  };
}
