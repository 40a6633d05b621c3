import { randomUUID } from 'node:crypto';
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './errors';
import { withImageSlot } from './imagePool';
import { discardFiles, stagedPath } from './media';
import type { UploadedFile } from '../plugins/multipart';

/** Largest accepted upload (also enforced by the multipart limits in plugins/multipart.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Widths of the WebP variants written for every image. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;
const MEDIA_SUBDIR = 'ads';

/**
 * The link-preview rendition (og:image): a 1200x630 JPEG (WhatsApp, Facebook and X show JPEG
 * everywhere, WebP not), cropped to cover, stored beside the WebP variants under this key.
 */
export const CARD_VARIANT = 'og';
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Previews are refused or dropped past ~300 KB (WhatsApp): the quality steps down until it fits. */
export const CARD_MAX_BYTES = 300 * 1024;
const CARD_QUALITIES = [82, 70, 55, 40];

/** Options of the pipeline: `card` also writes the link-preview rendition (ads' photos, tribes' covers). */
export interface ImageOptions {
  card?: boolean;
}

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
  /** absolute final paths; written staged, moved into place by publishFiles after the commit */
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
export function processImage(
  upload: Buffer | UploadedFile,
  mediaDir: string,
  field = 'image',
  options: ImageOptions = {},
): Promise<ProcessedImage> {
  // An upload waiting for a slot stays on disk; in its turn libvips reads it from there.
  return withImageSlot(() => encodeImage(upload, mediaDir, field, options));
}

/** An upload's first bytes (enough to tell its type) and its size, without reading it whole. */
async function peek(upload: Buffer | UploadedFile): Promise<{ head: Buffer; size: number }> {
  if (Buffer.isBuffer(upload)) return { head: upload, size: upload.length };
  const file = await open(upload.path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { head: head.subarray(0, bytesRead), size: (await file.stat()).size };
  } finally {
    await file.close();
  }
}

async function encodeImage(
  upload: Buffer | UploadedFile,
  mediaDir: string,
  field: string,
  options: ImageOptions,
): Promise<ProcessedImage> {
  const { head, size } = await peek(upload);
  if (size > MAX_IMAGE_BYTES) throw invalidImage(field, 'Cada imagem pode ter no máximo 10 MB.');
  if (!detectImageType(head)) {
    throw invalidImage(field, 'Envie uma imagem JPEG, PNG, WebP ou AVIF válida.');
  }
  const input = Buffer.isBuffer(upload) ? upload : upload.path;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(field, 'Não foi possível ler a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.');
  }
  if (!meta.width || !meta.height) throw invalidImage(field, 'Não foi possível ler as dimensões da imagem.');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw invalidImage(field, 'A imagem tem resolução grande demais (máximo 40 megapixels).');
  }
  try {
    return await writeVariants(
      () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate(),
      mediaDir,
      options,
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalidImage(field, 'Não foi possível processar a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.');
  }
}

/** Raw pixels as sharp describes them (`toBuffer({ resolveWithObject: true })`). */
export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The variants of pixels drawn by the server itself (the demo catalogue's pictures, demo/ads.seed.ts):
 * no upload to check or decode, so they go straight to the WebP variants, in the same pool.
 * `effort` (WebP, 0-6, default 4): the demo seed trades ~15% bigger files for a third of the time.
 */
export function processPixels(
  pixels: Pixels,
  mediaDir: string,
  opts: ImageOptions & { effort?: number } = {},
): Promise<ProcessedImage> {
  const { width, height, channels } = pixels.info;
  return withImageSlot(() =>
    writeVariants(() => sharp(pixels.data, { raw: { width, height, channels } }), mediaDir, opts),
  );
}

/**
 * Writes the WebP variants of a source (staged); on a failure none of them is left. The source is
 * decoded once, by libvips, straight to the largest variant (a JPEG shrinks while it loads, so a
 * 12 MP photo is never held at full size), and each smaller variant is cut from the file of the one
 * above it. No decoded pixels pass through JavaScript: a Buffer there is freed only when V8 next
 * collects garbage, and the 1600 px pixels of eight 9 MB photos, with the photos themselves, kept
 * the server 50–60 MB above its idle size until then (bench:uploads).
 */
async function writeVariants(
  source: () => sharp.Sharp,
  mediaDir: string,
  { effort, card }: ImageOptions & { effort?: number },
): Promise<ProcessedImage> {
  const dir = path.join(mediaDir, MEDIA_SUBDIR);
  await mkdir(dir, { recursive: true });
  const base = randomUUID();
  const files = VARIANT_WIDTHS.map((w) => path.join(dir, `${base}-${w}.webp`));
  const variants: Record<string, string> = Object.fromEntries(
    VARIANT_WIDTHS.map((w) => [String(w), `/media/${MEDIA_SUBDIR}/${base}-${w}.webp`]),
  );
  if (card) {
    files.push(path.join(dir, `${base}-${CARD_VARIANT}.jpg`));
    variants[CARD_VARIANT] = `/media/${MEDIA_SUBDIR}/${base}-${CARD_VARIANT}.jpg`;
  }
  const staged = files.map(stagedPath);
  try {
    // 1600 from the source, 800 from the 1600 file, 320 and the blur from the 800 one: each step
    // decodes the smallest picture that still has the detail it needs.
    const variant = (input: sharp.Sharp, i: number) =>
      input
        .resize({ width: VARIANT_WIDTHS[i], withoutEnlargement: true })
        .webp({ quality: 80, effort })
        .toFile(staged[i]);
    const info = await variant(source(), 2);
    await variant(sharp(staged[2]), 1);
    await variant(sharp(staged[1]), 0);
    const tiny = await sharp(staged[1]).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    if (card) await writeCard(sharp(staged[2]), staged[3]);
    return {
      variants,
      files,
      width: info.width,
      height: info.height,
      blur: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch (err) {
    await removeFiles(files);
    throw err;
  }
}

/**
 * The 1200x630 preview JPEG of a picture (cover crop: the middle of it fills the card), at the
 * best quality that stays under CARD_MAX_BYTES. Cut from the 1600 px variant, never the upload.
 */
async function writeCard(input: sharp.Sharp, file: string): Promise<void> {
  const pixels = await input
    .resize({ width: CARD_WIDTH, height: CARD_HEIGHT, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = pixels.info;
  for (const quality of CARD_QUALITIES) {
    const jpeg = await sharp(pixels.data, { raw: { width, height, channels } })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= CARD_MAX_BYTES || quality === CARD_QUALITIES[CARD_QUALITIES.length - 1]) {
      await writeFile(file, jpeg);
      return;
    }
  }
}

/**
 * The preview rendition of an image stored before renditions existed, cut from its largest WebP
 * variant (the backfill job): the new variants map and the file written staged (publishFiles
 * after the row's commit), or null when that variant's file is missing.
 */
export async function addCardVariant(
  variants: Record<string, string>,
  mediaDir: string,
): Promise<{ variants: Record<string, string>; file: string } | null> {
  const largest = [...VARIANT_WIDTHS].reverse().find((w) => variants[String(w)]);
  const [source] = largest ? variantFiles({ [largest]: variants[String(largest)] }, mediaDir) : [];
  if (!source) return null;
  const base = path.basename(source).replace(/-\d+\.webp$/, '');
  const url = `/media/${MEDIA_SUBDIR}/${base}-${CARD_VARIANT}.jpg`;
  const file = path.join(mediaDir, MEDIA_SUBDIR, `${base}-${CARD_VARIANT}.jpg`);
  try {
    await withImageSlot(() => writeCard(sharp(source), stagedPath(file)));
  } catch {
    await removeFiles([file]);
    return null;
  }
  return { variants: { ...variants, [CARD_VARIANT]: url }, file };
}

/** Deletes files, staged or published, ignoring those already gone. */
export const removeFiles = discardFiles;

/** Absolute paths of the files behind a stored variants map. */
export function variantFiles(variants: Record<string, string> | null, mediaDir: string): string[] {
  if (!variants) return [];
  return Object.values(variants)
    .filter((url) => url.startsWith(`/media/${MEDIA_SUBDIR}/`) && !url.includes('..'))
    .map((url) => path.join(mediaDir, url.slice('/media/'.length)));
}

/** Cards drawn per process, by their SVG: a handful (the site's, one per category icon), each ~20 KB. */
const drawnCards = new Map<string, Promise<Buffer>>();

/**
 * A 1200x630 preview card drawn by the server (an ad without photos, a page without a picture of its
 * own): the site's blue with `art` (an icon's SVG markup and its viewBox, drawn blue) in a white tile,
 * as a JPEG.
 */
export function drawCard(art: { viewBox: string; body: string }): Promise<Buffer> {
  const key = `${art.viewBox}|${art.body}`;
  let card = drawnCards.get(key);
  if (!card) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 1200 630">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#1F6FEB"/><stop offset="1" stop-color="#0B3D91"/></linearGradient></defs>' +
      '<rect width="1200" height="630" fill="url(#g)"/>' +
      '<circle cx="1080" cy="540" r="150" fill="#F97316" opacity="0.9"/>' +
      '<rect x="435" y="150" width="330" height="330" rx="60" fill="#fff"/>' +
      `<svg x="475" y="190" width="250" height="250" viewBox="${art.viewBox}" fill="#1F6FEB">${art.body}</svg>` +
      '</svg>';
    card = sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    card.catch(() => drawnCards.delete(key));
    drawnCards.set(key, card);
  }
  return card;
}
