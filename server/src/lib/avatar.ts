import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { withImageSlot } from './imagePool';
import type { Storage } from './storage/types';
import { validationError } from './errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;
/** Sizes stored for each avatar: the profile picture and the thumbnail (header, lists). */
export const AVATAR_SIZES = { large: 512, small: 128 } as const;

const avatarError = (message: string) => validationError({ avatar: [message] });
export const AVATAR_MESSAGES = {
  type: 'Envie uma imagem JPEG, PNG ou WebP.',
  size: 'A imagem deve ter no máximo 5 MB.',
  pixels: 'A imagem deve ter no máximo 40 megapixels.',
  broken: 'Não foi possível ler a imagem. Envie outro arquivo JPEG, PNG ou WebP.',
};

/** The image type by its first bytes; the file name and the declared type are not trusted. */
export function sniffImageType(buf: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export function avatarFileName(key: string, size: keyof typeof AVATAR_SIZES): string {
  return `${key}-${AVATAR_SIZES[size]}.webp`;
}

/**
 * Checks an uploaded avatar by its bytes and dimensions (read from the header, before any
 * decoding, so a decompression bomb is refused without allocating its pixels), then re-encodes
 * it to square WebP files at 512 and 128 px. Re-encoding drops every metadata block (EXIF, GPS,
 * XMP, ICC). Returns the stored key, e.g. "avatars/5f0c...".
 */
export function storeAvatar(buf: Buffer, storage: Storage): Promise<string> {
  return withImageSlot(() => encodeAvatar(buf, storage));
}

async function encodeAvatar(buf: Buffer, storage: Storage): Promise<string> {
  if (buf.length > AVATAR_MAX_BYTES) throw avatarError(AVATAR_MESSAGES.size);
  const type = sniffImageType(buf);
  if (!type) throw avatarError(AVATAR_MESSAGES.type);
  const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' as const };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buf, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw avatarError(AVATAR_MESSAGES.broken);
  }
  if (meta.format !== type) throw avatarError(AVATAR_MESSAGES.type);
  if (!meta.width || !meta.height) throw avatarError(AVATAR_MESSAGES.broken);
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw avatarError(AVATAR_MESSAGES.pixels);

  const key = `avatars/${randomUUID()}`;
  const outputs: Array<[string, Buffer]> = [];
  try {
    for (const size of Object.keys(AVATAR_SIZES) as Array<keyof typeof AVATAR_SIZES>) {
      const px = AVATAR_SIZES[size];
      const out = await sharp(buf, options)
        .rotate() // apply the EXIF orientation before the EXIF block is dropped
        .resize(px, px, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
      outputs.push([avatarFileName(key, size), out]);
    }
  } catch (err) {
    const message = String((err as Error).message ?? '');
    if (/pixel limit/i.test(message)) throw avatarError(AVATAR_MESSAGES.pixels);
    throw avatarError(AVATAR_MESSAGES.broken);
  }
  // Staged: the caller publishes them (Storage.publish) once the row that names the key commits.
  for (const [name, data] of outputs) await storage.stage(name, data, 'image/webp');
  return key;
}

/** The storage keys of an avatar key's files ("avatars/<uuid>-512.webp", …). */
export function avatarFiles(key: string | null | undefined): string[] {
  if (!key || !/^avatars\/[0-9a-f-]{36}$/.test(key)) return [];
  return (Object.keys(AVATAR_SIZES) as Array<keyof typeof AVATAR_SIZES>).map((size) => avatarFileName(key, size));
}

/** Removes an avatar's files, staged or published; a missing file is not an error. */
export async function removeAvatar(storage: Storage, key: string | null | undefined): Promise<void> {
  await storage.remove(avatarFiles(key));
}
