import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import Dialog from './Dialog';

function Harness({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      {open ? (
        <Dialog
          title="Pedir para entrar"
          busy={busy}
          onClose={() => setOpen(false)}
          footer={<button onClick={() => setOpen(false)}>Enviar pedido</button>}
        >
          <label htmlFor="why">Por quê?</label>
          <textarea id="why" />
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, focuses its field, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pedir para entrar' });
    expect(screen.getByLabelText('Por quê?')).toHaveFocus();
    // From the last control (the close button) Tab goes back to the first (the field).
    const close = screen.getByRole('button', { name: 'Fechar' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(screen.getByLabelText('Por quê?')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open while its action runs', () => {
    render(<Harness busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('dialog', { name: 'Pedir para entrar' })).toBeInTheDocument();
  });
});
