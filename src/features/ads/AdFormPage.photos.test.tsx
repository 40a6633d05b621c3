import { File as PlatformFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resizeImage } from '../../lib/imageResize';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { adDetail } from '../../../test/support/adsData';
import { tribePage } from '../../../test/support/tribesData';
import AdDetailPage from './AdDetailPage';
import AdFormPage from './AdFormPage';

// The ad form's photos: what the ad page shows after a save, and a file that cannot be read.

jest.mock('../../lib/imageResize', () => ({
  ...jest.requireActual('../../lib/imageResize'),
  resizeImage: jest.fn(),
}));
const resize = resizeImage as jest.MockedFunction<typeof resizeImage>;

const SLUG = 'pintor-abc123';
const AD_PATH = `/api/v1/ads/ads/${SLUG}/`;
const CATEGORIES = [
  { id: 5, name: 'Pintor', slug: 'pintor', icon: '', position: 1, is_service: true, description: '' },
];

type Image = {
  id: number;
  position: number;
  client_id: string | null;
  alt: string;
  url: string | null;
  variants: Record<string, string> | null;
  width: number | null;
  height: number | null;
  blur: string | null;
  pending: boolean;
};
const ready = (id: number, alt: string, client_id: string | null = null): Image => ({
  id,
  position: 0,
  client_id,
  alt,
  url: `/media/${id}-800.webp`,
  variants: { '320': `/media/${id}-320.webp`, '800': `/media/${id}-800.webp` },
  width: 800,
  height: 600,
  blur: null,
  pending: false,
});
const pending = (id: number, alt: string, client_id: string): Image => ({
  ...ready(id, alt, client_id),
  url: null,
  variants: null,
  pending: true,
});

/** The ad as its owner reads it (price "a combinar": the form is valid as it opens). */
const detail = (images: Image[]) => ({
  ...adDetail({
    slug: SLUG,
    price_cents: null,
    price_type: 'negotiable',
    image: images[0] ?? null,
    vote_score: 0,
    owner_username: 'maria',
    owner: { ...adDetail().owner, id: 7, username: 'maria', first_name: 'Maria' },
    is_owner: true,
  }),
  images: images.map((img, position) => ({ ...img, position })),
});

/** A stand-in XMLHttpRequest (the photo uploads): `answer` replies to each file after `delay` ms. */
class FakeXhr {
  static sent: string[] = [];
  static delay = 0;
  static answer: (url: string) => { status: number; body: unknown };
  status = 0;
  responseText = '';
  timeout = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(new URL(this.url).pathname);
    setTimeout(() => {
      const { status, body } = FakeXhr.answer(this.url);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }, FakeXhr.delay);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.delay = 0;
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  URL.createObjectURL = jest.fn(() => 'blob:foto');
  URL.revokeObjectURL = jest.fn();
  // The browser's resize, by file name: "estragada" cannot be decoded.
  resize.mockImplementation(async (original: File) => {
    if (original.name.startsWith('estragada')) throw new Error('Não foi possível ler esta imagem.');
    const file = new PlatformFile(['webp'], original.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
    const info = { width: 800, height: 600, size: 4, type: 'image/webp' };
    return { file: file as unknown as File, before: info, after: info };
  });
});

const pick = async (...names: string[]) => {
  await screen.findByText('Clique ou arraste fotos para cá');
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: names.map((name) => new File(['jpeg'], name, { type: 'image/jpeg' })) },
  });
};
/** A photo of the list by its name (its aria-label). */
const photo = (name: RegExp) => screen.getByLabelText(name, { selector: 'li' });

describe('AdFormPage photos', () => {
  it('after an edit (a photo removed, a new one made main) the ad page shows the saved photos at once', async () => {
    let stored = detail([ready(11, 'Sala'), ready(12, 'Cozinha'), ready(13, 'Quarto')]);
    const calls = mockFetch(async (req) => {
      const path = pathOf(req);
      if (path === AD_PATH && req.method === 'PUT') {
        const body = await req.formData();
        const [meta] = JSON.parse(String(body.get('new_ad_images_metadata_json'))) as Array<{ client_id: string }>;
        expect(JSON.parse(String(body.get('images_order')))).toEqual([meta.client_id, '12', '13']);
        stored = detail([pending(20, 'Varanda', meta.client_id), ready(12, 'Cozinha'), ready(13, 'Quarto')]);
        return jsonResponse(stored);
      }
      if (path === AD_PATH) return jsonResponse(stored);
      if (path === '/api/v1/ads/categories/') return jsonResponse(CATEGORIES);
      if (path === '/api/v1/tribes/') return jsonResponse(tribePage([]));
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    });
    // The file takes a moment to go: the ad page read again after the PUT has come back by then.
    FakeXhr.delay = 50;
    FakeXhr.answer = () => {
      const [fresh, ...rest] = stored.images;
      stored = detail([ready(20, 'Varanda', fresh.client_id), ...rest]);
      return { status: 200, body: stored };
    };
    renderWithProviders(<AdFormPage />, {
      route: `/ads/edit/${SLUG}`,
      path: '/ads/edit/:slug',
      preloadedState: { auth: authState() },
      routes: [{ path: '/ads/:slug', element: <AdDetailPage /> }],
    });
    fireEvent.click(await screen.findByLabelText('Remover Sala'));
    await pick('varanda.jpg');
    const main = await screen.findByLabelText('Definir varanda.jpg como principal');
    await waitFor(() => expect(main).toBeEnabled());
    fireEvent.click(main);
    expect(photo(/^Foto 1: varanda\.jpg \(principal\)$/)).toBeInTheDocument();
    const save = screen.getByText('Salvar alterações');
    fireEvent.click(save);

    const gallery = await screen.findByLabelText(/^Foto 1 de \d$/, {}, { timeout: 10_000 });
    expect(gallery).toHaveAccessibleName('Foto 1 de 3');
    expect(within(gallery).getByRole('img', { name: 'Varanda' })).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual(['/api/v1/ads/ad-images/20/upload_file/']);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a file that cannot be read is never the main photo, is named on the field and blocks publishing until removed', async () => {
    const posted: unknown[] = [];
    mockFetch(async (req) => {
      const path = pathOf(req);
      if (path === '/api/v1/ads/ads/' && req.method === 'POST') {
        const body = (await req.json()) as { new_ad_images_metadata: Array<{ client_id: string }> };
        posted.push(body);
        const created = detail([pending(30, 'Boa', body.new_ad_images_metadata[0].client_id)]);
        return jsonResponse(created, 201);
      }
      if (path === '/api/v1/ads/categories/') return jsonResponse(CATEGORIES);
      if (path === '/api/v1/tribes/') return jsonResponse(tribePage([]));
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    });
    FakeXhr.answer = () => ({ status: 200, body: detail([ready(30, 'Boa')]) });
    const { router } = renderWithProviders(<AdFormPage />, {
      route: '/ads/create',
      path: '/ads/create',
      preloadedState: { auth: authState() },
      routes: [{ path: '/ads/:slug', element: <p>Página do anúncio</p> }],
    });
    await pick('estragada.jpg', 'boa.jpg');
    const failed = await screen.findByLabelText(/^Foto 1: estragada\.jpg \(com erro\)$/, { selector: 'li' });
    expect(within(failed).getByText('Com erro')).toBeInTheDocument();
    expect(within(failed).getByText(/Não foi possível ler esta imagem\./)).toBeInTheDocument();
    expect(within(failed).queryByText('Principal')).not.toBeInTheDocument();
    expect(within(failed).getByLabelText('Definir estragada.jpg como principal')).toBeDisabled();
    const good = await screen.findByLabelText(/^Foto 2: boa\.jpg \(principal\)$/, { selector: 'li' });
    expect(within(good).getByText('Principal')).toBeInTheDocument();
    const help = 'Não foi possível usar a foto "estragada.jpg". Remova-a para publicar o anúncio.';
    expect(await screen.findByText(help)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Pintor de paredes em Campinas' } });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Descrição'), {
      target: { value: 'Pintura interna e externa com acabamento caprichado.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A combinar' }));
    fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Campinas' } });
    fireEvent.click(screen.getByText('Publicar anúncio'));
    // The field's message, and the same said at the top of the page: nothing sent.
    await waitFor(() => expect(screen.getAllByText(help)).toHaveLength(2));
    expect(posted).toEqual([]);

    fireEvent.click(within(failed).getByLabelText('Remover estragada.jpg'));
    expect(photo(/^Foto 1: boa\.jpg \(principal\)$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(help).filter((e) => e.closest('form'))).toHaveLength(0));
    fireEvent.click(screen.getByText('Publicar anúncio'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ads/${SLUG}`), { timeout: 10_000 });
    expect(posted).toEqual([
      expect.objectContaining({ new_ad_images_metadata: [expect.objectContaining({ order: 0 })] }),
    ]);
    expect(FakeXhr.sent).toEqual(['/api/v1/ads/ad-images/30/upload_file/']);
  });
});
