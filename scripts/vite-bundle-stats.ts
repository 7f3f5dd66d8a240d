import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One chunk of the build as scripts/bundle-report.ts reads it. */
export interface ChunkStats {
  fileName: string;
  isEntry: boolean;
  /** The route or component module a dynamic import() loads this chunk for, relative to the project. */
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Each module's code as rendered into the chunk (after tree-shaking), its bytes and its bytes gzipped alone. */
  modules: { id: string; bytes: number; gzip: number }[];
}

/**
 * Writes dist/bundle-stats.json, beside dist/web so it is never served: every chunk with the modules rendered
 * into it and their sizes, for `npm run bundle:report`. Gzipping each module alone overstates it a little
 * (a chunk compresses better than its parts), but ranks the modules the same way.
 */
export function bundleStats(): Plugin {
  let root = '';
  let statsFile = '';
  return {
    name: 'popreel-bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
      statsFile = resolve(config.root, config.build.outDir, '..', 'bundle-stats.json');
    },
    async writeBundle(_options, bundle) {
      const name = (id: string | null) => (id === null ? null : relative(root, id.replace(/^\0/, '')));
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModule: name(output.facadeModuleId),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: name(id) ?? id, bytes: module.renderedLength, gzip: module.code ? gzipSync(module.code).length : 0 }))
            .filter((module) => module.bytes > 0),
        });
      }
      await mkdir(dirname(statsFile), { recursive: true });
      await writeFile(statsFile, JSON.stringify({ chunks }, null, 1));
    },
  };
}
