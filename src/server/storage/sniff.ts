import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

const HEAD_BYTES = 4100;

export interface SniffedStream {
  mime: string | null;
  ext: string | null;
  /** The whole stream again, head included, to pipe to storage. */
  body: Readable;
}

/**
 * Reads just enough of an upload to decide its type from magic bytes (the client's name and type are not
 * trusted), then hands back a stream that still yields every byte.
 */
export async function sniffStream(source: Readable): Promise<SniffedStream> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(head);
  async function* everything() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { mime: type?.mime ?? null, ext: type?.ext ?? null, body: Readable.from(everything()) };
}

// file-type names AVI video/vnd.avi (its registered type), not the older video/x-msvideo; Matroska
// video/matroska; an MPEG program stream (.mpg, .vob) video/MP1S or video/MP2P, and a bare MPEG video stream
// video/mpeg. Each has its demuxer in media/ffmpeg-input.ts.
export const VIDEO_MIME = /^video\/(mp4|quicktime|webm|matroska|x-matroska|x-msvideo|vnd\.avi|3gpp|3gpp2|x-m4v|mpeg|MP1S|MP2P|ogg)$/;
export const IMAGE_MIME = /^image\/(png|jpeg|webp|gif|avif)$/;
