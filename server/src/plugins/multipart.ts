import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Largest single uploaded file (ad images 10 MB; avatars ask for their own 5 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * A file of a multipart request, spooled to disk as it arrives (the limits cap its size): twelve
 * 10 MB photos of one ad, or four members publishing at once, wait for the image pool there rather
 * than in memory. The spool file is removed when the response has been sent.
 */
export interface UploadedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
}

/** The bytes of an upload (read when they are needed, not while the request waits). */
export const readUpload = (file: UploadedFile): Promise<Buffer> => readFile(file.path);

/**
 * Where uploads wait. A spool file goes when its response has been sent, or at once when reading
 * the request fails (a client that gives up mid-upload); what is left anyway (a crash, a client
 * gone while its images were processed) is removed after an hour, at start and every hour.
 */
export const SPOOL_DIR = path.join(os.tmpdir(), `tribo-uploads-${process.getuid?.() ?? 'user'}`);
const SPOOL_MAX_AGE_MS = 60 * 60 * 1000;

async function sweepSpool() {
  // Only this server's user may list or read the uploads waiting there (the names are random and
  // each file is created new, 'wx', so nobody can plant one in advance either).
  await mkdir(SPOOL_DIR, { recursive: true, mode: 0o700 });
  await chmod(SPOOL_DIR, 0o700);
  const now = Date.now();
  for (const name of await readdir(SPOOL_DIR)) {
    const file = path.join(SPOOL_DIR, name);
    const stats = await stat(file).catch(() => null); // removed meanwhile by another process
    if (stats && now - stats.mtimeMs > SPOOL_MAX_AGE_MS) await rm(file, { force: true });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request read by multipartBody (absent for JSON requests). */
    uploads?: UploadedFile[];
  }
}

/** Multipart is parsed on demand, by the routes that accept files (multipartBody as preValidation). */
export async function registerMultipart(app: FastifyInstance) {
  await sweepSpool();
  const sweeper = setInterval(() => void sweepSpool().catch(() => undefined), SPOOL_MAX_AGE_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // The plugin's onResponse hook deletes every path of request.tmpUploads (ours, below).
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 60, fieldSize: 200 * 1024, parts: 80 },
  });
}

export interface MultipartBodyOptions {
  /** Tighter limits for this route than the app-wide ones above. */
  limits?: { fileSize?: number; files?: number };
  /** A text part with one of these names is dropped: the name belongs to a file. */
  fileFields?: readonly string[];
  /** A repeated text field: 'list' keeps every value (in order), 'last' keeps the last one. */
  repeated?: 'list' | 'last';
  /** The error to answer when a file is over limits.fileSize (default: the plugin's 413). */
  tooLarge?: () => Error;
}

/**
 * The one way a route reads multipart: a preValidation hook that reads every part, keeps the files
 * aside in request.uploads and leaves the text fields as the body, so the route's schema (its
 * multipart/form-data variant) validates them like a JSON body. JSON requests pass untouched.
 * Run authentication before it (onRequest), so an anonymous upload is never read.
 */
export function multipartBody(options: MultipartBodyOptions = {}) {
  const fileFields = new Set(options.fileFields ?? []);
  return async function readMultipartBody(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const fields: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    try {
      for await (const part of request.parts(options.limits ? { limits: options.limits } : undefined)) {
        if (part.type === 'file') {
          const file = path.join(SPOOL_DIR, randomUUID());
          (request.tmpUploads ??= []).push(file);
          await pipeline(part.file, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
          if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
          files.push({ field: part.fieldname, filename: part.filename, path: file, size: part.file.bytesRead });
        } else if (!fileFields.has(part.fieldname)) {
          const value = String(part.value ?? '');
          const prev = fields[part.fieldname];
          fields[part.fieldname] =
            prev === undefined || options.repeated === 'last'
              ? value
              : Array.isArray(prev)
                ? [...prev, value]
                : [prev, value];
        }
      }
    } catch (err) {
      await Promise.all((request.tmpUploads ?? []).map((file) => rm(file, { force: true })));
      request.tmpUploads = [];
      if (options.tooLarge && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
      throw err;
    }
    request.uploads = files;
    (request as { body: unknown }).body = fields;
  };
}
