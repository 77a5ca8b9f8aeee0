import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';
import { MeteredStream } from './metered-stream';
import type { S3Location } from './s3-url';
import type { Storage } from './storage';
import { assertValidKey, fileNotFound } from './storage-key';

/** Objects in an S3-compatible bucket (AWS, MinIO, R2…), one object per key under the URL's prefix. */
export function createS3Storage(location: S3Location): Storage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${location.prefix}${key}`;
  };

  return {
    async write(key, body, options = {}) {
      const Key = objectKey(key);
      const meter = new MeteredStream(options.maxBytes);
      const piping = pipeline(body, meter);
      // Upload streams in parts (multipart past 5 MB), holding only a few parts in memory at a time.
      const upload = new Upload({ client, params: { Bucket, Key, Body: meter, ContentType: options.contentType } });
      // If the upload fails, stop the source too, or the pipeline would wait forever for a reader.
      const uploading = upload.done().catch((err: unknown) => {
        meter.destroy(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
      const [piped, uploaded] = await Promise.allSettled([piping, uploading]);
      if (piped.status === 'rejected' || uploaded.status === 'rejected') {
        // Upload aborts its multipart upload itself on failure; nothing completed, so nothing is left behind.
        const reasons = [piped, uploaded].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
        throw reasons.find((reason) => reason instanceof AppError) ?? reasons[0];
      }
      return { key, size: meter.bytesPassed, sha256: meter.sha256() };
    },

    async read(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(result.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return result.Body;
      } catch (err) {
        if (isNotFound(err)) throw fileNotFound();
        throw err;
      }
    },

    async stat(key) {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: result.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}
