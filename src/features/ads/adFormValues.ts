import type { AdDetail } from '../../api/ads';
import { PHONE_PATTERN } from '../../lib/phone';
import { DEFAULT_SELECTED_STATE } from '../../lib/states';
import type { PickedImage } from './ImagePicker';

/** The ad form's values and how they map to and from the API (AdFormPage). */
export interface FormValues {
  title: string;
  category_id: number;
  description: string;
  price?: number | null;
  to_agree: boolean;
  price_type: string;
  is_service: boolean;
  state_code: string;
  city: string;
  neighbourhood?: string;
  contact_whatsapp?: string;
  show_whatsapp: boolean;
  contact_phone?: string;
  show_phone: boolean;
  /** Tribes to send the ad to after saving (not part of the ad body). */
  tribes?: string[];
}

/** Server field names shown next to their inputs (price_cents is the "price" input). */
export const FORM_FIELDS = new Set([
  'title',
  'category_id',
  'description',
  'price_cents',
  'price_type',
  'is_service',
  'state_code',
  'city',
  'neighbourhood',
  'contact_whatsapp',
  'show_whatsapp',
  'contact_phone',
  'show_phone',
]);

const PHONE_MESSAGE = 'Informe um telefone com DDD, só números.';
export const PHONE_RULES = [
  { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
  { min: 10, max: 20, message: PHONE_MESSAGE },
];

export function toValues(ad: AdDetail): FormValues {
  return {
    title: ad.title,
    category_id: ad.category.id,
    description: ad.description,
    price: ad.price_cents === null ? null : ad.price_cents / 100,
    to_agree: ad.price_cents === null,
    price_type: ad.price_type,
    is_service: ad.is_service,
    state_code: ad.state_code,
    city: ad.city,
    neighbourhood: ad.neighbourhood,
    contact_whatsapp: ad.contact_whatsapp,
    show_whatsapp: ad.show_whatsapp,
    contact_phone: ad.contact_phone,
    show_phone: ad.show_phone,
  };
}

export const DEFAULTS: Partial<FormValues> = {
  price_type: 'fixed',
  is_service: true,
  show_whatsapp: true,
  show_phone: false,
  to_agree: false,
  state_code: DEFAULT_SELECTED_STATE,
};

export const existingImages = (ad: AdDetail | undefined): PickedImage[] =>
  (ad?.images ?? [])
    .filter((i) => i.url)
    .map((i) => ({
      key: String(i.id),
      existingId: i.id,
      preview: i.variants?.['320'] ?? i.url ?? '',
      name: i.alt || `Foto ${i.position + 1}`,
      status: 'done',
    }));

/** The request body from the form: price in cents (null "a combinar"), new photos' metadata in order. */
export function toAdBody(values: FormValues, images: PickedImage[]) {
  const fresh = images.filter((i) => !i.existingId && i.file);
  return {
    title: values.title,
    category_id: values.category_id,
    description: values.description,
    price_cents:
      values.to_agree || values.price === null || values.price === undefined ? null : Math.round(values.price * 100),
    price_type: values.to_agree ? 'negotiable' : values.price_type,
    is_service: values.is_service,
    state_code: values.state_code,
    city: values.city,
    neighbourhood: values.neighbourhood ?? '',
    contact_whatsapp: values.contact_whatsapp ?? '',
    show_whatsapp: values.show_whatsapp,
    contact_phone: values.contact_phone ?? '',
    show_phone: values.show_phone,
    new_ad_images_metadata: fresh.map((i) => ({
      client_id: i.key,
      alt: values.title,
      order: images.indexOf(i),
    })),
  };
}
