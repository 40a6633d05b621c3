import { STATE_NAMES } from '../../shared/states';
import { foldText } from './search';

/**
 * The Brazilian states (UFs) in the SPA: their codes and names (from shared/states.ts, which the
 * server reads too), how a sentence says them, and the spec's defaults.
 */

export { STATE_NAMES, UF_CODES } from '../../shared/states';

/** The states said with an article in Portuguese ("no Acre", "na Bahia"); the others take "em". */
const STATE_ARTICLE: Record<string, 'no' | 'na'> = {
  AC: 'no',
  AP: 'no',
  AM: 'no',
  CE: 'no',
  DF: 'no',
  ES: 'no',
  MA: 'no',
  MT: 'no',
  MS: 'no',
  PA: 'no',
  PR: 'no',
  PI: 'no',
  RJ: 'no',
  RN: 'no',
  RS: 'no',
  TO: 'no',
  BA: 'na',
  PB: 'na',
};

/** "em São Paulo", "no Acre", "na Bahia": where, as a sentence says it; the code when unknown. */
export function inState(code: string): string {
  const name = STATE_NAMES[code];
  return name ? `${STATE_ARTICLE[code] ?? 'em'} ${name}` : `em ${code}`;
}

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

/**
 * "Todo o Brasil": no state, a search in every state (the API lists every state without
 * state_code). Offered after the states, so that the spec's default (SP) stays the first choice.
 */
export const WHOLE_COUNTRY = '';
export const WHOLE_COUNTRY_LABEL = 'Todo o Brasil';

/**
 * The chosen state when the list has it (or the whole country), else the list's first one
 * (spec section 5).
 */
export function resolveSelectedState(selected: string, list: readonly string[]): string {
  if (selected === WHOLE_COUNTRY || list.includes(selected)) return selected;
  return list[0] ?? selected;
}

/**
 * How well a typed text names a state, lower is better, or null when it does not: the UF code
 * first ("SP" is São Paulo, never Espírito Santo), then a word of the name without accents, from
 * its start ("sao" → São Paulo, "grosso" → Mato Grosso). An empty text matches every state.
 */
export function stateMatchRank(code: string, typed: string): number | null {
  const query = foldText(typed);
  if (!query) return 0;
  const uf = code.toLowerCase();
  if (uf === query) return 0;
  if (uf.startsWith(query)) return 1;
  const name = foldText(STATE_NAMES[code] ?? '');
  if (name.startsWith(query)) return 2;
  if (` ${name}`.includes(` ${query}`)) return 3;
  return null;
}

type StateOption = { value?: unknown };
const optionCode = (option: StateOption | undefined) => (typeof option?.value === 'string' ? option.value : '');
const rankOf = (option: StateOption | undefined, typed: string) => stateMatchRank(optionCode(option), typed) ?? 9;

/**
 * The one search of every state picker with a typed filter (antd Select's `showSearch`, options
 * valued by UF code): matches by `stateMatchRank` and lists the best first, so Enter picks it.
 */
export const STATE_SEARCH = {
  filterOption: (typed: string, option?: StateOption) => stateMatchRank(optionCode(option), typed) !== null,
  filterSort: (a: StateOption, b: StateOption, { searchValue }: { searchValue: string }) =>
    rankOf(a, searchValue) - rankOf(b, searchValue) || optionCode(a).localeCompare(optionCode(b)),
};
