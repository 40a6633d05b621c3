import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { paths } from '../app/paths';
import LoadingScreen from '../components/LoadingScreen';
import { redirectPathCleared, redirectPathStored } from './authSlice';

/** A route's access (spec section 2, Access column), carried in its `handle`. */
export interface AccessHandle {
  access?: 'login' | 'visitor';
  /** Shown to a visitor sent to /login from this route. */
  loginMessage?: string;
}

export const SESSION_LOADING_MESSAGE = 'Verificando sua sessão...';

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
 * to /login storing where they were going; /login and /register send a signed-in user to the
 * stored path (or /) unless the query carries `invite`.
 */
export default function AccessGuard() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, loading } = useAppSelector((state) => state.auth);
  const handle = (matches[matches.length - 1]?.handle ?? {}) as AccessHandle;

  if (handle.access === 'login') {
    if (loading) return <LoadingScreen message={SESSION_LOADING_MESSAGE} />;
    if (!isAuthenticated) return <RedirectToLogin message={handle.loginMessage} />;
  }
  if (handle.access === 'visitor' && isAuthenticated && !searchParams.has('invite')) {
    return <LeaveVisitorPage />;
  }
  return <Outlet />;
}
