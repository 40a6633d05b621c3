import { screen } from '@testing-library/react';
import type { AdSummary } from '../api/ads';
import { adSummary } from '../../test/support/adsData';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import AdCard from './AdCard';

const card = (over: Record<string, unknown>) => adSummary(over) as unknown as AdSummary;

describe('AdCard', () => {
  it("shows the advertiser's rating beside the price, named in words", async () => {
    renderWithProviders(<AdCard ad={card({ price_cents: 15000, owner_rating: { average: 4.66, count: 12 } })} />);
    const badge = await screen.findByRole('img', { name: 'Nota 4,7 de 5, 12 avaliações' });
    expect(badge).toHaveTextContent('4,7(12)');
    expect(screen.getByRole('link')).toHaveAccessibleName(/R\$\s150,00 Nota 4,7 de 5, 12 avaliações/);
  });

  it('shows no rating for an advertiser without reviews', async () => {
    renderWithProviders(<AdCard ad={card({ owner_rating: { average: 0, count: 0 } })} />);
    await screen.findByRole('link');
    expect(screen.queryByRole('img', { name: /^Nota/ })).not.toBeInTheDocument();
  });
});
