import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

/**
 * "os Termos de Uso e a Política de Privacidade", each a link that opens in a new tab, so a
 * half-filled form is not lost by reading them.
 */
export default function TermsLinks() {
  return (
    <>
      os{' '}
      <Link to={paths.terms()} target="_blank" rel="noopener">
        Termos de Uso
      </Link>{' '}
      e a{' '}
      <Link to={paths.privacy()} target="_blank" rel="noopener">
        Política de Privacidade
      </Link>
    </>
  );
}
