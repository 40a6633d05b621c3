import { fireEvent, render, screen } from '@testing-library/react';
import MenuButton from './MenuButton';

function renderMenu() {
  const report = jest.fn();
  const block = jest.fn();
  render(
    <>
      <MenuButton
        label="Mais opções"
        icon="⋮"
        items={[
          { key: 'report', label: 'Denunciar', onSelect: report },
          { key: 'block', label: 'Bloquear', danger: true, onSelect: block },
        ]}
      />
      <button type="button">Fora</button>
    </>,
  );
  return { report, block, trigger: screen.getByRole('button', { name: 'Mais opções' }) };
}

describe('MenuButton', () => {
  it('opens a named menu with the first item focused; a click on an item closes it, focuses the button and runs it', () => {
    const { report, block, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Mais opções' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Denunciar' })).toHaveFocus();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Bloquear' }));
    expect(block).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('the keyboard: arrows wrap, Home and End, Escape closes and gives focus back, ArrowUp opens on the last item', () => {
    const { report, trigger } = renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const [first, last] = screen.getAllByRole('menuitem');
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(report).not.toHaveBeenCalled();

    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Bloquear' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Bloquear' }), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click elsewhere or on the button again closes it', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Fora' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
