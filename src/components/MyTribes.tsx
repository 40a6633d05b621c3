import type { ReactNode } from 'react';
import { useListTribesQuery } from '../api/tribes';
import TribeGrid from './TribeGrid';

/**
 * The tribes I belong to or asked to join (role or "Aguardando aprovação" on each card). Shared by
 * /tribes and the profile's "Minhas Tribos" tab.
 */
export default function MyTribes({ emptyAction }: { emptyAction?: ReactNode }) {
  const mine = useListTribesQuery({ mine: true, page: 1, pageSize: 100 });
  return (
    <TribeGrid
      label="Minhas tribos"
      tribes={mine.data?.results}
      isLoading={mine.isLoading}
      error={mine.error}
      onRetry={() => void mine.refetch()}
      empty={{ description: 'Você ainda não participa de nenhuma tribo.', action: emptyAction }}
    />
  );
}
