import { fireEvent, screen, waitFor } from '@testing-library/react';
import { coreApi } from '../../api/core';
import { jsonResponse, pathOf, renderWithProviders } from '../../../test/support/renderWithProviders';
import { mockSettingsApi, staff } from '../../../test/support/settingsApi';
import SiteSettingsPage from './SiteSettingsPage';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('SiteSettingsPage (/admin/settings)', () => {
  it('shows the current settings and when they last changed', async () => {
    mockSettingsApi();
    renderWithProviders(<SiteSettingsPage />, { route: '/admin/settings', preloadedState: { auth: staff() } });
    expect(
      await screen.findByRole('heading', { name: 'Configurações do site' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('contato@tribo.com.br', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(field('Número do WhatsApp').value).toBe('5511999999999');
    expect(field('Perfil na rede social').value).toBe('https://www.instagram.com/tribo.marketplace');
    expect(screen.getByRole('switch', { name: 'Mostrar o aviso em todas as páginas' })).not.toBeChecked();
    expect(screen.getByText('Última alteração: 24/11/2026 09:05')).toBeInTheDocument();
    expect(document.title).toBe('Configurações do site | Tribo');
  });

  it('says what is wrong beside each field and sends nothing', async () => {
    const { patches } = mockSettingsApi();
    renderWithProviders(<SiteSettingsPage />, { route: '/admin/settings', preloadedState: { auth: staff() } });
    await screen.findByDisplayValue('contato@tribo.com.br', {}, { timeout: 10_000 });
    fireEvent.change(field('E-mail de contato'), { target: { value: 'contato@' } });
    fireEvent.change(field('Número do WhatsApp'), { target: { value: '(11) 9999' } });
    fireEvent.change(field('Perfil na rede social'), { target: { value: 'instagram.com/tribo' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar o aviso em todas as páginas' }));
    save();
    expect(
      await screen.findByText('Informe um e-mail de contato válido.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(field('Número do WhatsApp').value).toBe('119999'); // only digits are kept
    expect(screen.getByText('Use só números, com DDI e DDD (ex.: 5511999999999).')).toBeInTheDocument();
    expect(screen.getByText('Informe um endereço começando com http:// ou https://.')).toBeInTheDocument();
    expect(screen.getByText('Escreva a mensagem do aviso para ligá-lo.')).toBeInTheDocument();

    fireEvent.change(field('Número do WhatsApp'), { target: { value: '5501999999999' } });
    expect(
      await screen.findByText('No Brasil são 55, o DDD e o número (12 ou 13 dígitos).', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('saves what was changed, says "Configurações salvas" and refreshes the public settings', async () => {
    const { calls, patches } = mockSettingsApi();
    const { store } = renderWithProviders(<SiteSettingsPage />, {
      route: '/admin/settings',
      preloadedState: { auth: staff() },
    });
    // The shell holds the public settings (footer, banner): saving must refresh them.
    const publicRead = store.dispatch(coreApi.endpoints.getSettings.initiate());
    await publicRead;
    const publicCalls = () => calls.filter((r) => pathOf(r) === '/api/v1/core/settings/').length;
    expect(publicCalls()).toBe(1);

    await screen.findByDisplayValue('contato@tribo.com.br', {}, { timeout: 10_000 });
    fireEvent.change(field('E-mail de contato'), { target: { value: ' equipe@tribo.com.br ' } });
    fireEvent.change(field('Número do WhatsApp'), { target: { value: '+55 (21) 98888-7777' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar o aviso em todas as páginas' }));
    fireEvent.change(field('Mensagem do aviso'), { target: { value: 'Manutenção hoje às 23h.' } });
    save();
    expect(await screen.findByText('Configurações salvas', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(patches).toEqual([
      {
        contact_email: 'equipe@tribo.com.br',
        whatsapp_number: '5521988887777',
        whatsapp_greeting: 'Olá! Vim pelo site da Tribo.',
        social_profile_url: 'https://www.instagram.com/tribo.marketplace',
        maintenance_banner: { enabled: true, message: 'Manutenção hoje às 23h.' },
        ads_enabled: false,
      },
    ]);
    await waitFor(() => expect(publicCalls()).toBe(2), { timeout: 10_000 });
    publicRead.unsubscribe();
  });

  it("puts the server's field messages on their fields", async () => {
    mockSettingsApi(() =>
      jsonResponse(
        {
          error: 'Verifique os campos destacados.',
          code: 'validation_error',
          fields: { 'maintenance_banner.message': ['Escreva a mensagem do aviso para ligá-lo (servidor).'] },
        },
        400,
      ),
    );
    renderWithProviders(<SiteSettingsPage />, { route: '/admin/settings', preloadedState: { auth: staff() } });
    await screen.findByDisplayValue('contato@tribo.com.br', {}, { timeout: 10_000 });
    save();
    expect(
      await screen.findByText('Escreva a mensagem do aviso para ligá-lo (servidor).', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.queryByText('Configurações salvas')).not.toBeInTheDocument();
  });
});
