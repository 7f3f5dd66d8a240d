import type { Setting } from './setting.ts';

/**
 * The README's configuration table and `.env.example`, written from the settings schema (`npm run
 * config:docs`); config-docs.test.ts fails when either differs from what this writes.
 */
export const README_TABLE_START = '<!-- settings:start (npm run config:docs writes this table from src/server/config) -->';
export const README_TABLE_END = '<!-- settings:end -->';

export function readmeTable(settings: Record<string, Setting>): string {
  const rows = Object.entries(settings).map(
    ([name, setting]) => `| \`${name}\` | ${setting.shownDefault ?? 'unset'} | ${setting.allowed} | ${setting.meaning} |`,
  );
  return ['| variable | default | allowed | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README with its table replaced by the one the schema writes. */
export function withReadmeTable(readme: string, settings: Record<string, Setting>): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_TABLE_START} … ${README_TABLE_END} markers`);
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${readmeTable(settings)}\n${readme.slice(end)}`;
}

/** Markdown to plain text for a comment line. */
function plain(markdown: string): string {
  return markdown.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

/** A plain default written as a value; a described one (generated, from PATH…) only in the comment. */
function exampleValue(setting: Setting): string {
  if (setting.example !== undefined) return setting.example;
  const plainDefault = setting.shownDefault?.match(/^`([^`]*)`$/);
  return plainDefault ? plainDefault[1] : '';
}

export function envExample(settings: Record<string, Setting>): string {
  const header = [
    '# Popreel reads these from the environment, or from a .env file in the folder it starts in (the environment',
    '# wins). None is needed for the embedded default; uncomment a line to change it. Written by `npm run config:docs`',
    '# from src/server/config (README.md "Configuration" has the same table).',
  ];
  const blocks = Object.entries(settings).map(([name, setting]) => {
    const shown = setting.shownDefault === null ? 'unset' : plain(setting.shownDefault);
    return [`# ${name}: ${plain(setting.meaning)}.`, `# Allowed: ${setting.allowed}. Default: ${shown}.`, `# ${name}=${exampleValue(setting)}`].join('\n');
  });
  return [header.join('\n'), ...blocks].join('\n\n') + '\n';
}
