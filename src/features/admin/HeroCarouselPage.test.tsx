import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { matchMediaAtWidth } from '../../../test/support/matchMedia';
import HeroCarouselPage from './HeroCarouselPage';

type Slide = Record<string, unknown> & { id: number; title: string };

const slide = (id: number, over: Record<string, unknown> = {}): Slide => ({
  id,
  title: `Slide ${id}`,
  subtitle: '',
  image_url: '',
  image_mobile_url: '',
  image_alt: '',
  cta_label: '',
  cta_url: '',
  position: id * 10,
  is_active: true,
  starts_at: null,
  ends_at: null,
  status: 'active',
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
  ...over,
});

/** A small in-memory server for /api/v1/admin/hero-slides/ that records what the page sent. */
function mockServer(initial: Slide[]) {
  let slides = initial.slice();
  let nextId = 100;
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const calls = mockFetch(async (req) => {
    const p = pathOf(req);
    let body: unknown = null;
    try {
      body =
        req.method === 'GET' || req.method === 'DELETE'
          ? null
          : (req.headers.get('content-type') ?? '').includes('multipart')
            ? Object.fromEntries([...(await req.formData()).entries()])
            : await req.json();
    } catch (err) {
      body = { unreadable: String(err) };
    }
    sent.push({ method: req.method, path: p, body });
    if (p === '/api/v1/users/me/') return jsonResponse(staff().user);
    if (p === '/api/v1/core/hero-slides/') return jsonResponse(slides.filter((s) => s.status === 'active'));
    if (p === '/api/v1/admin/hero-slides/' && req.method === 'GET') return jsonResponse(slides);
    if (p === '/api/v1/admin/hero-slides/' && req.method === 'POST') {
      const created = slide(nextId++, body as Record<string, unknown>);
      slides.push(created);
      return jsonResponse(created, 201);
    }
    if (p === '/api/v1/admin/hero-slides/reorder/') {
      const ids = (body as { ids: number[] }).ids;
      slides = ids.map((id) => slides.find((s) => s.id === id)!);
      return jsonResponse(slides);
    }
    const m = /^\/api\/v1\/admin\/hero-slides\/(\d+)\/(images\/)?$/.exec(p);
    if (m) {
      const target = slides.find((s) => s.id === Number(m[1]));
      if (!target) return jsonResponse({ error: 'Slide não encontrado.', code: 'not_found' }, 404);
      if (m[2]) {
        const b = body as { kind: string; image_alt?: string };
        Object.assign(target, b.kind === 'desktop' ? { image_url: '/media/hero/nova-desktop.webp' } : {});
        if (b.image_alt) target.image_alt = b.image_alt;
        return jsonResponse(target);
      }
      if (req.method === 'DELETE') {
        slides = slides.filter((s) => s !== target);
        return new Response(null, { status: 204 });
      }
      const b = body as Record<string, unknown>;
      // A slide whose window the server always refuses (its clock says the end has passed the start).
      if (target.title === 'Recusado')
        return jsonResponse(
          {
            error: 'Verifique os campos destacados.',
            code: 'validation_error',
            fields: { ends_at: ['O fim deve ser depois do início.'] },
          },
          400,
        );
      Object.assign(target, b, 'is_active' in b ? { status: b.is_active ? 'active' : 'inactive' } : {});
      return jsonResponse(target);
    }
    return jsonResponse({ error: `não simulado: ${p}` }, 500);
  });
  return { calls, sent, slides: () => slides };
}

const staff = () => authState({ user: { ...authState().user!, is_staff: true } });
const render = () =>
  renderWithProviders(<HeroCarouselPage />, { route: '/admin/hero-carousel', preloadedState: { auth: staff() } });

// Role queries walk antd's whole tree (seconds each in jsdom): the drawer's parts are found by text.
const button = (container: HTMLElement, text: string) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button')!;
const openDrawer = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;

const rowOf = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('tr')!;

describe('HeroCarouselPage (/admin/hero-carousel)', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:previa'), revokeObjectURL: jest.fn() });
  });

  it('lists the slides in order with their status in Portuguese and the window as dd/mm/aaaa hh:mm', async () => {
    mockServer([
      slide(1, { title: 'Profissionais de confiança' }),
      slide(2, {
        title: 'Black Friday',
        status: 'scheduled',
        starts_at: '2026-11-27T03:00:00.000Z',
        ends_at: '2026-11-30T02:59:00.000Z',
      }),
      slide(3, { title: 'Natal', status: 'expired', ends_at: '2025-12-26T03:00:00.000Z' }),
      slide(4, { title: 'Desligado', status: 'inactive', is_active: false }),
    ]);
    render();
    expect(await screen.findByRole('heading', { name: 'Carrossel da página inicial' })).toBeInTheDocument();
    await screen.findByText('Black Friday');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^(Profissionais|Black|Natal|Desligado)/).textContent)).toEqual([
      'Profissionais de confiança',
      'Black Friday',
      'Natal',
      'Desligado',
    ]);
    expect(within(rowOf('Profissionais de confiança')).getByText('Ativo')).toBeInTheDocument();
    expect(within(rowOf('Profissionais de confiança')).getByText('Sempre')).toBeInTheDocument();
    expect(within(rowOf('Black Friday')).getByText('Agendado')).toBeInTheDocument();
    expect(within(rowOf('Black Friday')).getByText('27/11/2026 00:00 – 29/11/2026 23:59')).toBeInTheDocument();
    expect(within(rowOf('Natal')).getByText('Expirado')).toBeInTheDocument();
    expect(within(rowOf('Natal')).getByText('Até 26/12/2025 00:00')).toBeInTheDocument();
    expect(within(rowOf('Desligado')).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativo: Desligado' })).not.toBeChecked();
  });

  it('switches a slide off in its row, reorders with the arrows, and refreshes the public list after each change', async () => {
    const server = mockServer([slide(1, { title: 'Primeiro' }), slide(2, { title: 'Segundo' })]);
    render();
    await screen.findByText('Segundo');

    fireEvent.click(screen.getByRole('switch', { name: 'Ativo: Primeiro' }));
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'PATCH',
        path: '/api/v1/admin/hero-slides/1/',
        body: { is_active: false },
      }),
    );
    expect(await within(rowOf('Primeiro')).findByText('Inativo')).toBeInTheDocument();
    // Past the browser's HTTP cache: the home opened next shows the change.
    await waitFor(() => {
      const refresh = server.calls.find((r) => pathOf(r) === '/api/v1/core/hero-slides/');
      expect(refresh?.cache).toBe('reload');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Mover para cima: Segundo' }));
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'POST',
        path: '/api/v1/admin/hero-slides/reorder/',
        body: { ids: [2, 1] },
      }),
    );
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(within(rows[0]).getByText('Segundo')).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Mover para cima: Segundo' })).toBeDisabled();
  });

  it('reorders by dragging a row by its handle', async () => {
    const server = mockServer([slide(1, { title: 'A' }), slide(2, { title: 'B' }), slide(3, { title: 'C' })]);
    render();
    await screen.findByText('C');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      setDragImage: () => undefined,
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(screen.getByRole('img', { name: 'Arrastar para reordenar: C' }), { dataTransfer });
    fireEvent.dragOver(rowOf('A'), { dataTransfer });
    fireEvent.drop(rowOf('A'), { dataTransfer });
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'POST',
        path: '/api/v1/admin/hero-slides/reorder/',
        body: { ids: [3, 1, 2] },
      }),
    );
  });

  it('creates a slide with a picture: alt text required, the preview follows the form, then the image is uploaded', async () => {
    const server = mockServer([slide(1, { title: 'Existente' })]);
    render();
    await screen.findByText('Existente');
    fireEvent.click(button(document.body, 'Novo slide'));
    const drawer = await openDrawer('Novo slide');
    const form = drawer.querySelector('form[aria-label="Novo slide"]') as HTMLElement;
    // The pictures' proportion is the one the home draws them in (HeroSlideView's 16:9).
    expect(drawer).toHaveTextContent('Proporção 16:9, como a página inicial mostra (ideal: 1600×900 px)');
    expect(drawer).toHaveTextContent('também 16:9 (ideal: 800×450 px)');
    expect(drawer).not.toHaveTextContent('1600×600');

    // Nothing typed: the title is required, in Portuguese.
    fireEvent.click(button(drawer, 'Criar slide'));
    expect(await within(drawer).findByText('Informe o título.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Promoção de inverno' } });
    fireEvent.change(within(form).getByLabelText(/^Texto do botão/), { target: { value: 'Ver ofertas' } });
    fireEvent.change(within(form).getByLabelText(/^Link do botão/), { target: { value: 'ofertas' } });
    const preview = drawer.querySelector('section[aria-label="Prévia do slide"]') as HTMLElement;
    await waitFor(() => expect(within(preview).getByText('Promoção de inverno')).toBeInTheDocument());
    expect(within(preview).getByText('Ver ofertas')).toBeInTheDocument();

    // Node's File: the page's FormData is Node's too in this test environment (a browser has one kind).
    const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'vitrine.png', { type: 'image/png' });
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png] } });
    const picked = await within(drawer).findByAltText('Prévia: imagem do computador');
    expect(picked).toHaveAttribute('src', 'blob:previa');
    // Shown cut to the home's 16:9, as the server will store it.
    expect(picked.style.aspectRatio).toBe('16 / 9');
    expect(picked.style.objectFit).toBe('cover');

    fireEvent.click(button(drawer, 'Criar slide'));
    expect(
      await within(drawer).findByText(
        'Use um caminho do site começando com / (ex.: /ads) ou um endereço http:// ou https://.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(drawer).findByText('Descreva a imagem (texto alternativo), para quem usa leitor de tela.'),
    ).toBeInTheDocument();
    expect(server.sent.some((s) => s.method === 'POST' && s.path === '/api/v1/admin/hero-slides/')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Link do botão/), { target: { value: '/ads?search=casaco' } });
    fireEvent.change(within(form).getByLabelText(/^Texto alternativo da imagem/), {
      target: { value: 'Vitrine com casacos' },
    });
    fireEvent.click(button(drawer, 'Criar slide'));

    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'POST',
        path: '/api/v1/admin/hero-slides/',
        body: {
          title: 'Promoção de inverno',
          subtitle: '',
          cta_label: 'Ver ofertas',
          cta_url: '/ads?search=casaco',
          image_alt: 'Vitrine com casacos',
          is_active: true,
          starts_at: null,
          ends_at: null,
        },
      }),
    );
    await waitFor(() => {
      const up = server.sent.find((s) => s.path === '/api/v1/admin/hero-slides/100/images/');
      expect(up).toBeDefined();
      const body = up!.body as Record<string, unknown>;
      expect(body.kind).toBe('desktop');
      expect(body.image_alt).toBe('Vitrine com casacos');
      expect((body.image as File).name).toBe('vitrine.png');
    });
    expect(await screen.findByText('Slide criado.')).toBeInTheDocument();
    expect(await screen.findByText('Promoção de inverno', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the server’s window error on the period field, and deletes after a confirmation', async () => {
    const server = mockServer([
      slide(1, { title: 'Recusado', starts_at: '2026-12-01T11:00:00.000Z', ends_at: '2026-12-02T11:00:00.000Z' }),
    ]);
    render();
    await screen.findByText('Recusado');
    fireEvent.click(screen.getByLabelText('Editar: Recusado'));
    const drawer = await openDrawer('Editar slide');
    expect(within(drawer).getByLabelText('Título')).toHaveValue('Recusado');
    expect((within(drawer).getByPlaceholderText('Início') as HTMLInputElement).value).toMatch(
      /^\d{2}\/12\/2026 \d{2}:00$/,
    );

    fireEvent.click(button(drawer, 'Salvar alterações'));
    await waitFor(() => expect(server.sent.some((s) => s.method === 'PATCH')).toBe(true));
    const patch = server.sent.find((s) => s.method === 'PATCH')!.body as Record<string, string>;
    expect(patch.starts_at).toBe('2026-12-01T11:00:00.000Z');
    expect(patch.ends_at).toBe('2026-12-02T11:00:00.000Z');
    expect(await within(drawer).findByText('O fim deve ser depois do início.')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Verifique os campos destacados\./)).toBeInTheDocument();
    fireEvent.click(button(drawer, 'Cancelar'));

    fireEvent.click(screen.getByLabelText('Excluir: Recusado'));
    fireEvent.click(
      (await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' })).closest('button')!,
    );
    await waitFor(() =>
      expect(server.sent).toContainEqual({ method: 'DELETE', path: '/api/v1/admin/hero-slides/1/', body: null }),
    );
    expect(await screen.findByText('Slide excluído.')).toBeInTheDocument();
  });

  it('keeps the actions pinned on a wide screen, and lets the whole row scroll on a phone', async () => {
    const actionsHeader = () => screen.getByText('Ações', { selector: 'th' });
    const pinned = () => actionsHeader().className.includes('ant-table-cell-fix');
    mockServer([slide(1, { title: 'Profissionais de confiança' })]);
    const matchMedia = window.matchMedia;
    try {
      window.matchMedia = matchMediaAtWidth(390);
      const phone = render();
      await screen.findByText('Profissionais de confiança');
      await waitFor(() => expect(pinned()).toBe(false));
      phone.unmount();

      window.matchMedia = matchMediaAtWidth(1366);
      render();
      await screen.findByText('Profissionais de confiança');
      await waitFor(() => expect(pinned()).toBe(true));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
