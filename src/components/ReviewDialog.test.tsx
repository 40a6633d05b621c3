import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import ReviewDialog from './ReviewDialog';

const ads = [
  { slug: 'pintura', title: 'Pintura de casas' },
  { slug: 'textura', title: 'Textura em paredes' },
];

describe('ReviewDialog', () => {
  it('asks for the ad and the stars in pt-BR, then sends the rating, the trimmed text and the ad', async () => {
    const onSubmit = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    renderWithProviders(<ReviewDialog name="João" ads={ads} onSubmit={onSubmit} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Avaliar João' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Escolha o anúncio da conversa.')).toBeInTheDocument();
    expect(screen.getByText('Escolha de 1 a 5 estrelas.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Textura em paredes'));
    await userEvent.click(screen.getAllByRole('radio')[3]); // the fourth star
    await userEvent.type(screen.getByLabelText('Conte como foi (opcional)'), '  Caprichoso e pontual.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ ad: 'textura', rating: 4, text: 'Caprichoso e pontual.' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('with one ad names it and puts the server’s field messages on the fields', async () => {
    const onSubmit = jest.fn().mockRejectedValue({
      status: 400,
      data: {
        error: 'Verifique os campos destacados.',
        code: 'validation_error',
        fields: { text: ['Escreva até 1.000 caracteres.'] },
      },
    });
    renderWithProviders(<ReviewDialog name="João" ads={[ads[0]]} onSubmit={onSubmit} onClose={jest.fn()} />);
    expect(await screen.findByText('Sobre o anúncio “Pintura de casas”')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio')[4]);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ad: 'pintura', rating: 5, text: '' }));
    expect(await screen.findByText('Escreva até 1.000 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
  });
});
