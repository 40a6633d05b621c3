import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadStatesWithAds, selectHeaderState, selectStatesWithAds } from '../../api/states';
import { Icon } from './icons';
import { SEARCH_SUGGESTIONS } from '../../lib/searchSuggestions';
import { buildSearchUrl } from './search';
import { paths } from '../../app/paths';
import StateCombobox from '../../components/StateCombobox';
import { usePlace } from './usePlace';
import { useRotatingPlaceholder } from './useRotatingPlaceholder';
import styles from './Shell.module.css';
import { SEARCH_MAX_LENGTH } from '../../lib/search';

/** Desktop search: text, state (states with ads), submit -> /ads?search=...&state_code=... */
export default function HeaderSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const states = useAppSelector(selectStatesWithAds);
  const [state, chooseState] = usePlace(selectHeaderState);
  const placeholder = useRotatingPlaceholder(SEARCH_SUGGESTIONS);
  const [text, setText] = useState('');

  useEffect(() => {
    void dispatch(loadStatesWithAds());
  }, [dispatch]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const url = buildSearchUrl(text, state, 'state_code');
    if (!url) return;
    setText('');
    // flushSync: a synchronous navigation, not a transition started inside the submit event.
    navigate(url, { flushSync: true });
  }

  return (
    // A GET form to /ads with the API's names: before the app has started, the browser sends it.
    <form role="search" aria-label="Buscar anúncios" className={styles.search} action={paths.ads()} onSubmit={submit}>
      <input
        type="search"
        name="search"
        className={styles.searchInput}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label="Buscar serviços e produtos"
        autoComplete="off"
        enterKeyHint="search"
      />
      <StateCombobox
        id="header-state"
        name="state_code"
        className={styles.searchState}
        value={state}
        states={states}
        onChange={chooseState}
      />
      <button type="submit" className={styles.searchButton} aria-label="Buscar">
        <Icon name="search" />
      </button>
    </form>
  );
}
