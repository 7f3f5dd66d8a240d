// The server as one ES module, built once for a test run whose files each start their own Popreel (the
// end-to-end suite): Node then loads one file instead of tsx compiling and resolving some 460 of our modules at
// every start (4.3 s → 2.8 s a start here; decision 064). Packages stay outside the bundle, loaded
// from node_modules as `npm start` loads them. `npm start` itself runs the sources through tsx, and the API
// suite tests that path.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/**
 * A module that finds files beside itself (the web build, the migrations, package.json, a PostgreSQL binary's
 * package) keeps finding them from the bundle: its `import.meta.dirname` and `import.meta.url` become its own
 * source path as a string, instead of the bundle's.
 */
const sourcePaths: Plugin = {
  name: 'source-paths',
  setup(bundle) {
    bundle.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, async ({ path }) => {
      const code = await readFile(path, 'utf8');
      const contents = code.includes('import.meta.')
        ? code
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        : code;
      return { contents, loader: 'ts' };
    });
  },
};

/** Bundles src/server/main.ts to `outFile` (an .mjs inside the repository, so its packages resolve). */
export async function buildServerBundle(outFile: string): Promise<string> {
  await build({
    entryPoints: [resolve(REPO_ROOT, 'src/server/main.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    plugins: [sourcePaths],
    logLevel: 'warning',
  });
  return outFile;
}
