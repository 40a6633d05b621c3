import type { Rule } from 'antd/es/form';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/settings';

/**
 * The site and carousel settings' rules, the same as the server's (server/src/modules/settings):
 * the form says what is wrong before sending; the server's own messages land on the same fields.
 */
export const INTERVAL_SECONDS = { min: CAROUSEL_INTERVAL_MS.min / 1000, max: CAROUSEL_INTERVAL_MS.max / 1000 };
export const TEXT_LIMIT = 300;

export const SETTINGS_FORM_MESSAGES = {
  contactEmailRequired: 'Informe o e-mail de contato.',
  contactEmail: 'Informe um e-mail de contato válido.',
  whatsappRequired: 'Informe o número do WhatsApp.',
  whatsappDigits: 'Use só números, com DDI e DDD (ex.: 5511999999999).',
  whatsappBrazil: 'No Brasil são 55, o DDD e o número (12 ou 13 dígitos).',
  socialRequired: 'Informe o endereço do perfil na rede social.',
  socialUrl: 'Informe um endereço começando com http:// ou https://.',
  bannerMessageRequired: 'Escreva a mensagem do aviso para ligá-lo.',
  intervalRequired: 'Informe o tempo de cada slide.',
  interval: `Escolha de ${INTERVAL_SECONDS.min} a ${INTERVAL_SECONDS.max} segundos.`,
  saveFailed: 'Não foi possível salvar as configurações. Tente novamente.',
} as const;

const M = SETTINGS_FORM_MESSAGES;

/** Only the digits of what was typed or pasted ("+55 (11) 99999-9999" -> "5511999999999"). */
export const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** Digits with DDI and DDD; for Brazil (55), a DDD without zeros and an 8- or 9-digit number. */
export function whatsappProblem(digits: string): string | null {
  if (!/^[1-9][0-9]{10,14}$/.test(digits)) return M.whatsappDigits;
  if (digits.startsWith('55') && !/^55[1-9][1-9][0-9]{8,9}$/.test(digits)) return M.whatsappBrazil;
  return null;
}

export function isProfileUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname.includes('.') || u.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

const check = (problem: (value: string) => string | null): Rule => ({
  validator: (_rule, value: unknown) => {
    const text = String(value ?? '');
    if (!text) return Promise.resolve(); // "required" speaks for an empty field
    const p = problem(text);
    return p ? Promise.reject(new Error(p)) : Promise.resolve();
  },
});

export const RULES = {
  contactEmail: [
    { required: true, whitespace: true, message: M.contactEmailRequired },
    // Spaces around a pasted address are not an error: they are trimmed before sending.
    { type: 'email', transform: (v: unknown) => String(v ?? '').trim(), message: M.contactEmail },
  ] satisfies Rule[],
  whatsappNumber: [
    { required: true, message: M.whatsappRequired },
    check((v) => whatsappProblem(onlyDigits(v))),
  ] satisfies Rule[],
  socialProfileUrl: [
    { required: true, whitespace: true, message: M.socialRequired },
    check((v) => (isProfileUrl(v) ? null : M.socialUrl)),
  ] satisfies Rule[],
  /** The banner's message is needed only to turn it on. */
  bannerMessage: (enabled: () => boolean): Rule[] => [
    {
      validator: (_rule, value: unknown) =>
        enabled() && !String(value ?? '').trim()
          ? Promise.reject(new Error(M.bannerMessageRequired))
          : Promise.resolve(),
    },
  ],
  /** On the stored value, in milliseconds. */
  intervalMs: [
    { required: true, message: M.intervalRequired },
    {
      validator: (_rule, value: unknown) => {
        if (value === null || value === undefined || value === '') return Promise.resolve();
        const ms = Number(value);
        return ms >= INTERVAL_SECONDS.min * 1000 && ms <= INTERVAL_SECONDS.max * 1000
          ? Promise.resolve()
          : Promise.reject(new Error(M.interval));
      },
    },
  ] satisfies Rule[],
};
