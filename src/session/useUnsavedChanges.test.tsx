import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authState } from '../../test/support/renderWithProviders';
import { makeStore } from '../app/store';
import { endSession } from './endSession';
import { useUnsavedChanges } from './useUnsavedChanges';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const leavePrompt = useUnsavedChanges(dirty);
  return (
    <>
      <label>
        Título
        <input onChange={() => setDirty(true)} />
      </label>
      {leavePrompt}
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/ads/edit/x', element: <Editor /> },
      { path: '/', element: <p>Página inicial</p> },
    ],
    { initialEntries: ['/ads/edit/x'] },
  );
  const store = makeStore({ auth: authState() }, { persist: false });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { store });
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges', () => {
  it('lets the page go while nothing was changed', async () => {
    const router = setup();
    expect(unload()).toBe(false);
    await act(() => router.navigate('/'));
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
  });

  it('after a change: the browser asks before a reload, the app before another page', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Pintor' } });
    expect(unload()).toBe(true);

    await act(() => router.navigate('/'));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Sair sem salvar?');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/ads/edit/x');
    expect(screen.getByLabelText('Título')).toHaveValue('Pintor');

    await act(() => router.navigate('/'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it('a new query string (another section of the page) asks too; a new hash does not', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Pintor' } });
    await act(() => router.navigate('/ads/edit/x#fotos'));
    expect(router.state.location.hash).toBe('#fotos');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/ads/edit/x?tab=members'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Sair sem salvar?');
    expect(router.state.location.search).toBe('');
  });

  it('once the session has ended (Sair, account deleted), the way out is not questioned', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Pintor' } });
    act(() => router.store.dispatch(endSession()));
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
  });
});
