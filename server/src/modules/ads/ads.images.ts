import { randomUUID } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** Largest accepted upload (also enforced by the multipart limits in app.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Widths of the WebP variants written for every image. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;
const MEDIA_SUBDIR = 'ads';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The type an upload really is, from its first bytes (the name and the declared type are not trusted). */
export function detectImageType(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.toString('latin1', 4, 8) === 'ftyp') {
    const brands = buf.toString('latin1', 8, Math.min(buf.length, 64));
    if (/avi[fs]/.test(brands)) return 'avif';
  }
  return null;
}

export interface ProcessedImage {
  /** width -> public URL */
  variants: Record<string, string>;
  /** absolute paths written, for clean-up */
  files: string[];
  width: number;
  height: number;
  blur: string;
}

export const invalidImage = (field: string, message: string) =>
  new AppError(400, 'invalid_image', message, { [field]: [message] });

/**
 * Checks an upload by its bytes and re-encodes it to WebP variants (orientation applied, every
 * metadata block — EXIF, GPS, ICC comments — dropped, since sharp writes none unless asked).
 * Names are generated here; nothing of the client's file name reaches the disk.
 */
export async function processImage(buf: Buffer, mediaDir: string, field = 'image'): Promise<ProcessedImage> {
  if (buf.length > MAX_IMAGE_BYTES) throw invalidImage(field, 'Cada imagem pode ter no máximo 10 MB.');
  if (!detectImageType(buf)) {
    throw invalidImage(field, 'Envie uma imagem JPEG, PNG, WebP ou AVIF válida.');
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(field, 'Não foi possível ler a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.');
  }
  if (!meta.width || !meta.height) throw invalidImage(field, 'Não foi possível ler as dimensões da imagem.');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw invalidImage(field, 'A imagem tem resolução grande demais (máximo 40 megapixels).');
  }

  const dir = path.join(mediaDir, MEDIA_SUBDIR);
  await mkdir(dir, { recursive: true });
  const base = randomUUID();
  const files: string[] = [];
  const variants: Record<string, string> = {};
  try {
    const source = sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    let width = 0;
    let height = 0;
    for (const w of VARIANT_WIDTHS) {
      const name = `${base}-${w}.webp`;
      const file = path.join(dir, name);
      files.push(file);
      const info = await source
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(file);
      variants[String(w)] = `/media/${MEDIA_SUBDIR}/${name}`;
      width = info.width;
      height = info.height;
    }
    const tiny = await source.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    return { variants, files, width, height, blur: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch (err) {
    await removeFiles(files);
    if (err instanceof AppError) throw err;
    throw invalidImage(field, 'Não foi possível processar a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.');
  }
}

/** Deletes written files, ignoring those already gone. */
export async function removeFiles(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((f) => unlink(f).catch(() => undefined)));
}

/** Absolute paths of the files behind a stored variants map. */
export function variantFiles(variants: Record<string, string> | null, mediaDir: string): string[] {
  if (!variants) return [];
  return Object.values(variants)
    .filter((url) => url.startsWith(`/media/${MEDIA_SUBDIR}/`) && !url.includes('..'))
    .map((url) => path.join(mediaDir, url.slice('/media/'.length)));
}
