import { resolve } from 'node:path';
import { checkScope, sourceFiles, type Scope } from './catalog-check.ts';
import { serverMessageKeys } from './server-messages.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Every scope with catalogs:
 * - the web app's words;
 * - src/shared's tables and schema messages as the web app shows them (their msg('…'), in the web's `shared`
 *   namespace, which only this scope checks);
 * - the server's (src/server/i18n): its t('…') and msg('…') in mails, push texts and pages, and every message the
 *   API can answer with (`messages`, server-messages.ts).
 */
export function i18nScopes(): Scope[] {
  const webCatalogs = resolve(root, 'src/web/i18n/locales');
  return [
    { name: 'web', files: sourceFiles(resolve(root, 'src/web')), catalogDir: webCatalogs, namespaces: (namespace) => namespace !== 'shared' },
    {
      name: 'shared',
      files: sourceFiles(resolve(root, 'src/shared')),
      catalogDir: webCatalogs,
      defaultNamespace: 'shared',
      namespaces: (namespace) => namespace === 'shared',
    },
    {
      name: 'server',
      files: sourceFiles(resolve(root, 'src/server')),
      catalogDir: resolve(root, 'src/server/i18n/locales'),
      defaultNamespace: 'messages',
      extraKeys: new Map([['messages', serverMessageKeys(root)]]),
    },
  ];
}

export function catalogProblems(): string[] {
  return i18nScopes().flatMap((scope) => checkScope(scope, root));
}

if (process.argv[1] === import.meta.filename) {
  const problems = catalogProblems();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `${problems.length} catalog problems` : 'Every catalog is whole.');
  process.exitCode = problems.length ? 1 : 0;
}
