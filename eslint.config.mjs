import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noLiteralUiString from './eslint-rules/no-literal-ui-string.mjs';
import noImportInto from './eslint-rules/no-import-into.mjs';

/**
 * Media tools and AI calls run only in jobs (decision 023): the request path (routes, services, repositories,
 * realtime, storage) may not import them. Types may be imported (a service takes a phrasing interface).
 */
const HEAVY_WORK = {
  group: ['sharp', '**/media/ffmpeg*', '**/media/transcode*', '**/media/story-media*', '**/media/share-card*', '**/ai/*'],
  allowTypeImports: true,
  message: 'ffmpeg, sharp and AI calls run only in jobs (src/server/jobs): queue a job instead (decision 023).',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

/**
 * The web app calls the API only through the typed client (src/web/api/contract.ts, issue 36): an API path
 * is written only as the first argument of its GET/POST/PUT/PATCH/DELETE, or as `'/api/…' satisfies ApiPath`
 * where the client cannot go (uploads with progress, the socket, links); an answer is never cast.
 */
const CLIENT_CALL = 'CallExpression[callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]';
const TYPED_CLIENT_ONLY = [
  'error',
  {
    selector: `Literal[value=/^\\/api\\//]:not(${CLIENT_CALL} > Literal, TSSatisfiesExpression > Literal)`,
    message: 'Call the API through the typed client (src/web/api/contract.ts), or mark a path `satisfies ApiPath`.',
  },
  {
    selector: `TemplateLiteral:not(TSSatisfiesExpression > TemplateLiteral) > TemplateElement[value.raw=/^\\/api\\//]`,
    message: 'Build API paths with the typed client\'s params, not by hand (src/web/api/contract.ts).',
  },
  { selector: 'TSAsExpression > AwaitExpression', message: 'Answers are typed by the contract: no cast.' },
];

/**
 * `reposOnly` layers (services, job handlers, HTTP and realtime) reach the database through repositories
 * (src/server/data/repos) only: no Db, no `sql` template, no query builder calls of their own (decision 039).
 */
const DB_ACCESS = [
  { group: ['**/data/db.ts'], message: 'Services, jobs, routes and the realtime hub reach the database through a repository (src/server/data/repos), decision 039.' },
  { group: ['kysely'], importNames: ['sql'], message: 'SQL belongs in a repository (src/server/data/repos), decision 039.' },
];
const QUERY_CALLS = [
  'error',
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
    message: 'Queries belong in a repository (src/server/data/repos), decision 039.',
  },
];

/** The ActivityPub edge is handed its repositories (bootstrap.ts builds them): it constructs none (issue 54). */
const BUILDS_REPO = {
  selector: 'NewExpression[callee.name=/Repo$/]',
  message: 'The ActivityPub edge is given its repositories (bootstrap.ts): it builds none, issue 54.',
};

/**
 * The server's layers, lowest first (decision 039). A file imports its own layer and the ones below it, never one
 * above: so no folder imports a folder that imports it, and the engine under a feature never learns of the
 * feature. `reach` is how an import names a layer (gitignore patterns on the import path); `heavy` layers also
 * keep ffmpeg, sharp and AI calls out (decision 023).
 */
const LAYERS = [
  { name: 'config, logging, metrics and words', files: ['src/server/{config,logger,log-context,lifecycle,start-progress}.ts', 'src/server/{config,metrics,i18n}/**/*.ts'], reach: [] },
  { name: 'data (database, repositories)', files: ['src/server/data/**/*.ts'], reach: ['**/data/**'], heavy: true },
  { name: 'storage', files: ['src/server/storage/**/*.ts'], reach: ['**/storage/**'], heavy: true },
  { name: 'media tools and AI', files: ['src/server/{media,ai}/**/*.ts'], reach: ['**/media/**', '**/ai/**'] },
  { name: 'queue engine and event bus', files: ['src/server/{queue,bus}/**/*.ts'], reach: ['**/queue/**', '**/bus/**'], heavy: true },
  { name: 'mail', files: ['src/server/mail/**/*.ts'], reach: ['**/mail/**'] },
  { name: 'push', files: ['src/server/push/**/*.ts'], reach: ['**/push/**'] },
  { name: 'guarded outbound requests', files: ['src/server/federation/net/**/*.ts'], reach: ['**/federation/net/**'] },
  { name: 'domain (services)', files: ['src/server/domain/**/*.ts'], reach: ['**/domain/**'], heavy: true, reposOnly: true },
  { name: 'services', files: ['src/server/services.ts'], reach: ['**/services.ts'] },
  {
    name: 'ActivityPub edge',
    files: ['src/server/federation/**/*.ts'],
    ignores: ['src/server/federation/net/**'],
    // Matched by where an import resolves (eslint-rules/no-import-into.mjs), not by its text: see edgeBelow().
    reach: [],
    heavy: true,
    reposOnly: true,
    buildsNoRepos: true,
  },
  { name: 'context', files: ['src/server/context.ts'], reach: ['**/context.ts'] },
  { name: 'job handlers', files: ['src/server/jobs/**/*.ts'], reach: ['**/jobs/**'], reposOnly: true },
  { name: 'HTTP and realtime', files: ['src/server/{http,realtime}/**/*.ts'], reach: ['**/http/**', '**/realtime/**'], heavy: true, reposOnly: true },
  {
    name: 'app and processes',
    files: ['src/server/{app,bootstrap,main,worker,seed-if-empty}.ts', 'src/server/{seed,ops}/**/*.ts'],
    reach: ['**/app.ts', '**/bootstrap.ts', '**/main.ts', '**/worker.ts', '**/seed-if-empty.ts', '**/seed/**', '**/ops/**'],
  },
];

/** One block per layer: every layer above it is out of reach (and heavy work, where it is kept out). */
function layerRules() {
  return LAYERS.flatMap((layer, index) => {
    const above = LAYERS.slice(index + 1);
    const upward = above.length
      ? [{ group: above.flatMap((higher) => higher.reach), message: `${layer.name} sits below ${above.map((higher) => higher.name).join(', ')}: import downward only (decision 039).` }]
      : [];
    const patterns = [...upward, ...(layer.heavy ? [HEAVY_WORK] : [])];
    const scope = { files: layer.files, ...(layer.ignores ? { ignores: layer.ignores } : {}) };
    if (!layer.reposOnly) return [{ ...scope, rules: restrict(...patterns) }];
    const syntax = layer.buildsNoRepos ? [...QUERY_CALLS, BUILDS_REPO] : QUERY_CALLS;
    return [{ ...scope, rules: { ...restrict(...patterns, ...DB_ACCESS), 'no-restricted-syntax': syntax } }];
  });
}

/** Every layer below the ActivityPub edge: an import that resolves into src/server/federation (net/ aside) is upward. */
function edgeBelow() {
  const edge = LAYERS.findIndex((layer) => layer.name === 'ActivityPub edge');
  return {
    files: LAYERS.slice(0, edge).flatMap((layer) => layer.files),
    plugins: { layers: { rules: { 'no-import-into': noImportInto } } },
    rules: {
      'layers/no-import-into': [
        'error',
        { dirs: ['src/server/federation'], except: ['src/server/federation/net'], message: 'The ActivityPub edge (src/server/federation) sits above the domain and services: import downward only (decision 039).' },
      ],
    },
  };
}

/** Conventions kept in lint: type-aware promise and switch rules, server layers imported downward only, heavy work in jobs. */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'scripts/tmp/**', 'src/web/public/**', 'src/web/api/contract.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  ...layerRules(),
  edgeBelow(),
  {
    // Issue 52 (decision 057): an activity leaves through Publisher.deliver only, so the instance policy and
    // Popreel's guarded delivery jobs see every one. (This replaces the edge layer's no-restricted-syntax, so
    // its query and repository rules are repeated.)
    files: ['src/server/federation/**/*.ts'],
    ignores: ['src/server/federation/publisher.ts'],
    rules: {
      'no-restricted-syntax': [
        ...QUERY_CALLS,
        BUILDS_REPO,
        { selector: 'CallExpression[callee.property.name="sendActivity"]', message: 'Send activities through Publisher.deliver (federation/publisher.ts), decision 057.' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The web app talks to the server over HTTP only.' }] }],
      'no-restricted-syntax': TYPED_CLIENT_ONLY,
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    plugins: { popreel: { rules: { 'no-literal-ui-string': noLiteralUiString } } },
    rules: { 'popreel/no-literal-ui-string': 'error' },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
);
