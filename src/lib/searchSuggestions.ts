import { foldText } from './search';

/**
 * What a search may suggest (spec: header search): the desktop header rotates through all of them
 * at random; the ads page offers five of them as shortcuts when a search finds nothing.
 */
export const SEARCH_SUGGESTIONS = [
  'Diarista',
  'Eletricista',
  'Pedreiro',
  'Pet',
  'Toldos',
  'Encanador',
  'Pintor',
  'Jardinagem',
  'Montador de Móveis',
  'Fretes e Mudanças',
  'Aulas Particulares',
  'Manicure',
] as const;

/** Five shortcuts for a search that found nothing, never the term just searched. */
export function otherSuggestions(searched: string | undefined): string[] {
  const term = foldText(searched ?? '');
  return SEARCH_SUGGESTIONS.filter((s) => foldText(s) !== term).slice(0, 5);
}
