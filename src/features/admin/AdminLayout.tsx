import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button, Drawer, Grid, Layout, Menu } from 'antd';
import {
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileSearchOutlined,
  FlagOutlined,
  ShopOutlined,
  TeamOutlined,
  MenuOutlined,
  PictureOutlined,
  SettingOutlined,
  SlidersOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { paths } from '../../app/paths';
import styles from './Admin.module.css';

/** The reported reviews: a view of /admin/reports (ReportsPage), so the route table stays as it is. */
export const REVIEWS_QUEUE = `${paths.adminReports()}?tab=reviews`;

/** Every admin page, in the side menu (desktop) or the drawer (phones). */
export const ADMIN_MENU = [
  { key: paths.admin(), icon: <DashboardOutlined />, label: 'Painel' },
  { key: paths.adminSales(), icon: <DollarOutlined />, label: 'Vendas' },
  { key: paths.adminSalesDetailed(), icon: <BarChartOutlined />, label: 'Relatório detalhado' },
  { key: paths.adminSalesMonthly(), icon: <CalendarOutlined />, label: 'Relatório mensal' },
  { key: paths.adminReports(), icon: <FlagOutlined />, label: 'Denúncias' },
  { key: paths.adminUsers(), icon: <TeamOutlined />, label: 'Usuários' },
  { key: paths.adminAds(), icon: <ShopOutlined />, label: 'Anúncios' },
  { key: REVIEWS_QUEUE, icon: <StarOutlined />, label: 'Avaliações' },
  { key: paths.adminModerationLog(), icon: <FileSearchOutlined />, label: 'Registro de moderação' },
  { key: paths.adminHeroCarousel(), icon: <PictureOutlined />, label: 'Carrossel da página inicial' },
  { key: paths.adminCarouselSettings(), icon: <SlidersOutlined />, label: 'Configurações do carrossel' },
  { key: paths.adminSettings(), icon: <SettingOutlined />, label: 'Configurações do site' },
];

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const base = pathname.replace(/\/$/, '') || paths.admin();
  const path =
    base === paths.adminReports() && new URLSearchParams(search).get('tab') === 'reviews' ? REVIEWS_QUEUE : base;
  return (
    <Menu
      mode="inline"
      selectedKeys={[path]}
      items={ADMIN_MENU.map((m) => ({
        ...m,
        label: (
          <Link to={m.key} onClick={onNavigate}>
            {m.label}
          </Link>
        ),
      }))}
    />
  );
}

/** The admin area's frame: a side menu on desktop, a drawer behind a button on phones. */
export default function AdminLayout() {
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const desktop = screens.lg ?? true;
  return (
    <Layout className={styles.layout}>
      {desktop ? (
        <Layout.Sider width={272} theme="light" className={styles.sider} aria-label="Menu da administração">
          <div className={styles.siderTitle}>Administração</div>
          <AdminMenu />
        </Layout.Sider>
      ) : (
        <Drawer title="Administração" placement="left" open={open} onClose={() => setOpen(false)} width={280}>
          <AdminMenu onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
      {/* A div, not antd's Layout.Content: that is a <main>, and the shell's <main> is around it. */}
      <div className={styles.content}>
        {!desktop && (
          <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} className={styles.menuButton}>
            Menu da administração
          </Button>
        )}
        <Outlet />
      </div>
    </Layout>
  );
}
