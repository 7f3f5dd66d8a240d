/**
 * kysely-codegen writes one file; Popreel keeps it as one file per area of the schema (issue 54 item 3, the
 * 400-line rule): `src/server/data/db-types/<area>.ts` holds that area's table interfaces, and
 * `src/server/data/db-types.ts` the `Database` interface over all of them. Each file imports exactly the names
 * it uses. The text is split, not rewritten: every interface is kysely-codegen's own.
 */
const AREAS: [area: string, tables: RegExp][] = [
  ['federation', /^(Federation|RemoteActors|InstanceKeys)/],
  ['accounts', /^(Users|Sessions|AccountTokens|Passkeys|RecoveryCodes|WebauthnChallenges|SignInFailures|PersonalAccessTokens|Oauth|DataExports|UserRoles|PushSubscriptions|Profiles)/],
  ['videos', /^(Videos?|Comments|Tracks|Places|Tags|Stories|StoryViews|CreatorViewerSketches|Events|ResumableUploads|WatchHistory|Collection)/],
  ['social', /^(Blocks|Follow|Mute|Shares|Reposts|Notification|Chat|Match|Swipes|Recommendations|NotInterested|Reports|ModerationActions)/],
];
/** Jobs, rate limits, analytics and the search vocabulary: the app's own working tables. */
const REST = 'operations';

const areaOf = (name: string) => AREAS.find(([, tables]) => tables.test(name))?.[0] ?? REST;

/** `import type { A, B } from "x";` lines: each name with where it comes from. */
function importedNames(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, from] of text.matchAll(/^import type \{ ([^}]+) \} from "([^"]+)";$/gm)) {
    for (const name of list.split(',').map((part) => part.trim())) names.set(name, from);
  }
  return names;
}

/** The import lines a block of code needs, from `available` (name → module, as seen from that file). */
function importsFor(code: string, available: Map<string, string>): string {
  const byModule = new Map<string, string[]>();
  for (const [name, from] of available) {
    if (new RegExp(`\\b${name}\\b`).test(code)) byModule.set(from, [...(byModule.get(from) ?? []), name]);
  }
  return [...byModule].map(([from, names]) => `import type { ${names.sort().join(', ')} } from "${from}";\n`).join('');
}

/** The generated text as files: path (relative to src/server/data) → text. */
export function splitDbTypes(header: string, text: string): Map<string, string> {
  const body = text.replace(/^import type .*\n/gm, '').trim();
  const blocks = body.split(/\n\n(?=export )/);
  const shared = blocks.filter((block) => /^export type /.test(block)).join('\n\n');
  const database = blocks.find((block) => block.startsWith('export interface Database '))!;
  const tables = blocks.filter((block) => block.startsWith('export interface ') && block !== database);

  // Seen from db-types/, the column types module is one folder up.
  const fromArea = new Map([...importedNames(text)].map(([name, from]) => [name, from.replace(/^\.\//, '../')]));
  const files = new Map<string, string>();
  files.set('db-types/columns.ts', `${header}${importsFor(shared, fromArea)}\n${shared}\n`);
  const columnsTypes = new Map([...fromArea, ...[...shared.matchAll(/^export type (\w+)/gm)].map(([, name]) => [name, './columns.ts'] as [string, string])]);
  const areas = new Map<string, string[]>();
  for (const table of tables) {
    const area = areaOf(/^export interface (\w+)/.exec(table)![1]);
    areas.set(area, [...(areas.get(area) ?? []), table]);
  }
  const fromIndex = new Map<string, string>();
  for (const [area, blocksOfArea] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
    const code = blocksOfArea.join('\n\n');
    files.set(`db-types/${area}.ts`, `${header}${importsFor(code, columnsTypes)}\n${code}\n`);
    for (const block of blocksOfArea) fromIndex.set(/^export interface (\w+)/.exec(block)![1], `./db-types/${area}.ts`);
  }
  const exports = [...new Set(fromIndex.values())].map((path) => `export type * from "${path}";\n`).join('');
  files.set('db-types.ts', `${header}${importsFor(database, fromIndex)}\n${exports}export type { Generated, Timestamp } from "./db-types/columns.ts";\n\n${database}\n`);
  return files;
}
