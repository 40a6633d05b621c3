import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './NotFoundPage.module.css';
import { paths } from '../../app/paths';

/** Any address outside the route table (the server answers it with HTTP 404). Plain React + CSS. */
export default function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <div className={styles.page}>
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1 className={styles.title}>Página não encontrada</h1>
      <p className={styles.text}>O endereço que você acessou não existe ou foi removido.</p>
      <Link to={paths.home()} className={styles.button}>
        Ir para a página inicial
      </Link>
    </div>
  );
}
