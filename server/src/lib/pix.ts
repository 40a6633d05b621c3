/**
 * Pix BR Code ("copia e cola" and its QR code) as the Banco Central do Brasil's "Manual de Padrões
 * para Iniciação do Pix" specifies it over EMV® QRCPS-MPM: a static-style code that carries the
 * receiver's key, an amount and a txid.
 *
 * Each field is ID (2 digits) + length (2 decimal digits) + value; the code ends with field 63, the
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the whole payload up to and including "6304",
 * written as 4 upper-case hex digits. Every value written here is plain ASCII, so a character is a
 * byte and the lengths count either.
 */
import { isValidCnpj, isValidCpf } from '../../../shared/taxId';

export const PIX_GUI = 'br.gov.bcb.pix';

export interface PixInput {
  /** The receiver's Pix key: e-mail, CPF, CNPJ, +55 phone or random key (EVP). */
  key: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** Identifies the charge to the receiver: letters and digits, 1 to 25. */
  txid: string;
  /** Free text shown to the payer by some banks (field 26-02), cut to the room left in field 26. */
  description?: string;
}

export type PixKeyType = 'email' | 'cpf' | 'cnpj' | 'phone' | 'evp';

export interface EmvField {
  id: string;
  value: string;
  /** The subfields of a template (26–51 merchant account, 62 additional data, 80–99). */
  fields?: EmvField[];
}

/** An input the BR Code cannot carry; the message is pt-BR and names the field. */
export class PixInputError extends Error {
  constructor(
    public readonly field: keyof PixInput | 'payload',
    message: string,
  ) {
    super(message);
    this.name = 'PixInputError';
  }
}

const MAX_KEY = 77;
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;
/** Field 54 holds at most 13 characters: 9999999999.99. */
const MAX_AMOUNT_CENTS = 999_999_999_999;

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const PHONE = /^\+55[1-9]{2}\d{8,9}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMATTED_CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const FORMATTED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
const TXID = /^[A-Za-z0-9]+$/;

/** CRC-16/CCITT-FALSE of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The key as the DICT stores it, and its type: CPF and CNPJ as digits (their dots and dashes are
 * dropped), e-mail and random key in lower case, phone as +55 with area code.
 */
export function normalizePixKey(raw: string): { key: string; type: PixKeyType } {
  const key = raw.trim();
  if (FORMATTED_CPF.test(key) || /^\d{11}$/.test(key)) {
    const digits = key.replace(/\D/g, '');
    if (!isValidCpf(digits))
      throw new PixInputError(
        'key',
        'Chave Pix inválida: CPF com dígitos verificadores errados (telefone começa com +55).',
      );
    return { key: digits, type: 'cpf' };
  }
  if (FORMATTED_CNPJ.test(key) || /^\d{14}$/.test(key)) {
    const digits = key.replace(/\D/g, '');
    if (!isValidCnpj(digits))
      throw new PixInputError('key', 'Chave Pix inválida: CNPJ com dígitos verificadores errados.');
    return { key: digits, type: 'cnpj' };
  }
  if (key.startsWith('+')) {
    if (!PHONE.test(key)) {
      throw new PixInputError('key', 'Chave Pix inválida: o telefone deve ser +55, DDD e número, só dígitos.');
    }
    return { key, type: 'phone' };
  }
  const lower = key.toLowerCase();
  if (EVP.test(lower)) return { key: lower, type: 'evp' };
  if (lower.includes('@')) {
    if (!EMAIL.test(lower) || lower.length > MAX_KEY) {
      throw new PixInputError('key', 'Chave Pix inválida: e-mail malformado ou com mais de 77 caracteres.');
    }
    return { key: lower, type: 'email' };
  }
  throw new PixInputError('key', 'Chave Pix inválida: use e-mail, CPF, CNPJ, telefone +55 ou chave aleatória.');
}

/**
 * Text for the "ans" fields (name, city, description): accents removed (NFD without the combining
 * marks), anything outside printable ASCII dropped, spaces collapsed, cut to `max`.
 */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Campo EMV ${id} com mais de 99 caracteres`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** "15.90" for 1590 centavos: the amount field's format, dot and two decimals. */
export function pixAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new PixInputError('amountCents', 'Valor do Pix inválido: informe centavos inteiros, de 1 a 999999999999.');
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** The BR Code "copia e cola" for the input, with its CRC. */
export function buildPixCopyPaste(input: PixInput): string {
  const { key } = normalizePixKey(input.key);
  const amount = pixAmount(input.amountCents);
  const name = emvText(input.merchantName, MAX_NAME).toUpperCase();
  if (!name) throw new PixInputError('merchantName', 'Nome do recebedor do Pix vazio.');
  const city = emvText(input.merchantCity, MAX_CITY).toUpperCase();
  if (!city) throw new PixInputError('merchantCity', 'Cidade do recebedor do Pix vazia.');
  if (!TXID.test(input.txid) || input.txid.length > MAX_TXID) {
    throw new PixInputError(
      'txid',
      'Identificador (txid) do Pix inválido: use de 1 a 25 letras ou dígitos, sem acentos.',
    );
  }

  let account = field('00', PIX_GUI) + field('01', key);
  // Field 26 holds at most 99 characters: the description gets what the GUI and the key leave.
  const room = Math.max(0, 99 - account.length - 4);
  const description = input.description === undefined ? '' : emvText(input.description, room);
  if (description) account += field('02', description);

  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', input.txid)) +
    '6304';
  return payload + crc16(payload);
}

const isTemplate = (id: string) => {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || (n >= 80 && n <= 99);
};

function parseFields(text: string, nested: boolean): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) {
      throw new PixInputError('payload', `BR Code malformado: ID e tamanho esperados na posição ${at}.`);
    }
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) {
      throw new PixInputError('payload', `BR Code malformado: o campo ${id} passa do fim do código.`);
    }
    fields.push(nested && isTemplate(id) ? { id, value, fields: parseFields(value, false) } : { id, value });
    at += 4 + length;
  }
  return fields;
}

/** The fields of a BR Code in order; templates (26–51, 62, 80–99) carry their subfields. */
export function parseEmv(payload: string): EmvField[] {
  return parseFields(payload, true);
}

/** Whether the code ends with field 63 and its CRC matches the rest. */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 4;
  return (
    at >= 4 && payload.slice(at - 4, at) === '6304' && crc16(payload.slice(0, at)) === payload.slice(at).toUpperCase()
  );
}

/**
 * The QR code of a BR Code as an SVG document (error correction M, one-module margin). The qrcode
 * library (about 8 MB of a process's memory) loads with the first Pix shown.
 */
export async function pixQrSvg(payload: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
