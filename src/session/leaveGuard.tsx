import { useEffect, type ReactElement } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { useAppStore } from '../app/hooks';
import ConfirmDialog from '../components/ConfirmDialog';

/** The question asked before leaving a page with changes not saved (antd's modal and the plain dialog). */
export const LEAVE_QUESTION = {
  title: 'Sair sem salvar?',
  content: 'As alterações que você fez nesta página ainda não foram salvas e serão perdidas.',
  okText: 'Sair sem salvar',
  cancelText: 'Continuar editando',
} as const;

/**
 * While `active`: reloading or closing the tab asks the browser's own question, and leaving for
 * another page of the app is held (the returned blocker) until the page asks ours. A change of the
 * query string counts as leaving (a tribe's management sections are `?tab=`, and the section left
 * behind is unmounted); a change of the hash alone does not. Once the session has ended (Sair, the
 * account deleted, a renewal the server refused) there is nothing left to save to, so the way out
 * is not held.
 */
export function useLeaveBlocker(active: boolean): Blocker {
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

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      store.getState().auth.isAuthenticated &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
}

/**
 * useUnsavedChanges for a page without antd: the same guard, and the question as a ConfirmDialog
 * the page renders (the returned element).
 */
export function useUnsavedChangesDialog(active: boolean): ReactElement {
  const blocker = useLeaveBlocker(active);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_QUESTION.title}
      description={LEAVE_QUESTION.content}
      confirmText={LEAVE_QUESTION.okText}
      cancelText={LEAVE_QUESTION.cancelText}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
