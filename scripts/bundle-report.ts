/**
 * What the signed-in feed's first load downloads, chunk by chunk, and the biggest modules in it by gzip size:
 * the entry and its static imports (modulepreloaded from index.html), plus the feed route's chunk and its
 * static imports. Chunks the feed can load lazily (dialogs, the desktop rail) are listed apart.
 * Then each screen's first load against its budget (scripts/route-budgets.ts).
 *   npx vite build && npm run bundle:report        (TOP=40 for more modules)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ChunkStats } from './vite-bundle-stats.ts';
import type { RouteWeight } from './vite-route-budgets.ts';
import { FIRST_LOAD_ROUTE } from './route-budgets.ts';

const STATS = 'dist/bundle-stats.json';
const TOP = Number(process.env.TOP ?? 25);
if (!existsSync(STATS)) throw new Error(`${STATS} is missing: run \`npx vite build\` first`);
const { chunks } = JSON.parse(readFileSync(STATS, 'utf8')) as { chunks: ChunkStats[] };
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
/** As the server sends it: the build's precompressed .br beside the file. */
const brotli = (file: string) => (existsSync(`dist/web/${file}.br`) ? statSync(`dist/web/${file}.br`).size : statSync(`dist/web/${file}`).size);

function withStaticImports(roots: ChunkStats[]): Set<string> {
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(add);
  };
  roots.forEach((chunk) => add(chunk.fileName));
  return files;
}

const entry = chunks.filter((chunk) => chunk.isEntry);
const feed = chunks.filter((chunk) => chunk.modules.some((module) => module.id === FIRST_LOAD_ROUTE));
if (feed.length === 0) throw new Error(`no chunk holds ${FIRST_LOAD_ROUTE}`);
const firstLoad = withStaticImports([...entry, ...feed]);
const lazyFromFeed = new Set([...firstLoad].flatMap((file) => byFile.get(file)?.dynamicImports ?? []).filter((file) => !firstLoad.has(file)));

console.log(`the feed's first load: ${firstLoad.size} chunks`);
let total = 0;
for (const file of [...firstLoad].sort((a, b) => brotli(b) - brotli(a))) {
  total += brotli(file);
  console.log(`  ${KB(brotli(file))} br  ${file}`);
}
console.log(`  ${KB(total)} br  total (without response headers)`);

const modules = [...firstLoad].flatMap((file) => (byFile.get(file)?.modules ?? []).map((module) => ({ ...module, file })));
const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? null;
const packages = new Map<string, number>();
for (const module of modules) {
  const name = packageOf(module.id) ?? 'src (the app)';
  packages.set(name, (packages.get(name) ?? 0) + module.gzip);
}
console.log(`\nby package (gzip of each module alone, summed):`);
for (const [name, gzip] of [...packages].sort((a, b) => b[1] - a[1])) console.log(`  ${KB(gzip)} gz  ${name}`);

console.log(`\nthe ${TOP} biggest modules:`);
for (const module of modules.sort((a, b) => b.gzip - a.gzip).slice(0, TOP)) {
  console.log(`  ${KB(module.gzip)} gz ${KB(module.bytes)} min  ${module.id}  (${module.file})`);
}

console.log(`\nloaded later, on demand, from the feed's chunks: ${lazyFromFeed.size} chunks`);
for (const file of [...lazyFromFeed].sort()) console.log(`  ${KB(brotli(file))} br  ${file}  ${byFile.get(file)?.facadeModule ?? ''}`);

// Each screen's first load against its budget (scripts/route-budgets.ts), as the build's budget check wrote it.
const WEIGHTS = 'dist/route-weights.json';
if (existsSync(WEIGHTS)) {
  const weights = JSON.parse(readFileSync(WEIGHTS, 'utf8')) as RouteWeight[];
  console.log(`\neach screen's JavaScript before it renders (brotli), against its budget:`);
  for (const weight of weights.sort((a, b) => b.kb - a.kb)) {
    console.log(`  ${KB(weight.kb * 1024)} of ${String(weight.budgetKb).padStart(3)} KB  ${weight.route}`);
  }
}
