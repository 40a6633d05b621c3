import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { paths } from '../app/paths';
import LoadingScreen from '../components/LoadingScreen';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { redirectPathCleared, redirectPathStored, selectIsStaff } from './authSlice';

/**
 * A route's access (spec section 2, Access column), carried in its `handle`: `login` for members,
 * `visitor` for the sign-in pages, `staff` for members with is_staff or is_superuser.
 */
export interface AccessHandle {
  access?: 'login' | 'visitor' | 'staff';
  /** Shown to a visitor sent to /login from this route. */
  loginMessage?: string;
}

export const SESSION_LOADING_MESSAGE = 'Verificando sua sessão...';
export const NO_PERMISSION_TITLE = 'Sem permissão';
export const NO_PERMISSION_MESSAGE =
  'Você não tem permissão para acessar esta página. Ela é restrita à equipe da Tribo.';

const refusalBox: React.CSSProperties = { padding: 24, textAlign: 'center', maxWidth: 560, margin: '40px auto' };

/** A member who is not staff on a staff route. Plain markup: the guard ships in the entry. */
function NoPermission() {
  useDocumentTitle(NO_PERMISSION_TITLE);
  return (
    <div role="alert" style={refusalBox}>
      <h1>{NO_PERMISSION_TITLE}</h1>
      <p>{NO_PERMISSION_MESSAGE}</p>
      <Link to={paths.home()}>Ir para a página inicial</Link>
    </div>
  );
}

/** What a guard passes to /login in the location state (the page shows `message`). */
export interface LoginRedirectState {
  message?: string;
}

function RedirectToLogin({ message }: { message?: string }) {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    dispatch(redirectPathStored(pathname + search + hash));
  }, [dispatch, pathname, search, hash]);
  // The message travels with the navigation: the guard stays free of antd (it ships in the entry).
  // One state object per message: <Navigate> navigates again whenever its `state` prop changes, and
  // the guard re-renders while /login's chunk loads, so a fresh object each render loops.
  const state = useMemo(() => (message ? ({ message } satisfies LoginRedirectState) : undefined), [message]);
  return <Navigate to={paths.login()} replace state={state} />;
}

function LeaveVisitorPage() {
  const dispatch = useAppDispatch();
  const target = useAppSelector((state) => state.auth.redirectPath) ?? '/';
  const [to] = useState(target);
  useEffect(() => {
    dispatch(redirectPathCleared());
  }, [dispatch]);
  return <Navigate to={to} replace />;
}

/**
 * Applies the matched route's access: protected routes wait for the session, then send visitors
 * to /login storing where they were going (staff routes refuse other members in pt-BR); /login and /register send a signed-in user to the
 * stored path (or /) unless the query carries `invite`.
 */
export default function AccessGuard() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, loading } = useAppSelector((state) => state.auth);
  const isStaff = useAppSelector(selectIsStaff);
  const handle = (matches[matches.length - 1]?.handle ?? {}) as AccessHandle;

  if (handle.access === 'login' || handle.access === 'staff') {
    if (loading) return <LoadingScreen message={SESSION_LOADING_MESSAGE} />;
    if (!isAuthenticated) return <RedirectToLogin message={handle.loginMessage} />;
    if (handle.access === 'staff' && !isStaff) return <NoPermission />;
  }
  if (handle.access === 'visitor' && isAuthenticated && !searchParams.has('invite')) {
    return <LeaveVisitorPage />;
  }
  return <Outlet />;
}
