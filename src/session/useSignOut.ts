import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { paths } from '../app/paths';
import { logout } from './authThunks';

/**
 * The user signs out (the menus' Sair, a deleted account): the session ends and the user goes to /
 * (spec section 4), replacing the history entry when `replace`. A session that ends on its own
 * goes to /login instead (AuthProvider, on `auth:logout`).
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async ({ replace = false }: { replace?: boolean } = {}) => {
      await dispatch(logout());
      navigate(paths.home(), { replace });
    },
    [dispatch, navigate],
  );
}
