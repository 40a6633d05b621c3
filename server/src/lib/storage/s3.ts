import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { contentTypeOf, MEDIA_CACHE_CONTROL, type Storage } from './types';

export interface S3StorageOptions {
  bucket: string;
  /** S3_REGION; "us-east-1" fits MinIO and most S3-compatible services. */
  region: string;
  /** S3_ENDPOINT: another service than AWS (MinIO, R2, B2); null for AWS itself. */
  endpoint: string | null;
  /** S3_FORCE_PATH_STYLE: bucket in the path (MinIO, most local servers) instead of the host name. */
  forcePathStyle: boolean;
  /** MEDIA_PUBLIC_URL: the CDN or the bucket's public address, without a trailing slash. */
  publicUrl: string;
  /** Explicit keys (tests); otherwise the standard AWS chain (AWS_ACCESS_KEY_ID, a profile, a role). */
  credentials?: S3ClientConfig['credentials'];
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2) through
 * @aws-sdk/client-s3. Browsers load the objects from MEDIA_PUBLIC_URL, never through Node. Every
 * object is written with its content type and a year of immutable caching. A PUT is atomic, so
 * `stage` writes the final key and `publish` has nothing to move.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK (about 22 MB of a process's memory) loads with the bucket's first use: a server that
  // keeps its media on the local disk never loads it.
  let connected: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | null = null;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint ?? undefined,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where S3 requires them: R2, B2 and older MinIO refuse the newer trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  const base = options.publicUrl.replace(/\/+$/, '');

  const put = async (key: string, body: Buffer | Readable, contentType: string, size?: number) => {
    const { sdk, client } = await connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
        ContentLength: Buffer.isBuffer(body) ? body.length : size,
      }),
    );
  };

  const get = async (key: string) => {
    const { sdk, client } = await connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      return out.Body as Readable;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    kind: 's3',
    put,
    stage: (key, body, contentType) => put(key, body, contentType || contentTypeOf(key)),
    publish: async () => undefined,
    async remove(keys) {
      const all = [...new Set(keys)];
      const { sdk, client } = await connect();
      // DeleteObjects takes up to 1000 keys; a missing key is no error there.
      for (let i = 0; i < all.length; i += 1000) {
        const Objects = all.slice(i, i + 1000).map((Key) => ({ Key }));
        if (Objects.length)
          await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async read(key) {
      const body = await get(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream: get,
    async head(key) {
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(out.ContentLength ?? 0), modifiedAt: out.LastModified?.getTime() ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          yield { key: o.Key, size: Number(o.Size ?? 0), modifiedAt: o.LastModified?.getTime() ?? 0, staged: false };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: (key) => `${base}/${key}`,
    check: () =>
      connect()
        .then(({ sdk, client }) => client.send(new sdk.HeadBucketCommand({ Bucket })))
        .then(
          () => true,
          () => false,
        ),
  };
}
