/** Browser-side image preparation before upload: orientation fixed, longest side at most 2,048 px. */

export const MAX_IMAGE_SIDE = 2048;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export interface ImageInfo {
  width: number;
  height: number;
  size: number;
  type: string;
}

export interface ProcessedImage {
  file: File;
  before: ImageInfo;
  after: ImageInfo;
}

/** The size that fits within max x max keeping the proportions (never enlarges). */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function renameWithExtension(name: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]+$/, '') || 'imagem';
  return `${base}.${ext}`;
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Decodes the picture with its EXIF orientation applied, scales it down to fit 2,048 px and
 * re-encodes it as WebP (JPEG where the browser cannot encode WebP). Re-encoding also drops the
 * metadata (GPS) before anything leaves the device.
 */
export async function resizeImage(file: File, max = MAX_IMAGE_SIDE): Promise<ProcessedImage> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    throw new Error('Formato não suportado. Envie uma imagem JPEG, PNG, WebP ou AVIF.');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('Não foi possível ler esta imagem.');
  }
  const before: ImageInfo = { width: bitmap.width, height: bitmap.height, size: file.size, type: file.type };
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Seu navegador não conseguiu processar a imagem.');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close?.();
  let blob = await canvasToBlob(canvas, 'image/webp', 0.85);
  if (!blob || blob.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg', 0.88);
  if (!blob) throw new Error('Seu navegador não conseguiu processar a imagem.');
  const out = new File([blob], renameWithExtension(file.name, blob.type), { type: blob.type });
  return { file: out, before, after: { width, height, size: out.size, type: out.type } };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
