/**
 * The page bench/editor.ts drives in headless Chromium: it exports the served test clip with the editor's engine,
 * exactly as the editor route would (a dynamic import), and uploads the result back for probing.
 */
import type { EditRecipe, EngineName } from '../../src/web/routes/editor/engine/index.ts';

export interface BenchRun {
  engine: EngineName;
  seconds: number;
  bytes: number;
  progress: number[];
}

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`));

async function run(engine: EngineName, recipe: EditRecipe): Promise<BenchRun> {
  const source = await (await fetch('/clip.mp4')).blob();
  const progress: number[] = [];
  const started = performance.now();
  const { exportEdit } = await import('../../src/web/routes/editor/engine/index.ts');
  const result = await exportEdit(source, recipe, { engine, onProgress: (percent) => progress.push(percent) });
  const seconds = (performance.now() - started) / 1000;
  const saved = await fetch(`/result/${result.engine}`, { method: 'PUT', body: result.blob });
  if (!saved.ok) throw new Error(`saving the result answered ${saved.status}`);
  return { engine: result.engine, seconds, bytes: result.blob.size, progress };
}

Object.assign(window, { editorBench: { run, violations } });
