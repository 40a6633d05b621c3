import { render, screen } from '@testing-library/react';
import ResultScreen from './ResultScreen';

describe('ResultScreen', () => {
  it('a whole page: the title is its h1, with the explanation and what to do next', () => {
    render(
      <ResultScreen
        status="404"
        title="Tribo não encontrada"
        subTitle="O endereço pode estar errado ou a tribo foi excluída."
        extra={<a href="/tribes">Ver tribos</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tribo não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('O endereço pode estar errado ou a tribo foi excluída.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver tribos' })).toHaveAttribute('href', '/tribes');
    // The large "404" is drawn for the eye; the heading says it to a screen reader.
    expect(screen.getByText('404').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('inside a page with its own title: an h2, with the status icon hidden from screen readers', () => {
    const { container } = render(<ResultScreen heading="h2" status="success" title="Pagamento aprovado!" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento aprovado!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] [aria-label="check-circle"]')).not.toBeNull();
  });

  it('a given icon replaces the status icon', () => {
    render(<ResultScreen status="error" icon={<span>girando</span>} title="Aguardando confirmação do pagamento" />);
    expect(screen.getByText('girando')).toBeInTheDocument();
    expect(document.querySelector('[aria-label="close-circle"]')).toBeNull();
  });
});
