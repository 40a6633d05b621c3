import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { SvgIcon } from '../../components/icons';
import { keepTabInside } from '../../lib/focusTrap';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { ADMIN_ICONS, ANTD_VIEWBOX, type AdminIconName } from './adminIcons';
import styles from './AdminLayout.module.css';

/** The reported reviews: a view of /admin/reports (ReportsPage), so the route table stays as it is. */
export const REVIEWS_QUEUE = `${paths.adminReports()}?tab=reviews`;

/** Every admin page, in the side menu (desktop) or the drawer (phones). */
export const ADMIN_MENU: { key: string; icon: AdminIconName; label: string }[] = [
  { key: paths.admin(), icon: 'dashboard', label: 'Painel' },
  { key: paths.adminSales(), icon: 'dollar', label: 'Vendas' },
  { key: paths.adminSalesDetailed(), icon: 'barChart', label: 'Relatório detalhado' },
  { key: paths.adminSalesMonthly(), icon: 'calendar', label: 'Relatório mensal' },
  { key: paths.adminReports(), icon: 'flag', label: 'Denúncias' },
  { key: paths.adminUsers(), icon: 'team', label: 'Usuários' },
  { key: paths.adminAds(), icon: 'shop', label: 'Anúncios' },
  { key: REVIEWS_QUEUE, icon: 'star', label: 'Avaliações' },
  { key: paths.adminModerationLog(), icon: 'fileSearch', label: 'Registro de moderação' },
  { key: paths.adminHeroCarousel(), icon: 'picture', label: 'Carrossel da página inicial' },
  { key: paths.adminCarouselSettings(), icon: 'sliders', label: 'Configurações do carrossel' },
  { key: paths.adminSettings(), icon: 'setting', label: 'Configurações do site' },
];

const Icon = ({ name }: { name: AdminIconName }) => (
  <SvgIcon path={ADMIN_ICONS[name]} viewBox={ANTD_VIEWBOX} size={14} />
);

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const base = pathname.replace(/\/$/, '') || paths.admin();
  const current =
    base === paths.adminReports() && new URLSearchParams(search).get('tab') === 'reviews' ? REVIEWS_QUEUE : base;
  return (
    <ul className={styles.menu}>
      {ADMIN_MENU.map((m) => (
        <li key={m.key}>
          <Link
            to={m.key}
            onClick={onNavigate}
            className={styles.item}
            aria-current={m.key === current ? 'page' : undefined}
          >
            <Icon name={m.icon} />
            <span>{m.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone's menu: a panel from the left over a dimmed page (a modal dialog). Focus goes to the
 * current page's link and stays inside; Escape, the close button or the backdrop close it, and
 * focus returns to the button that opened it. The page behind does not scroll.
 */
function AdminDrawer({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const links = panel.current?.querySelectorAll<HTMLElement>('a');
    (panel.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? links?.[0])?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(e, panel.current, 'a, button');
  };
  // On the body, as antd's Drawer: above the shell's fixed header and bottom bar.
  return createPortal(
    <div className={styles.drawerRoot} onKeyDown={onKeyDown}>
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.drawer} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.drawerHeader}>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar">
            <SvgIcon path={ADMIN_ICONS.close} viewBox={ANTD_VIEWBOX} size={16} />
          </button>
          <div id={titleId} className={styles.drawerTitle}>
            Administração
          </div>
        </div>
        <nav aria-label="Menu da administração" className={styles.drawerBody}>
          <AdminMenu onNavigate={onClose} />
        </nav>
      </div>
    </div>,
    document.body,
  );
}

/**
 * The admin area's frame: a side menu on desktop (from 992 px, antd's `lg`), a drawer behind a
 * button on phones. Plain React + CSS: the dashboard is a plain page; the other admin pages bring
 * antd with them (routes.tsx).
 */
export default function AdminLayout() {
  const desktop = useMediaQuery('(min-width: 992px)', true);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.layout}>
      {desktop ? (
        <aside className={styles.sider}>
          <div className={styles.siderTitle}>Administração</div>
          <nav aria-label="Menu da administração">
            <AdminMenu />
          </nav>
        </aside>
      ) : (
        open && <AdminDrawer onClose={() => setOpen(false)} />
      )}
      <div className={styles.content}>
        {!desktop && (
          <button type="button" className={styles.menuButton} onClick={() => setOpen(true)} aria-expanded={open}>
            <SvgIcon path={ADMIN_ICONS.menu} viewBox={ANTD_VIEWBOX} size={14} />
            Menu da administração
          </button>
        )}
        <Outlet />
      </div>
    </div>
  );
}
