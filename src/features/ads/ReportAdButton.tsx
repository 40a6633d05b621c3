import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useCreateAdReportMutation } from '../../api/reports';
import ReportDialog from '../../components/ReportDialog';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { redirectPathStored, selectIsAuthenticated } from '../../session/authSlice';
import button from '../../components/Button.module.css';

export const LOGIN_TO_REPORT = 'Entre para denunciar anúncios';
/** The ad's address with this hash opens the dialog: where a visitor comes back after /login. */
export const REPORT_HASH = '#denunciar';

/**
 * "Denunciar anúncio" on someone else's ad page: the report dialog for a member; a visitor goes to
 * /login ("Entre para denunciar anúncios") and comes back to the dialog.
 */
export default function ReportAdButton({ slug }: { slug: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [open, setOpen] = useState(false);
  const [report] = useCreateAdReportMutation();

  // Back from /login with the hash: the dialog is open until closed (which drops the hash).
  const fromLogin = location.hash === REPORT_HASH && isAuthenticated;
  const close = () => {
    setOpen(false);
    if (location.hash === REPORT_HASH) void navigate(location.pathname + location.search, { replace: true });
  };

  const onClick = () => {
    if (isAuthenticated) return setOpen(true);
    dispatch(redirectPathStored(location.pathname + location.search + REPORT_HASH));
    void navigate(paths.login(), { state: { message: LOGIN_TO_REPORT } satisfies LoginRedirectState });
  };

  return (
    <>
      <button type="button" className={`${button.button} ${button.danger}`} onClick={onClick}>
        Denunciar anúncio
      </button>
      {(open || fromLogin) && (
        <ReportDialog
          title="Denunciar anúncio"
          onSubmit={(body) => report({ slug, reportBody: body }).unwrap()}
          onClose={close}
        />
      )}
    </>
  );
}
