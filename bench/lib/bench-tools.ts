import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Tools only the benchmarks use, installed on demand into .cache/bench-tools the first time a benchmark asks
 * for one, never by `npm install`: running and testing Popreel need none of them, and lighthouse and
 * graphile-worker want a newer npm's Node than the machine's (decision 037). Their types are the small
 * declarations in bench/types, which name only what the benchmarks use.
 */
const VERSIONS = {
  autocannon: '8.0.0',
  'graphile-worker': '0.18.0',
  lighthouse: '13.5.0',
  undici: '6.29.1',
} as const;
export type BenchToolName = keyof typeof VERSIONS;

const HOME = resolve(import.meta.dirname, '../../.cache/bench-tools');
/** Imports bare names from HOME/node_modules: a dynamic import resolves from the file that makes it. */
const LOADER = join(HOME, 'load.mjs');

function installedVersion(name: BenchToolName): string | null {
  const manifest = join(HOME, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : null;
}

function ensureInstalled(): void {
  const missing = (Object.keys(VERSIONS) as BenchToolName[]).filter((name) => installedVersion(name) !== VERSIONS[name]);
  if (missing.length === 0 && existsSync(LOADER)) return;
  mkdirSync(HOME, { recursive: true });
  writeFileSync(join(HOME, 'package.json'), JSON.stringify({ name: 'popreel-bench-tools', private: true, type: 'module' }, null, 2));
  writeFileSync(LOADER, 'export default (name) => import(name);\n');
  const specs = Object.entries(VERSIONS).map(([name, version]) => `${name}@${version}`);
  console.error(`Installing the benchmarks' tools into ${HOME} (once): ${specs.join(', ')}`);
  execFileSync('npm', ['install', '--prefix', HOME, '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false', ...specs], {
    stdio: 'inherit',
  });
}

/** The tool's module, installed first when this checkout does not have it yet. */
export async function benchTool<T>(name: BenchToolName): Promise<T> {
  ensureInstalled();
  const load = ((await import(pathToFileURL(LOADER).href)) as { default: (name: string) => Promise<T> }).default;
  return load(name);
}
