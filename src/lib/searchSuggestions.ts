/**
 * What a search may suggest (spec: header search): the desktop header rotates through all of them
 * at random; the ads page offers the first five as shortcuts when a search finds nothing.
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

export const FEATURED_SUGGESTIONS = SEARCH_SUGGESTIONS.slice(0, 5);
