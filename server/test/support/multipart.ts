import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body for app.inject: text fields and files, the way a browser's
 * FormData sends them. Returns the payload and the content-type header with its boundary.
 */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, MultipartFile> = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----tribo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
