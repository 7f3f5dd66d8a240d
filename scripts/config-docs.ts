// `npm run config:docs`: writes the README's configuration table and .env.example from the settings schema
// (src/server/config), so the three never disagree; src/server/config/docs.test.ts checks that they do not.
import { readFileSync, writeFileSync } from 'node:fs';
import { SETTINGS } from '../src/server/config.ts';
import { envExample, withReadmeTable } from '../src/server/config/docs.ts';

writeFileSync('README.md', withReadmeTable(readFileSync('README.md', 'utf8'), SETTINGS));
writeFileSync('.env.example', envExample(SETTINGS));
console.log(`README.md and .env.example list ${Object.keys(SETTINGS).length} settings.`);
