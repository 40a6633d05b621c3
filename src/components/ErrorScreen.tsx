import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(e.message ?? ''));
}

/** Route error boundary: a page chunk that failed to load, or the generic fallback screen. */
export default function ErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title="Não foi possível carregar esta página"
        subTitle="Verifique sua conexão com a internet e tente novamente."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recarregar página
          </Button>
        }
      />
    );
  }
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error ?? '');
  return (
    <div role="alert" style={{ padding: 24 }}>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{detail}</h3>
    </div>
  );
}
