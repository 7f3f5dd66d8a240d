import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FederationDeps } from './deps.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { downloadRemoteMedia, REMOTE_IMAGE_TYPES } from './net/remote-media.ts';
import { FetchRefused } from './net/fetch-refused.ts';
import { IMAGE_MIME, sniffStream } from '../storage/sniff.ts';
import { MAX_AVATAR_BYTES } from '../../shared/constants.ts';

/** Refusals another try may not meet: the server was slow, or we had asked it too often (and any 5xx). */
const TRANSIENT = new Set(['timeout', 'rate-limited']);
/** An avatar is small: a server that cannot send 5 MB in this long is not waited for. */
const AVATAR_TIMEOUT_MS = 30_000;

/**
 * Issue 52 item 8: a remote account's avatar, fetched through the safe fetch (public address, image types,
 * 5 MB, 30 s), checked by its bytes as an upload is, and stored as an upload for the avatar job, which makes
 * it the same square PNG and small copy a local avatar gets. Returns the upload's key, or null when the actor
 * no longer names one (or is banned here).
 */
export async function fetchRemoteAvatar(deps: FederationDeps, userId: string): Promise<string | null> {
  const actor = await deps.repo.avatarSource(userId);
  if (!actor?.iconUrl || actor.banned || !(await deps.gate.decide(actor.host)).federate) return null;
  const folder = await mkdtemp(join(tmpdir(), 'popreel-avatar-'));
  try {
    const file = join(folder, 'avatar');
    await downloadRemoteMedia(actor.iconUrl, file, {
      maxBytes: MAX_AVATAR_BYTES, allowPrivateAddress: deps.allowPrivateAddress, timeoutMs: AVATAR_TIMEOUT_MS, acceptTypes: REMOTE_IMAGE_TYPES,
    }).catch((error: unknown) => {
      // Refused by our checks or by the server (gone, too large, not an image): another try would be refused too.
      if (error instanceof FetchRefused && !TRANSIENT.has(error.reason) && !((error.status ?? 0) >= 500)) throw new PermanentJobError(error.message);
      throw error;
    });
    // The stated type is the sender's word; the bytes decide, as for an upload.
    const sniffed = await sniffStream(createReadStream(file));
    if (!sniffed.mime || !IMAGE_MIME.test(sniffed.mime)) {
      sniffed.body.resume();
      throw new PermanentJobError(`${actor.iconUrl} is not an image`);
    }
    const uploadKey = `${userId}/upload-${randomBytes(8).toString('hex')}`;
    await deps.store.put('avatars', uploadKey, sniffed.body, { contentType: sniffed.mime });
    return uploadKey;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
