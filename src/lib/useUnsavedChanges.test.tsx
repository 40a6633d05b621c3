import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useUnsavedChanges } from './useUnsavedChanges';

function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return (
    <label>
      Título
      <input onChange={() => setDirty(true)} />
    </label>
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
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
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
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Sair sem salvar?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/ads/edit/x');
    expect(screen.getByLabelText('Título')).toHaveValue('Pintor');

    await act(() => router.navigate('/'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });
});
