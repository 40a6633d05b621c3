import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { AppError } from './errors';
import { withImageSlot } from './imagePool';
import { keyOfMediaPath, MEDIA_PATH_PREFIX, type Storage } from './storage/types';
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
  /** width -> site path ("/media/ads/…"), as rows store it */
  variants: Record<string, string>;
  /** storage keys; staged, published (Storage.publish) after the commit of the rows naming them */
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
  storage: Storage,
  field = 'image',
  options: ImageOptions = {},
): Promise<ProcessedImage> {
  // An upload waiting for a slot stays on disk; in its turn libvips reads it from there.
  return withImageSlot(() => encodeImage(upload, storage, field, options));
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
  storage: Storage,
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
  let encoded: EncodedVariants;
  try {
    encoded = await encodeVariants(
      () => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate(),
      options,
    );
  } catch {
    throw invalidImage(field, 'Não foi possível processar a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.');
  }
  // A storage failure is the server's (500), never the picture's.
  return stageVariants(encoded, storage);
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
  storage: Storage,
  opts: ImageOptions & { effort?: number } = {},
): Promise<ProcessedImage> {
  const { width, height, channels } = pixels.info;
  return withImageSlot(async () =>
    stageVariants(await encodeVariants(() => sharp(pixels.data, { raw: { width, height, channels } }), opts), storage),
  );
}

/** A picture's encoded files (WebP variants, small to large, then the preview JPEG) and its facts. */
interface EncodedVariants {
  outputs: Buffer[];
  card: boolean;
  width: number;
  height: number;
  blur: string;
}

/**
 * Encodes the WebP variants of a source. The source is decoded once, by libvips, straight to the
 * largest variant (a JPEG shrinks while it loads, so a 12 MP photo is never held at full size),
 * and each smaller variant is cut from the encoded one above it. No decoded pixels pass through
 * JavaScript, only the encoded files (tens to hundreds of KB): a Buffer of pixels is freed only
 * when V8 next collects garbage, and the 1600 px pixels of eight 9 MB photos, with the photos
 * themselves, kept the server 50–60 MB above its idle size until then (bench:uploads).
 */
async function encodeVariants(
  source: () => sharp.Sharp,
  { effort, card = false }: ImageOptions & { effort?: number },
): Promise<EncodedVariants> {
  // 1600 from the source, 800 from the 1600 file, 320 and the blur from the 800 one: each step
  // decodes the smallest picture that still has the detail it needs.
  const variant = (input: sharp.Sharp, i: number) =>
    input
      .resize({ width: VARIANT_WIDTHS[i], withoutEnlargement: true })
      .webp({ quality: 80, effort })
      .toBuffer({ resolveWithObject: true });
  const large = await variant(source(), 2);
  const medium = await variant(sharp(large.data), 1);
  const small = await variant(sharp(medium.data), 0);
  const tiny = await sharp(medium.data).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  const outputs: Buffer[] = [small.data, medium.data, large.data];
  if (card) outputs.push(await renderCard(sharp(large.data)));
  return {
    outputs,
    card,
    width: large.info.width,
    height: large.info.height,
    blur: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

/** Stores encoded variants under new names (staged); on a failure none of them is left. */
async function stageVariants(encoded: EncodedVariants, storage: Storage): Promise<ProcessedImage> {
  const base = randomUUID();
  const keys = VARIANT_WIDTHS.map((w) => `${MEDIA_SUBDIR}/${base}-${w}.webp`);
  if (encoded.card) keys.push(`${MEDIA_SUBDIR}/${base}-${CARD_VARIANT}.jpg`);
  const variants: Record<string, string> = Object.fromEntries(
    VARIANT_WIDTHS.map((w, i) => [String(w), MEDIA_PATH_PREFIX + keys[i]]),
  );
  if (encoded.card) variants[CARD_VARIANT] = MEDIA_PATH_PREFIX + keys[3];
  try {
    await Promise.all(
      encoded.outputs.map((data, i) => storage.stage(keys[i], data, i === 3 ? 'image/jpeg' : 'image/webp')),
    );
  } catch (err) {
    await storage.remove(keys).catch(() => undefined);
    throw err;
  }
  return { variants, files: keys, width: encoded.width, height: encoded.height, blur: encoded.blur };
}

/**
 * The 1200x630 preview JPEG of a picture (cover crop: the middle of it fills the card), at the
 * best quality that stays under CARD_MAX_BYTES. Cut from the 1600 px variant, never the upload.
 */
async function renderCard(input: sharp.Sharp): Promise<Buffer> {
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
    if (jpeg.length <= CARD_MAX_BYTES || quality === CARD_QUALITIES[CARD_QUALITIES.length - 1]) return jpeg;
  }
  throw new Error('unreachable: the last quality is always kept');
}

/**
 * The preview rendition of an image stored before renditions existed, cut from its largest WebP
 * variant (the backfill job): the new variants map and the key written staged (Storage.publish
 * after the row's commit), or null when that variant's object is missing.
 */
export async function addCardVariant(
  variants: Record<string, string>,
  storage: Storage,
): Promise<{ variants: Record<string, string>; file: string } | null> {
  const largest = [...VARIANT_WIDTHS].reverse().find((w) => variants[String(w)]);
  const [source] = largest ? variantFiles({ [largest]: variants[String(largest)] }) : [];
  if (!source) return null;
  const key = source.replace(/-\d+\.webp$/, `-${CARD_VARIANT}.jpg`);
  try {
    const bytes = await storage.read(source);
    if (!bytes) return null;
    const jpeg = await withImageSlot(() => renderCard(sharp(bytes)));
    await storage.stage(key, jpeg, 'image/jpeg');
  } catch {
    await storage.remove([key]);
    return null;
  }
  return { variants: { ...variants, [CARD_VARIANT]: MEDIA_PATH_PREFIX + key }, file: key };
}

/** The storage keys behind a stored variants map (site paths under /media/ads/). */
export function variantFiles(variants: Record<string, string> | null): string[] {
  if (!variants) return [];
  return Object.values(variants)
    .map(keyOfMediaPath)
    .filter((key): key is string => !!key && key.startsWith(`${MEDIA_SUBDIR}/`));
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
