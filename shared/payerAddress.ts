/**
 * A boleto payer's address (Brazilian form: CEP, logradouro, número, complemento, bairro, cidade,
 * UF): the rules, the pt-BR field messages and the CEP mask, the same in the boleto form and on the
 * server (payments module), which hands it to Stripe as the billing address.
 */
import { STATE_NAMES } from './states';

export interface PayerAddress {
  /** the CEP: 8 digits (the form shows 00000-000) */
  postal_code: string;
  /** the logradouro: rua, avenida… */
  street: string;
  /** the número, or "S/N" */
  number: string;
  complement?: string;
  /** the bairro */
  neighborhood: string;
  city: string;
  /** the UF code (SP, RJ…) */
  state: string;
}

export type PayerAddressField = keyof PayerAddress;

/** Each field's longest value (the form's maxLength and the server's schema). */
export const ADDRESS_MAX_LENGTH: Record<PayerAddressField, number> = {
  postal_code: 9,
  street: 120,
  number: 10,
  complement: 60,
  neighborhood: 60,
  city: 60,
  state: 2,
};

export const ADDRESS_MESSAGES: Record<Exclude<PayerAddressField, 'complement'>, string> = {
  postal_code: 'Informe um CEP válido (00000-000).',
  street: 'Informe a rua, avenida ou outro logradouro.',
  number: 'Informe o número (ou S/N).',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Escolha a UF.',
};

const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The CEP as typed, in the 00000-000 mask (digits only, at most 8). */
export function maskCep(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A CEP, masked or not: 8 digits, not all zeros. */
export const isValidCep = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim()) && !/^0+-?0+$/.test(value.trim());

/**
 * The message of each wrong field of an address as given (missing, empty or not a CEP or UF), by
 * field name; empty when every field is right.
 */
export function addressErrors(
  input: Partial<Record<PayerAddressField, unknown>> | undefined,
): Partial<Record<PayerAddressField, string>> {
  const a = input ?? {};
  const errors: Partial<Record<PayerAddressField, string>> = {};
  if (!isValidCep(clean(a.postal_code))) errors.postal_code = ADDRESS_MESSAGES.postal_code;
  for (const field of ['street', 'number', 'neighborhood', 'city'] as const) {
    if (!clean(a[field])) errors[field] = ADDRESS_MESSAGES[field];
  }
  if (!Object.hasOwn(STATE_NAMES, clean(a.state).toUpperCase())) errors.state = ADDRESS_MESSAGES.state;
  return errors;
}

/** The address stored and sent: spaces collapsed, the CEP as 8 digits, the UF in capitals, no empty complement. */
export function normalizeAddress(a: PayerAddress): PayerAddress {
  const complement = clean(a.complement);
  return {
    postal_code: clean(a.postal_code).replace(/\D/g, ''),
    street: clean(a.street),
    number: clean(a.number),
    ...(complement ? { complement } : {}),
    neighborhood: clean(a.neighborhood),
    city: clean(a.city),
    state: clean(a.state).toUpperCase(),
  };
}
