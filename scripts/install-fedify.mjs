// Installs Fedify (vendor/fedify) with npm running on the Node that runs Popreel (24, from node_modules), not on
// the machine's Node 20 that runs the outer `npm install`: Fedify 2 declares node >= 22, and the outer npm would
// warn about every one of its packages (decision 050). Runs as the root package's postinstall.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const vendor = join(root, 'vendor/fedify');
const nodeBin = join(root, 'node_modules/.bin');
const stamp = join(vendor, 'node_modules/.popreel-lock-sha256');
const lockHash = createHash('sha256').update(readFileSync(join(vendor, 'package-lock.json'))).digest('hex');

function nodeMajor() {
  const probe = spawnSync('node', ['-p', 'process.versions.node'], { env: withNodeBin(), encoding: 'utf8' });
  return Number(String(probe.stdout).split('.')[0]);
}

function withNodeBin() {
  return { ...process.env, PATH: `${nodeBin}:${process.env.PATH ?? ''}` };
}

// The stamp says the install matches the lockfile; the package itself must be there too (nothing deleted it).
const installed = existsSync(join(vendor, 'node_modules/@fedify/fedify/package.json'));
if (!(installed && existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash)) {
  if (nodeMajor() < 22) {
    console.error('Popreel needs Node 22 or newer for Fedify: the `node` package in node_modules/.bin is missing.');
    process.exit(1);
  }
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: vendor, env: withNodeBin(), stdio: 'inherit',
  });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  writeFileSync(stamp, lockHash);
}

// Popreel's code imports '@fedify/…' (and Temporal, which Fedify's API speaks, from its polyfill) from the root
// node_modules: each of those packages is a link to the vendored install, whose own node_modules holds Fedify's
// dependencies. Links per package, in real scope folders: a later `npm install` at the root prunes them as
// extraneous, and it removes a link itself, where a linked scope folder would have it delete the vendored files.
for (const scope of ['@fedify', '@js-temporal']) {
  const folder = join(root, 'node_modules', scope);
  if (isLink(folder)) rmSync(folder);
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(join(vendor, 'node_modules', scope))) {
    const link = join(folder, name);
    if (existsSync(link) || isLink(link)) rmSync(link, { recursive: true, force: true });
    symlinkSync(join(vendor, 'node_modules', scope, name), link, 'dir');
  }
}

function isLink(path) {
  try { return lstatSync(path).isSymbolicLink(); } catch { return false; }
}
