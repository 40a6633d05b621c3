import { render, screen } from '@testing-library/react';
import WideTable from './WideTable';

describe('WideTable', () => {
  it('makes its sideways-scrolling box a named region that takes the keyboard focus', () => {
    render(
      <WideTable<{ id: number; month: string }>
        label="Meses do ano"
        rowKey="id"
        columns={[{ key: 'month', title: 'Mês', dataIndex: 'month' }]}
        dataSource={[{ id: 1, month: 'Janeiro' }]}
      />,
    );
    expect(screen.getByText('Janeiro')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Meses do ano' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('Janeiro'));
  });
});
