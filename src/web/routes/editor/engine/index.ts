/**
 * The editor's export engine and live filter preview. Import this module only dynamically from the editor
 * route: the WebCodecs path (with mediabunny) is a further lazy chunk, and ffmpeg.wasm (core and wasm served
 * as same-origin assets) one more, fetched only when the browser lacks WebCodecs.
 *
 * Errors: ProcessorLoadError → 'Failed to load video processor'; an AbortError (DOMException) when the signal
 * fired; anything else → 'Failed to export video'.
 */
import { ProcessorLoadError, progressReporter, type EditRecipe, type EngineName, type ExportOptions, type ExportResult } from './recipe.ts';

export { createFilterPreview, type FilterPreview } from './filter-preview.ts';
export { ProcessorLoadError, type EditRecipe, type EngineName, type ExportOptions, type ExportResult, type VideoFilter } from './recipe.ts';

/** Imports a lazy chunk, turning a failed fetch (offline, a deploy replaced it) into ProcessorLoadError. */
async function loadChunk<T>(load: () => Promise<T>, name: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ProcessorLoadError(`the ${name} export engine did not load`, { cause: error });
  }
}

async function exportWith(engine: EngineName, source: Blob, recipe: EditRecipe, options: ExportOptions, report: (percent: number) => void) {
  if (engine === 'webcodecs') {
    const { exportWithWebCodecs } = await loadChunk(() => import('./webcodecs-export.ts'), 'WebCodecs');
    return exportWithWebCodecs(source, recipe, options, report);
  }
  const { exportWithFfmpeg } = await loadChunk(() => import('./ffmpeg-export.ts'), 'ffmpeg.wasm');
  return exportWithFfmpeg(source, recipe, options, report);
}

/**
 * Renders the edit of `source` (the owner's posted MP4) into a new MP4: H.264 video, plus AAC or Opus audio when
 * the video has sound or music was chosen. `engine: 'auto'` takes WebCodecs where the browser can encode both
 * video and audio with it, else ffmpeg.wasm; naming an engine forces it (the benchmark compares the two).
 */
export async function exportEdit(source: Blob, recipe: EditRecipe, options: ExportOptions = {}): Promise<ExportResult> {
  options.signal?.throwIfAborted();
  const report = progressReporter(options.onProgress);
  report(0);
  let engine: EngineName;
  if (options.engine && options.engine !== 'auto') engine = options.engine;
  else {
    const { webCodecsAvailable } = await loadChunk(() => import('./webcodecs-export.ts'), 'WebCodecs');
    engine = (await webCodecsAvailable()) ? 'webcodecs' : 'ffmpeg';
  }
  const blob = await exportWith(engine, source, recipe, options, report);
  return { blob, engine };
}
