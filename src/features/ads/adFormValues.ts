import type { Rule } from '../../components/form/Form';
import type { AdDetail } from '../../api/ads';
import { formatReaisInput, MAX_PRICE_CENTS, parseCents } from '../../lib/money';
import { formatPhone, PHONE_INVALID, PHONE_RULE } from '../../lib/phone';
import { DEFAULT_SELECTED_STATE } from '../../lib/states';
import type { PickedImage } from './ImagePicker';

/** The ad form's values and how they map to and from the API (AdFormPage). */
export interface FormValues {
  title: string;
  category_id: number;
  description: string;
  /** As typed ("1.500,50"), read by parseCents; validated by the form before toAdBody. */
  price?: string;
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

export const PHONE_RULES = [PHONE_RULE, { max: 20, message: PHONE_INVALID }];

export const PRICE_REQUIRED = 'Informe o preço ou marque "A combinar".';
export const PRICE_INVALID = 'Digite o preço em reais, como 1.500 ou 1.500,50.';
export const PRICE_TOO_HIGH = `O preço máximo é R$ ${formatReaisInput(MAX_PRICE_CENTS)}.`;

/**
 * The price field's rules (with validateFirst: one message at a time), reading "A combinar" from
 * the form (the field depends on it). Said on the field, never clamped: a price over the maximum
 * silently turned into the maximum would save what the owner did not type.
 */
export const PRICE_RULES: Rule[] = [
  ({ getFieldValue }) => ({ required: !getFieldValue('to_agree'), whitespace: true, message: PRICE_REQUIRED }),
  ({ getFieldValue }) => ({
    validator: async (_rule, value?: string) => {
      if (getFieldValue('to_agree')) return;
      const cents = parseCents(value);
      if (cents === undefined) throw new Error(PRICE_REQUIRED); // only "R$"
      if (cents === null) throw new Error(PRICE_INVALID);
      if (cents > MAX_PRICE_CENTS) throw new Error(PRICE_TOO_HIGH);
    },
  }),
];

export function toValues(ad: AdDetail): FormValues {
  return {
    title: ad.title,
    category_id: ad.category.id,
    description: ad.description,
    price: ad.price_cents === null ? undefined : formatReaisInput(ad.price_cents),
    to_agree: ad.price_cents === null,
    price_type: ad.price_type,
    is_service: ad.is_service,
    state_code: ad.state_code,
    city: ad.city,
    neighbourhood: ad.neighbourhood,
    contact_whatsapp: formatPhone(ad.contact_whatsapp),
    show_whatsapp: ad.show_whatsapp,
    contact_phone: formatPhone(ad.contact_phone),
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
    price_cents: values.to_agree ? null : (parseCents(values.price) ?? null),
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
