import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { withImageSlot } from '../../lib/imagePool';
import { discardFiles, stagedPath } from '../../lib/media';
import { detectImageType, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../lib/images';
import type { ImageKind } from './hero.schemas';

/** MEDIA_DIR subfolder of the carousel's uploads (the media janitor knows it: plugins/jobs.ts). */
export const HERO_MEDIA_SUBDIR = 'hero';

/**
 * Every hero picture is stored in the one proportion the home draws it in, 16:9, on a computer and
 * on a phone alike (components/HeroSlideView.tsx): another proportion is cut to it around the
 * centre here, so the stored picture is exactly what the home and the admin's preview show. The
 * largest size of each kind; a smaller picture is cut, never enlarged.
 */
export const HERO_IMAGE_RATIO = { width: 16, height: 9 };
export const HERO_IMAGE_BOX: Record<ImageKind, { width: number; height: number }> = {
  desktop: { width: 1600, height: 900 },
  phone: { width: 800, height: 450 },
};

/** The size a w×h picture (as displayed, orientation applied) is stored at for a kind. */
export function heroImageSize(w: number, h: number, kind: ImageKind): { width: number; height: number } {
  const { width: rw, height: rh } = HERO_IMAGE_RATIO;
  // The largest 16:9 part of the picture, then no wider than the kind's box.
  const cropWidth = Math.min(w, (h * rw) / rh);
  const width = Math.max(1, Math.floor(Math.min(cropWidth, HERO_IMAGE_BOX[kind].width)));
  return { width, height: Math.max(1, Math.round((width * rh) / rw)) };
}

export const HERO_IMAGE_MESSAGES = {
  missing: 'Envie uma imagem.',
  size: 'A imagem pode ter no máximo 10 MB.',
  type: 'Envie uma imagem JPEG, PNG, WebP ou AVIF válida.',
  broken: 'Não foi possível ler a imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.',
  pixels: 'A imagem tem resolução grande demais (máximo 40 megapixels).',
};

const imageError = (message: string) => new AppError(400, 'invalid_image', message, { image: [message] });

export interface StoredHeroImage {
  /** Relative to MEDIA_DIR, e.g. "hero/<uuid>-desktop.webp" (hero_slides.image_key). */
  key: string;
  /** Public address, "/media/" + key. */
  url: string;
  /** Absolute final path; written staged, moved into place by publishFiles after the commit. */
  file: string;
}

/**
 * Checks an upload by its bytes (its name and declared type are not trusted) and re-encodes it to
 * one WebP of the home's proportion (cut around the centre, at most the kind's box), EXIF orientation applied and every metadata block (EXIF,
 * GPS, XMP, ICC) dropped. The file is written staged; the caller publishes it after its commit.
 */
export function storeHeroImage(buf: Buffer, kind: ImageKind, mediaDir: string): Promise<StoredHeroImage> {
  return withImageSlot(() => encode(buf, kind, mediaDir));
}

async function encode(buf: Buffer, kind: ImageKind, mediaDir: string): Promise<StoredHeroImage> {
  if (buf.length > MAX_IMAGE_BYTES) throw imageError(HERO_IMAGE_MESSAGES.size);
  const type = detectImageType(buf);
  if (!type) throw imageError(HERO_IMAGE_MESSAGES.type);
  let meta: sharp.Metadata;
  try {
    // Header only: a decompression bomb is refused before its pixels are allocated.
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw imageError(HERO_IMAGE_MESSAGES.broken);
  }
  if (!meta.width || !meta.height) throw imageError(HERO_IMAGE_MESSAGES.broken);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw imageError(HERO_IMAGE_MESSAGES.pixels);

  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const size = heroImageSize(turned ? meta.height : meta.width, turned ? meta.width : meta.height, kind);
  let out: Buffer;
  try {
    out = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch {
    throw imageError(HERO_IMAGE_MESSAGES.broken);
  }
  const dir = path.join(mediaDir, HERO_MEDIA_SUBDIR);
  await mkdir(dir, { recursive: true });
  const key = `${HERO_MEDIA_SUBDIR}/${randomUUID()}-${kind}.webp`;
  const file = path.join(mediaDir, key);
  await writeFile(stagedPath(file), out, { flag: 'wx' });
  return { key, url: `/media/${key}`, file };
}

const KEY_PATTERN = new RegExp(`^${HERO_MEDIA_SUBDIR}/[0-9a-f-]{36}-(desktop|phone)\\.webp$`);

/** The file behind a stored key; nothing for keys that are not the carousel's uploads. */
export function heroImageFiles(mediaDir: string, ...keys: Array<string | null | undefined>): string[] {
  return keys.filter((k): k is string => !!k && KEY_PATTERN.test(k)).map((k) => path.join(mediaDir, k));
}

/** Removes files, staged or published; a missing file is not an error. */
export const removeHeroFiles = discardFiles;
