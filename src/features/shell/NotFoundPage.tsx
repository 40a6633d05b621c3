import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <Result
      status="404"
      title="Página não encontrada"
      subTitle="O endereço que você acessou não existe ou foi removido."
      extra={
        <Link to="/">
          <Button type="primary">Ir para a página inicial</Button>
        </Link>
      }
    />
  );
}
