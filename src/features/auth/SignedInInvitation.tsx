import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import TribeInvitation from './LazyTribeInvitation';
import AuthCard from './AuthCard';
import styles from './AuthCard.module.css';

/** /login?invite= or /register?invite= for someone already signed in: the invitation and one button. */
export default function SignedInInvitation({ token }: { token: string }) {
  return (
    <AuthCard title="Convite para tribo" subtitle="Você já está conectado. Aceite o convite para entrar na tribo.">
      <TribeInvitation token={token} signedIn />
      <p className={styles.footer}>
        <Link to={paths.tribes()}>Agora não, ver minhas tribos</Link>
      </p>
    </AuthCard>
  );
}
