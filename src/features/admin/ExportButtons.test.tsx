import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import ExportButtons from './ExportButtons';

const mockDownload = jest.fn();
const mockSave = jest.fn();
jest.mock('../../api/admin', () => ({
  ...jest.requireActual('../../api/admin'),
  downloadAdminFile:
    (...args: unknown[]) =>
    () =>
      mockDownload(...args),
  saveFile: (file: unknown) => mockSave(file),
}));

beforeEach(() => {
  mockDownload.mockReset();
  mockSave.mockReset();
});

describe('ExportButtons', () => {
  it('downloads the file, shows the rows received while it comes, then says it is done', async () => {
    let finish: (file: { blob: Blob; name: string }) => void = () => undefined;
    mockDownload.mockImplementation(
      (_path, _params, onProgress: (p: { bytes: number; totalRows: number; rows: number }) => void) =>
        new Promise((resolve) => {
          onProgress({ bytes: 2048, totalRows: 200, rows: 50 });
          finish = resolve;
        }),
    );
    renderWithProviders(<ExportButtons path="/api/v1/admin/sales/export/" params={{ year: 2026 }} what="as vendas" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar as vendas em CSV' }));
    expect(mockDownload).toHaveBeenCalledWith(
      '/api/v1/admin/sales/export/',
      { year: 2026, format: 'csv' },
      expect.any(Function),
    );
    expect(await screen.findByText('50 linhas')).toBeInTheDocument();
    // One export at a time.
    expect(screen.getByRole('button', { name: 'Exportar as vendas em XLSX' })).toBeDisabled();
    await act(async () => finish({ blob: new Blob(['a;b']), name: 'vendas.csv' }));
    expect(mockSave).toHaveBeenCalledWith({ blob: expect.any(Blob), name: 'vendas.csv' });
    expect(await screen.findByText('Arquivo gerado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar as vendas em XLSX' })).toBeEnabled();
  });

  it('tells the server’s reason when the export fails', async () => {
    mockDownload.mockRejectedValue(new Error('Exportação limitada a 100.000 linhas.'));
    renderWithProviders(<ExportButtons path="/api/v1/admin/sales/export/" params={{}} what="as vendas" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar as vendas em XLSX' }));
    expect(await screen.findByText('Exportação limitada a 100.000 linhas.')).toBeInTheDocument();
    expect(mockSave).not.toHaveBeenCalled();
  });
});
