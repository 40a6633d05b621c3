import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import ConfirmDialog from './ConfirmDialog';

function Demo({ onConfirm = jest.fn(), busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Excluir</button>
      <ConfirmDialog
        open={open}
        title="Excluir este anúncio?"
        description="Essa ação não pode ser desfeita."
        confirmText="Excluir"
        danger
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with a named, described modal dialog and focuses Cancelar', () => {
    render(<Demo />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir este anúncio?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Essa ação não pode ser desfeita.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('confirms with its button', () => {
    const onConfirm = jest.fn();
    render(<Demo onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Excluir' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancelar or Escape and gives the focus back to the button that opened it', () => {
    const onConfirm = jest.fn();
    render(<Demo onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Excluir' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const [cancel, confirm] = [
      screen.getByRole('button', { name: 'Cancelar' }),
      screen.getAllByRole('button', { name: 'Excluir' }).at(-1)!,
    ];
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });

  it('takes a field under the description, which Tab visits with the buttons', () => {
    render(
      <ConfirmDialog open title="Excluir sua conta?" confirmText="Excluir" onConfirm={jest.fn()} onCancel={jest.fn()}>
        <label>
          Senha
          <input type="password" />
        </label>
      </ConfirmDialog>,
    );
    const field = screen.getByLabelText('Senha');
    const confirm = screen.getByRole('button', { name: 'Excluir' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(field).toHaveFocus();
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });

  it('gives the focus back to the field in error (or Cancelar) when the answer is back and it stays open', async () => {
    const dialog = (busy: boolean, invalid: boolean) => (
      <ConfirmDialog
        open
        title="Excluir sua conta?"
        confirmText="Excluir"
        busy={busy}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      >
        <label>
          Senha
          <input type="password" aria-invalid={invalid || undefined} />
        </label>
      </ConfirmDialog>
    );
    // The browser drops the focus of a control that gets disabled (jsdom does not: it is dropped here).
    const dropFocus = () => act(() => (document.activeElement as HTMLElement).blur());
    const { rerender } = render(dialog(false, false));
    dropFocus();
    rerender(dialog(true, false));
    expect(document.body).toHaveFocus();
    rerender(dialog(false, true));
    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveFocus());

    dropFocus();
    rerender(dialog(true, false));
    rerender(dialog(false, false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });

  it('while busy, its buttons are disabled and Escape does not close it', () => {
    render(<Demo busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
