import { render, screen } from '@testing-library/react';
import LoadingScreen from './LoadingScreen';

describe('LoadingScreen', () => {
  it('shows a spinner and "Carregando..." by default', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('shows the given message', () => {
    render(<LoadingScreen message="Verificando sua sessão..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando sua sessão...');
  });
});
