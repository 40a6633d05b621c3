import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import ContactPage from './ContactPage';

const CONFIRMATION = 'Mensagem enviada! Obrigado pelo contato.';

function mockApi(contact: () => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input instanceof Request ? input : new Request(String(input));
    const url = new URL(req.url);
    if (url.pathname === '/api/v1/core/contact/') {
      calls.push({ url: req.url, body: await req.json() });
      return contact();
    }
    return jsonResponse({ contact_email: 'contato@tribo.com.br' });
  }) as unknown as typeof fetch;
  return calls;
}

function fill() {
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Nome', 'Maria');
  set('E-mail', 'maria@exemplo.com.br');
  set('Assunto', 'Dúvida');
  set('Mensagem', 'Como destaco meu anúncio?');
}

describe('ContactPage', () => {
  it('posts the message and shows the pt-BR confirmation, clearing the form', async () => {
    const calls = mockApi(() => jsonResponse({ id: 7, detail: CONFIRMATION }, 201));
    renderWithProviders(<ContactPage />);
    expect(document.title).toBe('Contato | Tribo');
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      name: 'Maria',
      email: 'maria@exemplo.com.br',
      subject: 'Dúvida',
      message: 'Como destaco meu anúncio?',
    });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(''));
  });

  it('validates in pt-BR before sending', async () => {
    const calls = mockApi(() => jsonResponse({ id: 1, detail: CONFIRMATION }, 201));
    renderWithProviders(<ContactPage />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nao-e-email' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Informe seu nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe um endereço de e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Escreva sua mensagem.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server field errors and the rate-limit message', async () => {
    mockApi(() =>
      jsonResponse(
        {
          error: 'Verifique os campos destacados.',
          code: 'validation_error',
          fields: { subject: ['Deve ter pelo menos 3 caracteres.'] },
        },
        400,
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderWithProviders(<ContactPage />);
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
    unmount();

    mockApi(() =>
      jsonResponse({ error: 'Muitas tentativas. Tente novamente em 60 minutos.', code: 'rate_limited' }, 429),
    );
    renderWithProviders(<ContactPage />);
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Muitas tentativas. Tente novamente em 60 minutos.')).toBeInTheDocument();
  });
});
