import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { locationChanged } from '../features/shell/uiSlice';
import { useAppDispatch } from './hooks';

/** Spec section 2 (Shell): on every path change the page scrolls to the top and the mobile menu closes. */
export default function RouteEffects() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    window.scrollTo(0, 0);
    dispatch(locationChanged());
  }, [pathname, dispatch]);
  return null;
}
