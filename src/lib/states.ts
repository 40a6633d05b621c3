/** The Brazilian states (UFs): the one source of their codes and names, and the spec's defaults. */

/** Names of the 27 federative units, to show beside the code where there is room. */
export const STATE_NAMES: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** The 27 UF codes, in the order above. */
export const UF_CODES = Object.keys(STATE_NAMES);

/** "SP — São Paulo", or the bare code when the name is unknown. */
export function stateLabel(code: string): string {
  const name = STATE_NAMES[code];
  return name ? `${code} — ${name}` : code;
}

/** Spec sections 8 and 9: fallbacks, default selection and the one-hour cache. */
export const STATES_CACHE_MS = 3_600_000;
export const DEFAULT_STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'SC', 'BA', 'DF'] as const;
export const DEFAULT_STATES_WITH_ADS = ['SP'] as const;
export const DEFAULT_SELECTED_STATE = 'SP';

const STATE_CODE = /^[A-Z]{2}$/;

/** Two capital letters (a UF code). */
export const isStateCode = (code: string) => STATE_CODE.test(code);

/** `{states: [...]}` with only two-letter codes, or null when the body has another shape. */
export function parseStates(body: unknown): string[] | null {
  const states = (body as { states?: unknown } | null)?.states;
  if (!Array.isArray(states)) return null;
  if (!states.every((s) => typeof s === 'string' && STATE_CODE.test(s))) return null;
  return states as string[];
}

/** The chosen state when the list has it, else the list's first one (spec section 5). */
export function resolveSelectedState(selected: string, list: readonly string[]): string {
  if (list.includes(selected)) return selected;
  return list[0] ?? selected;
}
