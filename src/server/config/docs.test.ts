import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { SETTINGS } from '../config.ts';
import { envExample, withReadmeTable } from './docs.ts';

const root = resolve(import.meta.dirname, '../../..');

it("the README's configuration table is the one the settings schema writes (npm run config:docs)", () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  expect(readme).toBe(withReadmeTable(readme, SETTINGS));
  for (const name of Object.keys(SETTINGS)) expect(readme).toContain(`| \`${name}\` |`);
});

it('.env.example is the one the settings schema writes, and names every setting', () => {
  const example = readFileSync(resolve(root, '.env.example'), 'utf8');
  expect(example).toBe(envExample(SETTINGS));
  for (const name of Object.keys(SETTINGS)) expect(example).toMatch(new RegExp(`^# ${name}=`, 'm'));
});
