import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { TribeSummary } from '../api/tribes';
import { apiErrorMessage } from '../lib/apiErrors';
import TribeCard from './TribeCard';

const COLS = { xs: 24, sm: 12, md: 8, lg: 6 } as const;

/**
 * A grid of tribe cards with the states every list has: skeleton cards while loading, a pt-BR
 * error with "Tentar de novo", and an empty state that says what to do next.
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
      <Row gutter={[16, 16]} aria-busy="true" aria-label={`${label}: carregando`}>
        {/* Keys no tribe has: a skeleton card is replaced, never moved to where a tribe lands
            (a moved card counts as a layout shift). */}
        {['a', 'b', 'c', 'd'].map((k) => (
          <Col key={`skeleton-${k}`} {...COLS}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={apiErrorMessage(error, 'Não foi possível carregar as tribos.')}
        action={
          <Button size="small" onClick={onRetry}>
            Tentar de novo
          </Button>
        }
      />
    );
  if (!tribes?.length)
    return (
      <Empty description={empty.description} image={Empty.PRESENTED_IMAGE_SIMPLE}>
        {empty.action}
      </Empty>
    );
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {tribes.map((t) => (
        <Col key={t.id} {...COLS} role="listitem">
          <TribeCard tribe={t} />
        </Col>
      ))}
    </Row>
  );
}
