import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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

/** Conventions kept in lint: type-aware promise and switch rules, no cross-layer imports, heavy work in jobs. */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'scripts/tmp/**', 'src/web/public/**'] },
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
  {
    files: ['src/server/data/**/*.ts'],
    rules: restrict({ group: ['**/domain/**', '**/http/**'], message: 'Repositories hold queries only: no services or HTTP.' }, HEAVY_WORK),
  },
  {
    files: ['src/server/domain/**/*.ts'],
    rules: restrict({ group: ['**/http/**'], message: 'Services do not know about HTTP.' }, HEAVY_WORK),
  },
  {
    files: ['src/server/{http,realtime,storage}/**/*.ts'],
    rules: restrict(HEAVY_WORK),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The web app talks to the server over HTTP only.' }] }],
      'no-restricted-syntax': TYPED_CLIENT_ONLY,
    },
  },
  { files: ['src/web/api/contract.gen.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
);
