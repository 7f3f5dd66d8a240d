import sharp from 'sharp';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../storage/blob-store.ts';
import { IMAGE_MIME, sniffStream } from '../../storage/sniff.ts';

import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { DomainError } from '../errors.ts';

const AVATAR_SIZE = 512;

/** Checks an avatar by its bytes, caps it at 5MB while reading, and stores it as a square PNG. */
export class AvatarService {
  constructor(private readonly blobs: BlobStore) {}

  async save(userId: string, file: { stream: Readable; truncated(): boolean }): Promise<string> {
    const sniffed = await sniffStream(file.stream);
    if (!sniffed.mime || !IMAGE_MIME.test(sniffed.mime)) {
      file.stream.resume();
      throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.avatarInvalidType, 415);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of sniffed.body) chunks.push(chunk as Buffer);
    if (file.truncated()) throw new DomainError('file_too_large', UPLOAD_MESSAGES.avatarTooLarge, 413);
    const png = await sharp(Buffer.concat(chunks), { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => {
        throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.avatarInvalidType, 415);
      });
    const key = `${userId}/avatar.png`;
    // The old avatar goes first, as the spec's client did; the new one takes its name.
    await this.blobs.delete('avatars', key);
    await this.blobs.put('avatars', key, png, { contentType: 'image/png', overwrite: true });
    return `avatars/${key}`;
  }
}
