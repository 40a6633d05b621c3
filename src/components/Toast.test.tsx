import { act, fireEvent, render, screen } from '@testing-library/react';
import { toastBeyondPage, useToast } from './Toast';

function Demo() {
  const { toast, region } = useToast();
  return (
    <>
      {region}
      <button onClick={() => toast.success('Link copiado!')}>ok</button>
      <button onClick={() => toast.error('Não foi possível registrar seu voto.')}>erro</button>
      <button onClick={() => toast.warning('Aguarde o processamento das fotos.')}>aviso</button>
      <button onClick={() => toast.info('Enviado para aprovação em 1 tribo(s).')}>info</button>
    </>
  );
}

describe('useToast', () => {
  afterEach(() => jest.useRealTimers());

  it('has an empty live region from the start, so the first message is announced', () => {
    render(<Demo />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the message in the region, replaces it with the next one and clears it after 4 s', () => {
    jest.useFakeTimers();
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copiado!');
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível registrar seu voto.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copiado!');
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível registrar seu voto.');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says warnings and information too, each with its own icon', () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'aviso' }));
    const warning = screen.getByRole('status').querySelector('path')?.getAttribute('d');
    expect(screen.getByRole('status')).toHaveTextContent('Aguarde o processamento das fotos.');
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enviado para aprovação em 1 tribo(s).');
    expect(screen.getByRole('status').querySelector('path')?.getAttribute('d')).not.toBe(warning);
  });
});

describe('toastBeyondPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the message in a live region of its own, which stays while React pages come and go, for 4 s', () => {
    jest.useFakeTimers();
    const { unmount } = render(<p>Página que sai</p>);
    toastBeyondPage('Sua conta foi excluída. Sentiremos sua falta!');
    unmount();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(100));
    expect(region).toHaveTextContent('Sua conta foi excluída. Sentiremos sua falta!');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
