import { render, screen } from '@testing-library/react';
import AdSlot from './AdSlot';

describe('AdSlot', () => {
  it('renders nothing and adds no script when the ads service is disabled', () => {
    const before = document.querySelectorAll('script').length;
    const { container } = render(<AdSlot slot="home" enabled={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script').length).toBe(before);
  });

  it('is disabled by default (ADS_ENABLED unset)', () => {
    const { container } = render(<AdSlot slot="home" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reserves the slot when enabled', () => {
    render(<AdSlot slot="home" enabled height={90} />);
    expect(screen.getByRole('complementary', { name: 'Publicidade' })).toHaveAttribute('data-ad-slot', 'home');
  });
});
