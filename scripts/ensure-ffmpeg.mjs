// `npm start` on a fresh Debian machine: the ffmpeg that reads uploads is Debian's security-maintained package
// (decision 037). As root with apt it is installed here, as `npm test` installs Chromium; otherwise the start
// goes on and stops at its ffmpeg check with the line saying what to install.
import { spawnSync } from 'node:child_process';

const runs = (path) => spawnSync(path, ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;

export function ensureFfmpeg(path) {
  if (path !== 'ffmpeg' || runs(path)) return; // FFMPEG_PATH names one: it is the operator's to install
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return;
  console.log("Installing ffmpeg (Debian's security-maintained package) with apt-get…");
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    install();
  }
}
