import type { ReactNode } from 'react';
import type { TribeSummary } from '../api/tribes';
import { apiErrorMessage } from '../lib/apiErrors';
import Empty from './Empty';
import LoadError from './LoadError';
import TribeCard from './TribeCard';
import styles from './TribeGrid.module.css';

/**
 * A grid of tribe cards with the states every list has: cards' shapes while loading, a pt-BR
 * error with "Tentar de novo", and an empty state that says what to do next. Plain React + CSS.
 */
export default function TribeGrid({
  tribes,
  isLoading,
  error,
  onRetry,
  empty,
  label,
}: {
  tribes: TribeSummary[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { description: string; action?: ReactNode };
  label: string;
}) {
  if (isLoading)
    return (
      <div className={styles.grid} aria-busy="true" aria-label={`${label}: carregando`}>
        {/* Keys no tribe has: a placeholder card is replaced, never moved to where a tribe lands
            (a moved card counts as a layout shift). */}
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={`placeholder-${k}`} className={styles.placeholderCard}>
            <div className={styles.placeholder} style={{ height: 96 }} />
            <div className={styles.placeholderBody}>
              <div className={`${styles.placeholder} ${styles.placeholderAvatar}`} />
              <div className={styles.placeholderLines}>
                {['80%', '55%', '45%'].map((width) => (
                  <div key={width} className={`${styles.placeholder} ${styles.line}`} style={{ width }} />
                ))}
              </div>
            </div>
          </div>
        ))}
      </div>
    );
  if (error)
    return <LoadError message={apiErrorMessage(error, 'Não foi possível carregar as tribos.')} onRetry={onRetry} />;
  if (!tribes?.length)
    return (
      <div className={styles.empty}>
        <Empty description={empty.description}>{empty.action}</Empty>
      </div>
    );
  return (
    <ul className={styles.grid} aria-label={label}>
      {tribes.map((t) => (
        <li key={t.id}>
          <TribeCard tribe={t} />
        </li>
      ))}
    </ul>
  );
}
