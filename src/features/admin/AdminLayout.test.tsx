import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import AdminLayout from './AdminLayout';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function renderAt(width: number, route: string) {
  window.matchMedia = matchMediaAtWidth(width);
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminLayout />, children: [{ path: '*', element: <h1>Página</h1> }] }],
    { initialEntries: [route] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AdminLayout', () => {
  it('lists every admin page beside the content on a desktop, the current one marked', () => {
    renderAt(1366, '/admin/reports?tab=reviews');
    const menu = screen.getByRole('navigation', { name: 'Menu da administração' });
    expect(within(menu).getAllByRole('link')).toHaveLength(12);
    expect(within(menu).getByRole('link', { name: 'Avaliações' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Denúncias' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Menu da administração' })).not.toBeInTheDocument();
  });

  it('opens the menu in a dialog on a phone: focus on the current page, Escape closes and gives focus back', () => {
    renderAt(390, '/admin/sales');
    expect(screen.queryByRole('navigation', { name: 'Menu da administração' })).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Menu da administração' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Administração' });
    expect(within(dialog).getByRole('link', { name: 'Vendas' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the phone menu when a page is chosen, and goes there', async () => {
    const router = renderAt(390, '/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Menu da administração' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Usuários' }));
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
