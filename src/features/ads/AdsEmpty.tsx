import { Link } from 'react-router-dom';
import { useListAdsQuery, type AdListParams } from '../../api/ads';
import { paths } from '../../app/paths';
import { plural } from '../../lib/plural';
import { otherSuggestions } from '../../lib/searchSuggestions';
import { inState as inStateWords } from '../../lib/states';
import styles from './AdsPage.module.css';
import button from '../../components/Button.module.css';

interface AdsEmptyProps {
  /** The filters that found nothing (the page's URL, read). */
  params: AdListParams;
  searchParams: URLSearchParams;
  /** "Ver todos os anúncios", when a filter is set. */
  onClear?: () => void;
}

/**
 * /ads when nothing matches. In one state it says how many ads the same filters find in the whole
 * country, with a link there (one ad asked, its count read); the shortcuts never repeat the term
 * just searched.
 */
export default function AdsEmpty({ params, searchParams, onClear }: AdsEmptyProps) {
  const where = params.stateCode ? inStateWords(params.stateCode) : '';
  const inState = Boolean(where) && (params.page ?? 1) === 1;
  const { currentData: country } = useListAdsQuery(
    { ...params, stateCode: undefined, page: 1, pageSize: 1 },
    { skip: !inState },
  );
  const countryCount = inState ? (country?.count ?? 0) : 0;
  const countrySearch = new URLSearchParams(searchParams);
  for (const key of ['state_code', 'state', 'page']) countrySearch.delete(key);

  return (
    <div className={styles.empty}>
      <p>
        {inState
          ? `Nenhum anúncio encontrado ${where} com esses filtros.`
          : 'Nenhum anúncio encontrado com esses filtros.'}
      </p>
      {countryCount > 0 && (
        <p>
          <Link to={{ pathname: paths.ads(), search: countrySearch.toString() }} className={button.button}>
            {`Ver ${plural(countryCount, 'anúncio', 'anúncios')} em todo o Brasil`}
          </Link>
        </p>
      )}
      <p className={styles.count}>Tente buscar por:</p>
      <div className={styles.suggestions}>
        {otherSuggestions(params.search).map((s) => (
          <Link key={s} to={paths.adsSearch({ search: s })} className={button.button}>
            {s}
          </Link>
        ))}
      </div>
      {onClear && (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Ver todos os anúncios
        </button>
      )}
    </div>
  );
}
