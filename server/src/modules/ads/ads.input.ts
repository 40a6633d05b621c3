import { validationError, type FieldErrors } from '../../lib/errors';
import { normalizePhone, PHONE_INVALID } from '../../lib/phone';
import { MAX_IMAGES_PER_AD, type AdCreateBody, type AdUpdateBody, type NewImageMetadata } from './ads.schemas';

// The checks of an ad's body that its TypeBox schema cannot express: trimmed lengths, the JSON-text
// fields of the multipart variant (new_ad_images_metadata_json, images_order) and the column values.

/** Input shared by create and update, after the route's schema validation. */
export type AdInput = Partial<AdCreateBody> &
  Pick<AdUpdateBody, 'status'> & {
    new_ad_images_metadata_json?: string;
    images_order?: unknown;
  };

export function parseJsonField<T>(value: unknown, field: string): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw validationError({ [field]: ['Envie um JSON válido.'] });
  }
}

export function checkMetadata(list: unknown): NewImageMetadata[] {
  if (list === undefined) return [];
  const fields: FieldErrors = {};
  if (!Array.isArray(list)) throw validationError({ new_ad_images_metadata: ['Deve ser uma lista.'] });
  if (list.length > MAX_IMAGES_PER_AD) {
    throw validationError({ new_ad_images_metadata: [`Envie no máximo ${MAX_IMAGES_PER_AD} imagens.`] });
  }
  const out: NewImageMetadata[] = [];
  for (const [i, raw] of list.entries()) {
    const m = raw as Record<string, unknown>;
    if (!m || typeof m !== 'object' || typeof m.client_id !== 'string' || !m.client_id || m.client_id.length > 64) {
      fields[`new_ad_images_metadata.${i}.client_id`] = ['Identificador da imagem inválido.'];
      continue;
    }
    if (m.alt !== undefined && (typeof m.alt !== 'string' || m.alt.length > 200)) {
      fields[`new_ad_images_metadata.${i}.alt`] = ['Deve ter no máximo 200 caracteres.'];
      continue;
    }
    const order = m.order === undefined ? undefined : Number(m.order);
    if (order !== undefined && (!Number.isInteger(order) || order < 0 || order > 100)) {
      fields[`new_ad_images_metadata.${i}.order`] = ['Ordem inválida.'];
      continue;
    }
    out.push({ client_id: m.client_id, alt: (m.alt as string | undefined) ?? '', order });
  }
  if (Object.keys(fields).length) throw validationError(fields);
  return out;
}

export function checkImagesOrder(value: unknown): Array<string> | undefined {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    list = value.trim().startsWith('[') ? parseJsonField(value, 'images_order') : value.split(',').filter(Boolean);
  }
  if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'string' && list[0].trim().startsWith('[')) {
    list = parseJsonField(list[0], 'images_order');
  }
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'string' && typeof x !== 'number')) {
    throw validationError({ images_order: ['Envie uma lista de identificadores de imagens.'] });
  }
  return list.map((x) => String(x).trim());
}

/** The ads columns an input sets (trimmed; phone numbers in E.164, checked by `checkTrimmed`; is_service from the category when not given). */
export function scalarValues(input: AdInput, defaults: { isService?: boolean }): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (input.title !== undefined) v.title = input.title.trim();
  if (input.description !== undefined) v.description = input.description.trim();
  if (input.category_id !== undefined) v.category_id = input.category_id;
  if (input.price_cents !== undefined) v.price_cents = input.price_cents;
  if (input.price_type !== undefined) v.price_type = input.price_type;
  if (input.is_service !== undefined) v.is_service = input.is_service;
  else if (defaults.isService !== undefined && input.category_id !== undefined) v.is_service = defaults.isService;
  if (input.state_code !== undefined) v.state_code = input.state_code.toUpperCase();
  if (input.city !== undefined) v.city = input.city.trim();
  if (input.neighbourhood !== undefined) v.neighbourhood = input.neighbourhood.trim();
  if (input.contact_whatsapp !== undefined) v.contact_whatsapp = normalizePhone(input.contact_whatsapp) ?? '';
  if (input.show_whatsapp !== undefined) v.show_whatsapp = input.show_whatsapp;
  if (input.contact_phone !== undefined) v.contact_phone = normalizePhone(input.contact_phone) ?? '';
  if (input.show_phone !== undefined) v.show_phone = input.show_phone;
  return v;
}

/** Lengths after trimming (the schema saw the raw text) and the phone numbers. */
export function checkTrimmed(input: AdInput) {
  const fields: FieldErrors = {};
  if (input.title !== undefined && input.title.trim().length < 5) fields.title = ['Deve ter pelo menos 5 caracteres.'];
  if (input.description !== undefined && input.description.trim().length < 20) {
    fields.description = ['Deve ter pelo menos 20 caracteres.'];
  }
  if (input.city !== undefined && input.city.trim().length < 2) fields.city = ['Informe a cidade.'];
  for (const key of ['contact_whatsapp', 'contact_phone'] as const) {
    const typed = input[key];
    if (typed !== undefined && normalizePhone(typed) === null) fields[key] = [PHONE_INVALID];
  }
  if (Object.keys(fields).length) throw validationError(fields);
}
