import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Largest single uploaded file (ad images 10 MB; avatars ask for their own 5 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A file of a multipart request, buffered (the limits cap its size). */
export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request read by multipartBody (absent for JSON requests). */
    uploads?: UploadedFile[];
  }
}

/** Multipart is parsed on demand, by the routes that accept files (multipartBody as preValidation). */
export async function registerMultipart(app: FastifyInstance) {
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
          files.push({ field: part.fieldname, filename: part.filename, buffer: await part.toBuffer() });
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
      if (options.tooLarge && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
      throw err;
    }
    request.uploads = files;
    (request as { body: unknown }).body = fields;
  };
}
