import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/lib/storage/s3';

/** s3rver's fixed keys (it checks signatures against them). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** What createS3Storage takes, keys included. */
  options: S3StorageOptions;
  /** The server's environment for a bucket on this S3 (S3_*, MEDIA_PUBLIC_URL, AWS keys). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in this process on 127.0.0.1, a free port, its files in a
 * temporary folder, with one bucket; the bucket's public address is its path-style URL.
 */
export async function startLocalS3(bucket = 'tribo-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tribo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    endpoint,
    bucket,
    options: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, publicUrl, credentials: KEYS },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: publicUrl,
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
