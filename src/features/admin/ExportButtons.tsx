import { useState } from 'react';
import { App, Button, Progress, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadAdminFile, saveFile, type ExportProgress } from '../../api/admin';
import { useAppDispatch } from '../../app/hooks';
import { formatInt } from './format';

interface Props {
  path: string;
  params: Record<string, string | number | undefined>;
  /** e.g. "vendas" — used in the buttons' accessible names */
  what: string;
  size?: 'small' | 'middle';
}

/** CSV and XLSX downloads of an admin table, with the progress of the server's stream. */
export default function ExportButtons({ path, params, what, size = 'middle' }: Props) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<null | 'csv' | 'xlsx'>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    setProgress(null);
    try {
      const file = await dispatch(downloadAdminFile(path, { ...params, format }, setProgress));
      saveFile(file);
      message.success('Arquivo gerado.');
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  const percent =
    progress?.totalRows && progress.rows ? Math.min(99, Math.round((progress.rows / progress.totalRows) * 100)) : null;
  return (
    <Space wrap>
      <Button
        size={size}
        icon={<DownloadOutlined />}
        loading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => run('csv')}
        aria-label={`Exportar ${what} em CSV`}
      >
        CSV
      </Button>
      <Button
        size={size}
        icon={<DownloadOutlined />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => run('xlsx')}
        aria-label={`Exportar ${what} em XLSX`}
      >
        XLSX
      </Button>
      {busy && (
        <span role="status" aria-live="polite" style={{ minWidth: 160, display: 'inline-block' }}>
          {percent !== null ? (
            <Progress percent={percent} size="small" format={() => `${formatInt(progress!.rows)} linhas`} />
          ) : (
            `Gerando arquivo… ${progress ? `${formatInt(Math.round(progress.bytes / 1024))} KB` : ''}`
          )}
        </span>
      )}
    </Space>
  );
}
