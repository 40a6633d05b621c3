import { createElement, useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { useAppStore } from '../app/hooks';
import ConfirmDialog from '../components/ConfirmDialog';

/**
 * While `active` (a form with changes not saved yet): reloading or closing the tab asks the
 * browser's own question, and leaving for another page of the app asks ours, in Portuguese, in the
 * returned dialog (plain React, no antd: the page renders it). Saving turns it off before the page
 * navigates away. A change of the query string counts as leaving (a tribe's management sections
 * are `?tab=`, and the section left behind is unmounted); a change of the hash alone does not.
 * Once the session has ended (Sair, the account deleted, a renewal the server refused) there is
 * nothing left to save to, so the way out is not questioned.
 */
export function useUnsavedChanges(active: boolean): ReactElement {
  const store = useAppStore();
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers ask only when it is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      store.getState().auth.isAuthenticated &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return createElement(ConfirmDialog, {
    open: blocker.state === 'blocked',
    title: 'Sair sem salvar?',
    description: 'As alterações que você fez nesta página ainda não foram salvas e serão perdidas.',
    confirmText: 'Sair sem salvar',
    cancelText: 'Continuar editando',
    danger: true,
    onConfirm: () => blocker.proceed?.(),
    onCancel: () => blocker.reset?.(),
  });
}
