import { useEffect } from 'react';
import { useCreateSavedSearchMutation } from '../../api/savedSearches';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { apiErrorMessage } from '../../lib/apiErrors';
import { pendingSearchCleared, selectIsAuthenticated, selectPendingSearch } from '../../session/authSlice';

/**
 * Back on /ads signed in after "Entre para salvar buscas": the search the visitor chose is saved
 * once, and the page says how it went.
 */
export function useSavePendingSearch(say: { success(text: string): void; error(text: string): void }) {
  const pending = useAppSelector(selectPendingSearch);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const [create] = useCreateSavedSearchMutation();
  useEffect(() => {
    if (!pending || !signedIn) return;
    dispatch(pendingSearchCleared());
    create({ savedSearchCreateBody: pending })
      .unwrap()
      .then(() => say.success(`Busca “${pending.name}” salva. Veja em Meu perfil › Buscas salvas.`))
      .catch((err: unknown) => say.error(apiErrorMessage(err, 'Não foi possível salvar a busca.')));
  }, [pending, signedIn, dispatch, create, say]);
}
