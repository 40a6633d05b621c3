import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCreateSavedSearchMutation, type SavedSearchAlert, type SavedSearchQuery } from '../../api/savedSearches';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { ALERT_HELP, ALERT_LABELS, describeSearch } from '../../lib/savedSearchWords';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { pendingSearchStored, redirectPathStored, selectIsAuthenticated } from '../../session/authSlice';
import button from '../../components/Button.module.css';
import styles from './SaveSearchDialog.module.css';

/** What /login says to a visitor who pressed "Salvar busca". */
const LOGIN_TO_SAVE_SEARCH = 'Entre para salvar buscas';
const ALERTS: SavedSearchAlert[] = ['instant', 'daily', 'none'];

export interface SaveSearchDialogProps {
  query: SavedSearchQuery;
  defaultName: string;
  categoryName?: string;
  onClose: () => void;
  /** Saved: the parent says so (its toast). */
  onSaved: (name: string) => void;
}

/**
 * "Salvar busca" on /ads: the name (the search text and place by default) and the alert. A visitor
 * fills it in too, then goes to /login ("Entre para salvar buscas") and comes back to this search,
 * where it is saved (useSavePendingSearch). Plain React: /ads carries no antd.
 */
export default function SaveSearchDialog({
  query,
  defaultName,
  categoryName,
  onClose,
  onSaved,
}: SaveSearchDialogProps) {
  const id = useId();
  const box = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(defaultName);
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    nameInput.current?.focus();
    nameInput.current?.select();
    return () => opener?.focus?.();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Dê um nome à busca.');
      nameInput.current?.focus();
      return;
    }
    if (!signedIn) {
      dispatch(pendingSearchStored({ name: trimmed, alert, query }));
      dispatch(redirectPathStored(location.pathname + location.search));
      void navigate(paths.login(), { state: { message: LOGIN_TO_SAVE_SEARCH } satisfies LoginRedirectState });
      return;
    }
    try {
      await create({ savedSearchCreateBody: { name: trimmed, alert, query } }).unwrap();
      onSaved(trimmed);
    } catch (err) {
      setError(apiErrorMessage(err, 'Não foi possível salvar a busca.'));
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !isLoading) {
      e.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div className={styles.backdrop} onClick={() => !isLoading && onClose()}>
      <form
        ref={box}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
        onSubmit={onSubmit}
        noValidate
      >
        <h2 id={`${id}-title`} className={styles.title}>
          Salvar busca
        </h2>
        <p className={styles.summary}>{describeSearch(query, categoryName).join(' · ')}</p>
        <label className={styles.label} htmlFor={`${id}-name`}>
          Nome da busca
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className={styles.input}
          value={name}
          maxLength={80}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <fieldset className={styles.alerts}>
          <legend>Alerta</legend>
          {ALERTS.map((a) => (
            <label key={a} className={styles.option}>
              <input type="radio" name="alert" value={a} checked={alert === a} onChange={() => setAlert(a)} />
              <span className={styles.optionText}>
                <span>{ALERT_LABELS[a]}</span>
                <span className={styles.optionHelp}>{ALERT_HELP[a]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={button.button} onClick={onClose} disabled={isLoading}>
            Cancelar
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            Salvar busca
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
