import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stateSelected, type selectHeaderState } from '../../api/states';
import { paths } from '../../app/paths';
import { WHOLE_COUNTRY } from '../../lib/states';

type StateSelector = typeof selectHeaderState;

/**
 * The state the header (or the mobile menu) shows, and how a choice there applies. On /ads the
 * URL is the page's state, so the header shows the list's state ("Todo o Brasil" when it has
 * none) and a choice there changes the list (back to its first page); elsewhere it shows the
 * visitor's chosen state. A choice is remembered for the next search in either case.
 */
export function usePlace(selector: StateSelector): [string, (code: string) => void] {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const chosen = useAppSelector(selector);
  const onAds = pathname === paths.ads();
  const query = new URLSearchParams(search);
  const listed = (query.get('state_code') || query.get('state') || WHOLE_COUNTRY).toUpperCase();

  const choose = (code: string) => {
    dispatch(stateSelected(code));
    if (!onAds) return;
    query.delete('state');
    query.delete('page');
    if (code === WHOLE_COUNTRY) query.delete('state_code');
    else query.set('state_code', code);
    const next = query.toString();
    void navigate({ pathname, search: next ? `?${next}` : '' });
  };
  return [onAds ? listed : chosen, choose];
}
