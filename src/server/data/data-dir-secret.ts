import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret from the environment, or else one generated once and kept in DATA_DIR (0600), so a single machine
 * needs no setting; several instances must share the environment value (README "Running at scale").
 */
export async function dataDirSecret(dataDir: string, file: string, fromEnvironment: string | null): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, file);
  if (existsSync(path)) return (await readFile(path, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await writeFile(path, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Two processes starting together: the first one's file wins.
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(path, 'utf8')).trim();
}
