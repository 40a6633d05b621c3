import { useState } from 'react';
import { downloadAdminFile, saveFile, type ExportProgress } from '../../api/admin';
import { useAppDispatch } from '../../app/hooks';
import button from '../../components/Button.module.css';
import { SvgIcon } from '../../components/icons';
import { useToast } from '../../components/Toast';
import { ADMIN_ICONS, ANTD_VIEWBOX } from './adminIcons';
import { formatInt } from './format';
import styles from './ExportButtons.module.css';

interface Props {
  path: string;
  params: Record<string, string | number | undefined>;
  /** e.g. "vendas" — used in the buttons' accessible names */
  what: string;
  size?: 'small' | 'middle';
}

/**
 * CSV and XLSX downloads of an admin table, with the progress of the server's stream. Plain React
 * (the admin pages that show it need no antd for it); the outcome in a toast.
 */
export default function ExportButtons({ path, params, what, size = 'middle' }: Props) {
  const dispatch = useAppDispatch();
  const { toast, region } = useToast();
  const [busy, setBusy] = useState<null | 'csv' | 'xlsx'>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function run(format: 'csv' | 'xlsx') {
    setBusy(format);
    setProgress(null);
    try {
      const file = await dispatch(downloadAdminFile(path, { ...params, format }, setProgress));
      saveFile(file);
      toast.success('Arquivo gerado.');
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  const percent =
    progress?.totalRows && progress.rows ? Math.min(99, Math.round((progress.rows / progress.totalRows) * 100)) : null;
  const className = [button.button, size === 'small' && button.small].filter(Boolean).join(' ');
  const exportButton = (format: 'csv' | 'xlsx') => (
    <button
      type="button"
      className={className}
      disabled={busy !== null}
      aria-busy={busy === format || undefined}
      onClick={() => run(format)}
      aria-label={`Exportar ${what} em ${format.toUpperCase()}`}
    >
      {busy === format ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <SvgIcon path={ADMIN_ICONS.download} viewBox={ANTD_VIEWBOX} size={14} />
      )}
      {format.toUpperCase()}
    </button>
  );
  return (
    <div className={styles.buttons}>
      {exportButton('csv')}
      {exportButton('xlsx')}
      {busy && (
        <span role="status" aria-live="polite" className={styles.progress}>
          {percent !== null ? (
            <>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${percent}%` }} />
              </span>
              {formatInt(progress!.rows)} linhas
            </>
          ) : (
            `Gerando arquivo… ${progress ? `${formatInt(Math.round(progress.bytes / 1024))} KB` : ''}`
          )}
        </span>
      )}
      {region}
    </div>
  );
}
