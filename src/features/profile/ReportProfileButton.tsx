import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useCreateProfileReportMutation } from '../../api/reports';
import ReportDialog from '../../components/ReportDialog';
import button from '../../components/Button.module.css';
import page from './PublicProfilePage.module.css';
import { SvgIcon } from '../../components/icons';
import { PROFILE_ICONS } from './icons';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { redirectPathStored, selectIsAuthenticated } from '../../session/authSlice';

export const LOGIN_TO_REPORT_PROFILE = 'Entre para denunciar perfis';

/** "Denunciar" on someone else's public profile: the report dialog; a visitor signs in first. */
export default function ReportProfileButton({ username }: { username: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [open, setOpen] = useState(false);
  const [report] = useCreateProfileReportMutation();
  const onClick = () => {
    if (isAuthenticated) return setOpen(true);
    dispatch(redirectPathStored(location.pathname + location.search));
    void navigate(paths.login(), { state: { message: LOGIN_TO_REPORT_PROFILE } satisfies LoginRedirectState });
  };
  return (
    <>
      <button type="button" className={`${button.button} ${page.textDanger}`} onClick={onClick}>
        <SvgIcon path={PROFILE_ICONS.flag} /> Denunciar
      </button>
      {open && (
        <ReportDialog
          title="Denunciar perfil"
          onSubmit={(body) => report({ username, reportBody: body }).unwrap()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
