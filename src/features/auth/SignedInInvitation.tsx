import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import TribeInvitation from './LazyTribeInvitation';
import AuthCard from './AuthCard';

/** /login?invite= or /register?invite= for someone already signed in: the invitation and one button. */
export default function SignedInInvitation({ token }: { token: string }) {
  return (
    <AuthCard title="Convite para tribo" subtitle="Você já está conectado. Aceite o convite para entrar na tribo.">
      <TribeInvitation token={token} signedIn />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        <Link to={paths.tribes()}>Agora não, ver minhas tribos</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
