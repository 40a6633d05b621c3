import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import Tabs from './Tabs';

function Example({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('b');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
      items={[
        { key: 'a', label: 'Primeira', children: <p>painel A</p> },
        { key: 'b', label: 'Segunda', icon: <svg aria-hidden="true" />, children: <p>painel B</p> },
        { key: 'c', label: 'Terceira', children: <p>painel C</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves from the focused tab even before the open key follows (a panel still loading)', () => {
    const changes: string[] = [];
    render(
      <Tabs
        activeKey="a"
        onChange={(key) => changes.push(key)}
        items={['a', 'b', 'c'].map((k) => ({ key: k, label: `Aba ${k}`, children: <p>{k}</p> }))}
      />,
    );
    screen.getByRole('tab', { name: 'Aba a' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(changes).toEqual(['b', 'c']);
    expect(screen.getByRole('tab', { name: 'Aba c' })).toHaveFocus();
  });

  it('names the open panel by its tab, renders only that panel, and keeps one tab in the tab order', () => {
    render(<Example />);
    const second = screen.getByRole('tab', { name: 'Segunda' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Primeira' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Segunda' });
    expect(panel).toHaveTextContent('painel B');
    expect(second).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('painel A')).not.toBeInTheDocument();
  });

  it('opens a tab on click, and moves with the arrow keys, Home and End (wrapping), focus following', () => {
    const changes: string[] = [];
    render(<Example onChange={(key) => changes.push(key)} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Segunda' }));
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Terceira' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('painel C');

    const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
    screen.getByRole('tab', { name: 'Terceira' }).focus();
    key('ArrowRight');
    expect(screen.getByRole('tab', { name: 'Primeira' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('painel A');
    key('ArrowLeft');
    expect(screen.getByRole('tab', { name: 'Terceira' })).toHaveFocus();
    key('Home');
    expect(screen.getByRole('tab', { name: 'Primeira' })).toHaveAttribute('aria-selected', 'true');
    key('End');
    expect(screen.getByRole('tab', { name: 'Terceira' })).toHaveFocus();
    key('a');
    expect(changes).toEqual(['c', 'a', 'c', 'a', 'c']);
  });
});
