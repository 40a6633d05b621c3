import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { TribeSummary } from '../api/tribes';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import { tribeSummary } from '../../test/support/tribesData';
import TribeGrid from './TribeGrid';

// Ids 0-3: the ones a key by position would share with the skeleton cards.
const TRIBES = [0, 1, 2, 3, 4].map((id) =>
  tribeSummary({ id, slug: `t${id}`, name: `Tribo ${id}` }),
) as unknown as TribeSummary[];

function Harness() {
  const [tribes, setTribes] = useState<TribeSummary[] | undefined>(undefined);
  return (
    <>
      <button onClick={() => setTribes(TRIBES)}>chegaram</button>
      <TribeGrid
        tribes={tribes}
        isLoading={!tribes}
        error={undefined}
        onRetry={() => undefined}
        empty={{ description: 'Nada.' }}
        label="Tribos"
      />
    </>
  );
}

describe('TribeGrid', () => {
  it('replaces its skeleton cards when the tribes arrive instead of moving one to where a tribe lands', async () => {
    renderWithProviders(<Harness />);
    const skeletons = Array.from((await screen.findByLabelText('Tribos: carregando')).children);
    expect(skeletons).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'chegaram' }));
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(skeletons).not.toContain(card);
  });
});
