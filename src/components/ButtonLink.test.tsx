import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import ButtonLink from './ButtonLink';

describe('ButtonLink', () => {
  it('is one link (no button inside it) that the router follows', async () => {
    const { router } = renderWithProviders(
      <ButtonLink to="/ads/create" type="primary" icon={<span aria-hidden="true">+</span>}>
        Publicar anúncio
      </ButtonLink>,
      { routes: [{ path: '/ads/create', element: <p>Formulário</p> }], path: '/' },
    );
    const link = screen.getByRole('link', { name: 'Publicar anúncio' });
    expect(link).toHaveAttribute('href', '/ads/create');
    expect(link.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText('Formulário')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ads/create');
  });

  it('disabled: shown, out of the tab order, and not followed', () => {
    const { router } = renderWithProviders(
      <ButtonLink to="/ads/edit/x" size="small" disabled>
        Editar
      </ButtonLink>,
      { routes: [{ path: '/ads/edit/x', element: <p>Edição</p> }], path: '/' },
    );
    const link = screen.getByRole('link', { name: 'Editar' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Edição')).toBeNull();
  });
});
