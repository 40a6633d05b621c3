import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { withImageSlot } from '../../lib/imagePool';
import { MEDIA_PATH_PREFIX, type Storage } from '../../lib/storage/types';
import { detectImageType, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../lib/images';
import type { ImageKind } from './hero.schemas';

/** Media folder of the carousel's uploads (the media janitor knows it: plugins/jobs.ts). */
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
  /** Its storage key, e.g. "hero/<uuid>-desktop.webp" (hero_slides.image_key); written staged,
   * published (Storage.publish) after the commit. */
  key: string;
  /** Site path, "/media/" + key. */
  url: string;
}

/**
 * Checks an upload by its bytes (its name and declared type are not trusted) and re-encodes it to
 * one WebP of the home's proportion (cut around the centre, at most the kind's box), EXIF orientation applied and every metadata block (EXIF,
 * GPS, XMP, ICC) dropped. The file is written staged; the caller publishes it after its commit.
 */
export function storeHeroImage(buf: Buffer, kind: ImageKind, storage: Storage): Promise<StoredHeroImage> {
  return withImageSlot(() => encode(buf, kind, storage));
}

async function encode(buf: Buffer, kind: ImageKind, storage: Storage): Promise<StoredHeroImage> {
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
  const key = `${HERO_MEDIA_SUBDIR}/${randomUUID()}-${kind}.webp`;
  await storage.stage(key, out, 'image/webp');
  return { key, url: MEDIA_PATH_PREFIX + key };
}

const KEY_PATTERN = new RegExp(`^${HERO_MEDIA_SUBDIR}/[0-9a-f-]{36}-(desktop|phone)\\.webp$`);

/** The stored keys that are the carousel's uploads (a demo slide's picture is not). */
export function heroImageFiles(...keys: Array<string | null | undefined>): string[] {
  return keys.filter((k): k is string => !!k && KEY_PATTERN.test(k));
}
