import { fireEvent, render } from '@testing-library/react';
import Avatar from './Avatar';

describe('Avatar', () => {
  it('shows the photo at its size, decorative', () => {
    const { container } = render(<Avatar src="https://cdn.exemplo.com/a.jpg" name="Sônia" size={40} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.exemplo.com/a.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '40');
  });

  it("without a photo, or when it fails to load, the name's initial", () => {
    const { container, rerender } = render(<Avatar src={null} name=" ítalo" size={20} />);
    expect(container.firstElementChild).toHaveTextContent(/^Í$/);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveStyle({ width: '20px', height: '20px' });
    rerender(<Avatar src="https://cdn.exemplo.com/quebrada.jpg" name="Sônia" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent(/^S$/);
  });

  it('no name: the person icon', () => {
    const { container } = render(<Avatar name="" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.firstElementChild).toHaveTextContent('');
  });
});
