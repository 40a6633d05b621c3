import { Button, Result } from 'antd';
import { Link, useMatches } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** A route whose page a later issue builds; says so in pt-BR instead of showing nothing. */
export default function UnderConstructionPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Página';
  useDocumentTitle(title);
  return (
    <Result
      status="info"
      title={title}
      subTitle="Esta página está em construção. Volte em breve!"
      extra={
        <Link to="/">
          <Button type="primary">Voltar para o início</Button>
        </Link>
      }
    />
  );
}
