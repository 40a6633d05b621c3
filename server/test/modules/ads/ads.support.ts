import sharp from 'sharp';
import type { App } from '../../../src/lib/types';
import type { TestUser } from '../../support/app';

/** A small real JPEG (with EXIF orientation 6 and a GPS-looking comment) for upload tests. */
export async function jpeg(width = 60, height = 40, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS -23.55,-46.63' } } })
    .toBuffer();
}

export async function png(width = 50, height = 50): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff8800' } })
    .png()
    .toBuffer();
}

export type Part = [name: string, value: string | { buffer: Buffer; filename: string; type?: string }];

/** A multipart/form-data payload for app.inject, built by the platform's own FormData encoder. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') fd.append(name, value);
    else
      fd.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.type ?? 'image/jpeg' }), value.filename);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

export const validAd = (overrides: Record<string, unknown> = {}) => ({
  title: 'Eletricista residencial 24 horas',
  description: 'Instalações elétricas, troca de disjuntores e quadros de distribuição com garantia.',
  category_id: 3,
  price_cents: 15000,
  price_type: 'per_service',
  state_code: 'SP',
  city: 'São Paulo',
  neighbourhood: 'Moema',
  contact_whatsapp: '11999998888',
  show_whatsapp: true,
  contact_phone: '1133334444',
  show_phone: false,
  ...overrides,
});

export async function createAd(app: App, user: Pick<TestUser, 'headers'>, overrides: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/ads/ads/',
    headers: user.headers,
    payload: validAd(overrides),
  });
  if (r.statusCode !== 201) throw new Error(`createAd ${r.statusCode}: ${r.body}`);
  return r.json() as { id: number; slug: string; [k: string]: unknown };
}
