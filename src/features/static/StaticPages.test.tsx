import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import AboutPage from './AboutPage';
import CategoriesPage from './CategoriesPage';
import FaqPage from './FaqPage';
import HelpCenterPage from './HelpCenterPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

describe('static pages', () => {
  it.each([
    [FaqPage, 'Perguntas Frequentes'],
    [TermsPage, 'Termos de Uso'],
    [PrivacyPage, 'Política de Privacidade'],
    [HelpCenterPage, 'Central de Ajuda'],
    [AboutPage, 'Quem Somos'],
  ])('%p has its h1 and the pt-BR document title', (Page, title) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Tribo`);
  });

  it('FAQ questions are collapsible', async () => {
    renderWithProviders(<FaqPage />);
    const summary = screen.getByText('Anunciar é grátis?');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('the FAQ promises only what the product does: no reviews, reporting as it works, data export and deletion in Editar Perfil', () => {
    renderWithProviders(<FaqPage />);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/avalia/i);
    expect(text).not.toMatch(/analisa todas as denúncias/);
    expect(text).toMatch(/toque em “Denunciar anúncio”/);
    expect(text).toMatch(/três pessoas diferentes denunciam o mesmo anúncio, ele sai das buscas/);
    // Only the moderators invite to a tribe.
    expect(text).not.toMatch(/pode convidar outras pessoas/);
    expect(screen.getByRole('link', { name: 'Editar Perfil' })).toHaveAttribute('href', '/profile/edit');
  });

  it('privacy policy covers what data, why, rights and how to ask (LGPD)', () => {
    renderWithProviders(<PrivacyPage />);
    for (const heading of [
      '1. Quais dados coletamos',
      '2. Para que usamos e com qual base legal',
      '5. Seus direitos',
      '6. Como fazer um pedido',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getAllByText(/LGPD/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/contact');
  });

  it('categories page lists services and products from the API', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse([
        {
          id: 1,
          name: 'Diarista',
          slug: 'diarista',
          icon: 'HomeOutlined',
          position: 10,
          is_service: true,
          description: 'Faxina',
          ad_count: 3,
        },
        {
          id: 2,
          name: 'Infantil',
          slug: 'infantil',
          icon: '',
          position: 20,
          is_service: false,
          description: 'Brinquedos',
          ad_count: 0,
        },
      ]),
    ) as unknown as typeof fetch;
    renderWithProviders(<CategoriesPage />);
    const services = await screen.findByRole('region', { name: 'Serviços' });
    expect(within(services).getByRole('link', { name: /Diarista/ })).toHaveAttribute('href', '/ads?category=diarista');
    expect(within(services).getByRole('link', { name: /Diarista/ })).toHaveTextContent('3 anúncios');
    const products = screen.getByRole('region', { name: 'Produtos' });
    expect(within(products).getByRole('link', { name: /Infantil/ })).toHaveAttribute('href', '/ads?category=infantil');
    expect(within(products).getByRole('link', { name: /Infantil/ })).toHaveTextContent('Nenhum anúncio ainda');
    expect(document.title).toBe('Categorias | Tribo');
  });
});
