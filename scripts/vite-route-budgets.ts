import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_BUDGETS_KB, DEFAULT_ROUTE_BUDGET_KB, FIRST_LOAD_ROUTE } from './route-budgets.ts';

type Chunk = Rollup.OutputChunk;

export interface RouteWeight {
  route: string;
  kb: number;
  budgetKb: number;
  /** The route's chunks as sent (brotli), biggest first, with each one's biggest modules. */
  chunks: { file: string; kb: number; modules: { id: string; kb: number }[] }[];
}

const kb = (bytes: number) => bytes / 1024;

/**
 * A build's chunks as a page loads them: every page the entry and the feed's chunks (index.html modulepreloads
 * them, vite.config.ts), each with its static imports; a screen also the chunk holding its route module and
 * what that imports. `feedModule` is the feed route's module id.
 */
export function pageLoads(bundle: Rollup.OutputBundle, feedModule: string) {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: Chunk[], into = new Set<string>()) => {
    const add = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      byFile.get(file)?.imports.forEach(add);
    };
    roots.forEach((chunk) => add(chunk.fileName));
    return into;
  };
  // A route's module may share a chunk with others (the feed's group, vite.config.ts): the chunk holding it.
  const chunkHolding = (id: string) => chunks.find((chunk) => id in chunk.modules);
  const feed = chunkHolding(feedModule);
  if (!feed) throw new Error(`no chunk holds ${FIRST_LOAD_ROUTE}: the screens' loads cannot be worked out`);
  const everyPage = withImports([...chunks.filter((chunk) => chunk.isEntry), feed]);
  return {
    byFile,
    chunkHolding,
    everyPage,
    /** The files the screen of `chunk` loads beyond every page's. */
    screenFiles: (chunk: Chunk) => [...withImports([chunk], new Set(everyPage))].filter((file) => !everyPage.has(file)),
  };
}

/**
 * What each screen of the app downloads before it can render, as sent (brotli, best quality, as the server
 * sends the build's precompressed files): every page's chunks and the screen's own (pageLoads).
 */
export function routeWeights(bundle: Rollup.OutputBundle, root: string, routeModules: readonly string[]): RouteWeight[] {
  const { byFile, chunkHolding, everyPage, screenFiles } = pageLoads(bundle, resolve(root, FIRST_LOAD_ROUTE));
  const sent = new Map<string, number>();
  const brotli = (chunk: Chunk) => {
    let bytes = sent.get(chunk.fileName);
    if (bytes === undefined) {
      bytes = brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sent.set(chunk.fileName, bytes);
    }
    return bytes;
  };
  const name = (id: string | null) => (id ? relative(root, id.replace(/^\0/, '')) : '');
  const routes = routeModules.flatMap((id) => {
    const chunk = chunkHolding(id);
    return chunk ? [{ id: name(id), chunk }] : [];
  });

  return routes.map((route) => {
    const files = [...everyPage, ...screenFiles(route.chunk)].map((file) => byFile.get(file)!);
    const modulesOf = (chunk: Chunk) =>
      Object.entries(chunk.modules)
        .map(([id, module]) => ({ id: name(id), kb: kb(module.renderedLength) }))
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 3);
    return {
      route: route.id,
      kb: kb(files.reduce((sum, chunk) => sum + brotli(chunk), 0)),
      budgetKb: ROUTE_BUDGETS_KB[route.id] ?? DEFAULT_ROUTE_BUDGET_KB,
      chunks: files.map((chunk) => ({ file: chunk.fileName, kb: kb(brotli(chunk)), modules: modulesOf(chunk) })).sort((a, b) => b.kb - a.kb),
    };
  });
}

/** Why a route is over its budget: its weight, then its chunks biggest first, each with its biggest modules (minified). */
export function describeOverBudget(weight: RouteWeight): string {
  const lines = [`${weight.route}: ${weight.kb.toFixed(1)} KB of JavaScript, over its budget of ${weight.budgetKb} KB (brotli, as sent)`];
  for (const chunk of weight.chunks.slice(0, 8)) {
    lines.push(`  ${chunk.kb.toFixed(1).padStart(6)} KB  ${chunk.file}  ${chunk.modules.map((module) => `${module.id} ${module.kb.toFixed(1)} KB min`).join(', ')}`);
  }
  if (weight.chunks.length > 8) lines.push(`  … and ${weight.chunks.length - 8} smaller chunks`);
  return lines.join('\n');
}

/**
 * Fails the build when a screen's first-load JavaScript is over its budget (scripts/route-budgets.ts, issue
 * 53), naming its chunks and their biggest modules, so the change that grew it is found before it ships.
 */
export function routeBudgets(): Plugin {
  let root = '';
  let weightsFile = '';
  return {
    name: 'popreel-route-budgets',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
      // Beside dist/web, so it is never served; `npm run bundle:report` prints it.
      weightsFile = resolve(config.root, config.build.outDir, '..', 'route-weights.json');
    },
    async writeBundle(_options, bundle) {
      // The screens: every module the router loads with import() (src/web/router.tsx).
      const routeModules = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.dynamicImporters.some((importer) => importer.endsWith('src/web/router.tsx')));
      const weights = routeWeights(bundle, root, [...new Set(routeModules)]);
      await mkdir(dirname(weightsFile), { recursive: true });
      await writeFile(weightsFile, JSON.stringify(weights, null, 1));
      // The feed first (every page loads its chunks), then the rest by how far over they are.
      const over = weights
        .filter((weight) => weight.kb > weight.budgetKb)
        .sort((a, b) => Number(b.route === FIRST_LOAD_ROUTE) - Number(a.route === FIRST_LOAD_ROUTE) || b.kb - b.budgetKb - (a.kb - a.budgetKb));
      if (over.length) this.error(`JavaScript over budget:\n${over.map(describeOverBudget).join('\n')}`);
    },
  };
}
