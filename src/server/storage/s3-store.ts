import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageBucket } from '../../shared/constants.ts';
import type { Config } from '../config.ts';
import { assertSafeKey, StorageError, type BlobStore } from './blob-store.ts';

/**
 * Any S3-compatible store (AWS, MinIO, R2…). One S3 bucket holds every Popreel bucket as a key prefix.
 * Presigned GETs set nosniff-safe headers: inline only for media types, attachment otherwise.
 */
export class S3Store implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: NonNullable<Config['s3']>) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint || undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  private objectKey(bucket: StorageBucket, key: string) {
    assertSafeKey(key);
    return `${bucket}/${key}`;
  }

  async put(bucket: StorageBucket, key: string, body: Readable | Buffer, options: { contentType: string; overwrite?: boolean; cacheControl?: string }) {
    if (!options.overwrite && (await this.exists(bucket, key))) throw new StorageError('file_exists', 'File already exists');
    let size = 0;
    const counted = Buffer.isBuffer(body) ? body : body.on('data', (chunk: Buffer) => (size += chunk.length));
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(bucket, key), Body: counted, ContentType: options.contentType, CacheControl: options.cacheControl },
    }).done();
    return { size: Buffer.isBuffer(body) ? body.length : size };
  }

  async read(bucket: StorageBucket, key: string) {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async download(bucket: StorageBucket, key: string, toPath: string) {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }));
    await pipeline(object.Body as Readable, createWriteStream(toPath));
  }

  async exists(bucket: StorageBucket, key: string) {
    return this.client
      .send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }))
      .then(() => true, () => false);
  }

  async delete(bucket: StorageBucket, key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }));
  }

  /** Lists and deletes a page (up to 1,000 keys) at a time until nothing under the prefix is left. */
  async deletePrefix(bucket: StorageBucket, prefix: string) {
    const Prefix = `${this.objectKey(bucket, prefix)}/`;
    let deleted = 0;
    for (;;) {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return deleted;
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys, Quiet: true } }));
      deleted += keys.length;
    }
  }

  async stream(bucket: StorageBucket, key: string) {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }));
    return object.Body as Readable;
  }

  signedUrl(bucket: StorageBucket, key: string, seconds: number) {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(bucket, key) }),
      { expiresIn: seconds },
    );
  }
}
