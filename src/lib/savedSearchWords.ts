import { formatInteger } from './numberFormat';
import { inState } from './states';

/** The parameters of /ads a saved search keeps (the API's query, without paging). */
export interface SearchQueryWords {
  search?: string;
  state_code?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  is_service?: boolean;
  owner?: string;
  tribe?: string;
  ordering?: string;
}

/** The alerts of a saved search, as the member chooses them. */
export const ALERT_LABELS = {
  instant: 'Na hora',
  daily: 'Resumo diário',
  none: 'Sem alerta',
} as const;

export const ALERT_HELP = {
  instant: 'Uma notificação a cada anúncio novo.',
  daily: 'Um e-mail por dia, às 8h, com até 10 anúncios novos.',
  none: 'A busca fica guardada no seu perfil.',
} as const;

const reais = (v: number) =>
  `R$ ${formatInteger(v)}${Number.isInteger(v) ? '' : `,${String(Math.round((v % 1) * 100)).padStart(2, '0')}`}`;

/** "bicicleta em São Paulo": the name a saved search gets unless the member types another. */
export function defaultSearchName(q: SearchQueryWords, categoryName?: string): string {
  const what =
    q.search || categoryName || (q.is_service === true ? 'Serviços' : q.is_service === false ? 'Produtos' : 'Anúncios');
  return (q.state_code ? `${what} ${inState(q.state_code)}` : what).slice(0, 80);
}

/** The search's filters in words: ["“bicicleta”", "em São Paulo", "Bicicletas e Esportes", "até R$ 1.500"]. */
export function describeSearch(q: SearchQueryWords, categoryName?: string): string[] {
  const words: string[] = [];
  if (q.search) words.push(`“${q.search}”`);
  if (q.state_code) words.push(inState(q.state_code));
  else words.push('em todo o Brasil');
  if (q.category) words.push(categoryName ?? q.category);
  if (q.min_price !== undefined && q.max_price !== undefined)
    words.push(`de ${reais(q.min_price)} a ${reais(q.max_price)}`);
  else if (q.min_price !== undefined) words.push(`a partir de ${reais(q.min_price)}`);
  else if (q.max_price !== undefined) words.push(`até ${reais(q.max_price)}`);
  if (q.is_service !== undefined) words.push(q.is_service ? 'só serviços' : 'só produtos');
  if (q.owner) words.push(`de @${q.owner}`);
  if (q.tribe) words.push(`na tribo ${q.tribe}`);
  return words;
}

/** /ads with the search's parameters (the page reads the same names). */
export function searchHref(q: SearchQueryWords): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') sp.set(k, String(v));
  const qs = sp.toString();
  return qs ? `/ads?${qs}` : '/ads';
}
