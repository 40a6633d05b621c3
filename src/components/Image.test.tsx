import { fireEvent, render, screen } from '@testing-library/react';
import Image from './Image';

describe('Image', () => {
  it('reserves its size and lazy-loads below the fold', () => {
    render(<Image src="https://cdn.exemplo.com/a.webp" alt="Foto" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', 'https://cdn.exemplo.com/a.webp');
  });

  it('loads at once with priority', () => {
    render(<Image src="https://cdn.exemplo.com/a.webp" alt="Foto" width={400} height={300} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it.each([[null], [''], ['https://via.placeholder.com/400']])('shows the light placeholder for %p', (src) => {
    render(<Image src={src} alt="Foto" width={400} height={300} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder-light.svg');
  });

  it('shows the dark placeholder in the dark variant', () => {
    render(<Image src={null} alt="Foto" width={400} height={300} variant="dark" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder-dark.svg');
  });

  it('falls back to the placeholder when the picture is broken', () => {
    render(<Image src="https://cdn.exemplo.com/quebrada.jpg" alt="Foto" width={400} height={300} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/placeholder-light.svg');
  });
});
