import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

/** The storage configuration picks: a bucket when S3_BUCKET is set, else the local disk (MEDIA_DIR). */
export function createStorage(config: Pick<Config, 'mediaDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}

const byConfig = new WeakMap<object, Storage>();

/** The one storage of a configuration (every module of an app shares its client). */
export function mediaStorage(config: Pick<Config, 'mediaDir' | 's3'>): Storage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createStorage(config);
    byConfig.set(config, storage);
  }
  return storage;
}
