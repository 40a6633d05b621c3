import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { resizeImage } from '../../lib/imageResize';
import ImagePicker, { MAX_IMAGES, type PickedImage } from './ImagePicker';

jest.mock('../../lib/imageResize', () => ({
  ...jest.requireActual('../../lib/imageResize'),
  resizeImage: jest.fn(),
}));
const resize = resizeImage as jest.MockedFunction<typeof resizeImage>;

/** Resizes wait for `finish()`: the photos stay "processing" until then. */
let finish: () => void;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:foto');
  URL.revokeObjectURL = jest.fn();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  finish = release;
  resize.mockImplementation(async (original: File) => {
    await gate;
    if (original.name.startsWith('estragada')) throw new Error('Não foi possível ler esta imagem.');
    const info = { width: 800, height: 600, size: 2048, type: 'image/webp' };
    return { file: new File(['x'.repeat(2048)], original.name, { type: 'image/webp' }), before: info, after: info };
  });
});

function Picker({ initial = [], disabled }: { initial?: PickedImage[]; disabled?: boolean }) {
  const [images, setImages] = useState<PickedImage[]>(initial);
  return <ImagePicker value={images} onChange={setImages} disabled={disabled} />;
}

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const names = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const done = (key: string, name: string, progress?: number): PickedImage => ({
  key,
  existingId: Number(key),
  preview: `/media/${key}.webp`,
  name,
  status: progress === undefined ? 'done' : 'uploading',
  progress,
});

describe('ImagePicker', () => {
  it('takes the chosen files (the drop area is their label), shows them processing, then ready', async () => {
    render(<Picker />);
    expect(input()).toHaveAccessibleName(/^Clique ou arraste fotos para cá/);
    fireEvent.change(input(), { target: { files: [jpeg('sala.jpg'), jpeg('estragada.jpg')] } });
    expect(await screen.findAllByText('Processando...')).toHaveLength(1);
    await act(async () => finish());
    expect(names()).toEqual(['Foto 1: sala.jpg (principal)', 'Foto 2: estragada.jpg (com erro)']);
    expect(screen.queryByText('Processando...')).not.toBeInTheDocument();
    expect(screen.getByText('sala.jpg · 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'sala.jpg' })).toHaveAttribute('src', 'blob:foto');
    expect(screen.getByText('Não foi possível ler esta imagem. Remova esta foto.')).toBeInTheDocument();
    // Emptied: the same file can be chosen again.
    expect(input().value).toBe('');
  });

  it('takes image files dropped on the drop area, and leaves the others', async () => {
    render(<Picker />);
    const area = screen.getByText('Clique ou arraste fotos para cá').closest('label') as HTMLElement;
    const dataTransfer = { types: ['Files'], files: [jpeg('varanda.jpg'), new File(['%PDF'], 'contrato.pdf')] };
    fireEvent.dragOver(area, { dataTransfer });
    fireEvent.drop(area, { dataTransfer });
    await act(async () => finish());
    expect(names()).toEqual(['Foto 1: varanda.jpg (principal)']);
  });

  it('takes no more than the maximum, and says so', async () => {
    const ten = Array.from({ length: MAX_IMAGES - 1 }, (_, i) => done(String(i + 1), `foto${i + 1}.webp`));
    render(<Picker initial={ten} />);
    fireEvent.change(input(), { target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    expect(screen.getByRole('status')).toHaveTextContent('Um anúncio pode ter no máximo 10 fotos.');
    await act(async () => finish());
    expect(names()).toHaveLength(MAX_IMAGES);
    expect(names().at(-1)).toBe('Foto 10: a.jpg');
    expect(input()).toBeDisabled();
  });

  it('moves a photo left and right, makes one the main photo and removes one, by buttons', () => {
    render(<Picker initial={[done('1', 'sala.jpg'), done('2', 'cozinha.jpg'), done('3', 'quarto.jpg')]} />);
    expect(screen.getByLabelText('Mover sala.jpg para a esquerda')).toBeDisabled();
    expect(screen.getByLabelText('Definir sala.jpg como principal')).toBeDisabled();
    expect(screen.getByLabelText('Mover quarto.jpg para a direita')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Mover sala.jpg para a direita'));
    expect(names()).toEqual(['Foto 1: cozinha.jpg (principal)', 'Foto 2: sala.jpg', 'Foto 3: quarto.jpg']);
    fireEvent.click(screen.getByLabelText('Definir quarto.jpg como principal'));
    expect(names()).toEqual(['Foto 1: quarto.jpg (principal)', 'Foto 2: cozinha.jpg', 'Foto 3: sala.jpg']);
    fireEvent.click(screen.getByLabelText('Mover sala.jpg para a esquerda'));
    expect(names()).toEqual(['Foto 1: quarto.jpg (principal)', 'Foto 2: sala.jpg', 'Foto 3: cozinha.jpg']);
    const main = screen.getByRole('listitem', { name: /quarto/ });
    expect(within(main).getByText('Principal')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remover quarto.jpg'));
    expect(names()).toEqual(['Foto 1: sala.jpg (principal)', 'Foto 2: cozinha.jpg']);
  });

  it('reorders by dragging one photo onto another', () => {
    render(<Picker initial={[done('1', 'sala.jpg'), done('2', 'cozinha.jpg'), done('3', 'quarto.jpg')]} />);
    fireEvent.dragStart(screen.getByRole('listitem', { name: /quarto/ }));
    fireEvent.drop(screen.getByRole('listitem', { name: /^Foto 1/ }));
    expect(names()).toEqual(['Foto 1: quarto.jpg (principal)', 'Foto 2: sala.jpg', 'Foto 3: cozinha.jpg']);
  });

  it("shows each photo's upload progress, and nothing can be changed while the form is saving", () => {
    render(<Picker initial={[done('1', 'sala.jpg', 40), done('2', 'cozinha.jpg')]} disabled />);
    const bar = screen.getByRole('progressbar', { name: 'Envio de sala.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    expect(screen.getByRole('progressbar', { name: 'Envio de cozinha.jpg' })).toHaveAttribute('aria-valuenow', '100');
    expect(input()).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('listitem', { name: /sala/ })).toHaveAttribute('draggable', 'false');
  });
});
