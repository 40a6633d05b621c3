import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectMobileMenuOpen } from './uiSlice';

/** Locks page scroll while `locked` (the mobile menu is open), restoring the previous value. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

/**
 * The panel is its own small chunk: it shows only after a tap on the menu button, so the first
 * screen of every page (the home's JavaScript budget) does not carry it.
 */
const MobileMenuPanel = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuPanel'));

/** Mobile side menu (below 768 px): search, Navegação, Conta, Anunciar Grátis. */
export default function MobileMenu() {
  const open = useAppSelector(selectMobileMenuOpen);
  useScrollLock(open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuPanel />
    </Suspense>
  );
}
