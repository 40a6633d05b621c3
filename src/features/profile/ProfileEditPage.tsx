import { Alert, Button, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useGetMeQuery } from '../../api/users';
import { paths } from '../../app/paths';
import LoadingScreen from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './ProfileEditPage.module.css';
import BlockedUsersCard from './BlockedUsersCard';
import DangerZone from './DangerZone';
import PasswordCard from './PasswordCard';
import ProfileForm from './ProfileForm';

/**
 * /profile/edit (signed in): the user's own fields, photo and preferences, the members they blocked,
 * password, data export and deletion.
 */
export default function ProfileEditPage() {
  const navigate = useNavigate();
  useDocumentTitle('Editar perfil');
  const { data: me, isLoading, error, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <LoadingScreen message="Carregando seu perfil..." />;
  if (!me) {
    return (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar seu perfil."
        description={apiErrorMessage(error)}
        action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Editar perfil
        </Typography.Title>
        {/* A link (it goes to a page) that looks like the page's other actions. */}
        <Button
          icon={<EyeOutlined aria-hidden />}
          href={paths.publicProfile(me.username)}
          onClick={(e) => {
            e.preventDefault();
            void navigate(paths.publicProfile(me.username));
          }}
        >
          Ver meu perfil público
        </Button>
      </div>
      <ProfileForm me={me} />
      <BlockedUsersCard />
      {me.has_password ? <PasswordCard /> : null}
      <DangerZone me={me} />
    </div>
  );
}
