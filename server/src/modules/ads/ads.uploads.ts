import { validationError } from '../../lib/errors';
import { processImage, type ProcessedImage } from '../../lib/images';
import type { Storage } from '../../lib/storage/types';
import type { UploadedFile } from '../../plugins/multipart';
import type { NewImageMetadata } from './ads.schemas';

/** An image of a create or update: a processed file, or (processed null) a record whose file arrives later. */
export interface NewImage {
  clientId: string | null;
  alt: string;
  order: number;
  processed: ProcessedImage | null;
  main: boolean;
}

/** Processes every uploaded file (bytes checked, WebP variants written) before any row is written. */
export async function prepareImages(
  files: UploadedFile[],
  metadata: NewImageMetadata[],
  storage: Storage,
): Promise<NewImage[]> {
  const out: NewImage[] = [];
  const written: string[] = [];
  try {
    const main = files.filter((f) => f.field === 'image');
    const more = files.filter((f) => f.field === 'image_files');
    const other = files.find((f) => f.field !== 'image' && f.field !== 'image_files');
    if (other) throw validationError({ [other.field]: ['Campo de arquivo desconhecido.'] });
    if (main.length > 1) throw validationError({ image: ['Envie apenas uma imagem principal.'] });
    for (const f of main) {
      const p = await processImage(f, storage, 'image', { card: true });
      written.push(...p.files);
      out.push({ clientId: null, alt: '', order: -1, processed: p, main: true });
    }
    // metadata[i] describes image_files[i]; entries beyond the files become images whose
    // file arrives later through upload_file (one request per file, with progress).
    for (const [i, f] of more.entries()) {
      const p = await processImage(f, storage, 'image_files', { card: true });
      written.push(...p.files);
      const m = metadata[i];
      out.push({
        clientId: m?.client_id ?? null,
        alt: m?.alt ?? '',
        order: m?.order ?? 1000 + i,
        processed: p,
        main: false,
      });
    }
    for (const m of metadata.slice(more.length)) {
      out.push({
        clientId: m.client_id,
        alt: m.alt ?? '',
        order: m.order ?? 1000 + out.length,
        processed: null,
        main: false,
      });
    }
    return out;
  } catch (err) {
    await storage.remove(written);
    throw err;
  }
}

export const filesOf = (images: NewImage[]) => images.flatMap((i) => i.processed?.files ?? []);
