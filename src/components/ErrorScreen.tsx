import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(e.message ?? ''));
}

const box: React.CSSProperties = { padding: 24, textAlign: 'center', maxWidth: 560, margin: '40px auto' };
const button: React.CSSProperties = {
  height: 42,
  padding: '0 20px',
  border: 0,
  borderRadius: 10,
  background: '#1F6FEB',
  color: '#fff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
};

/**
 * Route error boundary: a page chunk that failed to load, or the generic fallback screen.
 * Plain markup: it is part of the entry, which stays free of the component library.
 */
export default function ErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <div role="alert" style={box}>
        <h2>Não foi possível carregar esta página</h2>
        <p>Verifique sua conexão com a internet e tente novamente.</p>
        <button type="button" style={button} onClick={() => window.location.reload()}>
          Recarregar página
        </button>
      </div>
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
