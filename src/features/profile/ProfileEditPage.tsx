import { apiErrorMessage } from '../../lib/apiErrors';
import { useGetMeQuery } from '../../api/users';
import { paths } from '../../app/paths';
import ButtonLink from '../../components/ButtonLink';
import LoadingScreen from '../../components/LoadingScreen';
import { Notice } from '../../components/form/controls';
import { useToast } from '../../components/Toast';
import button from '../../components/Button.module.css';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './ProfileEditPage.module.css';
import BlockedUsersCard from './BlockedUsersCard';
import DangerZone from './DangerZone';
import { EditIcon } from './EditCard';
import PasswordCard from './PasswordCard';
import ProfileForm from './ProfileForm';

/**
 * /profile/edit (signed in): the user's own fields, photo and preferences, the members they blocked,
 * password, data export and deletion. Plain React + CSS (components/form), no antd.
 */
export default function ProfileEditPage() {
  useDocumentTitle('Editar perfil');
  const { toast, region } = useToast();
  const { data: me, isLoading, error, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <LoadingScreen message="Carregando seu perfil..." />;
  if (!me) {
    return (
      <Notice
        type="error"
        title="Não foi possível carregar seu perfil."
        description={apiErrorMessage(error)}
        action={
          <button type="button" className={button.button} onClick={() => void refetch()}>
            Tentar novamente
          </button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      {region}
      <div className={styles.heading}>
        <h1 className={styles.title}>Editar perfil</h1>
        {/* A link (it goes to a page) that looks like the page's other actions. */}
        <ButtonLink to={paths.publicProfile(me.username)} icon={<EditIcon name="eye" />}>
          Ver meu perfil público
        </ButtonLink>
      </div>
      <ProfileForm me={me} toast={toast} />
      <BlockedUsersCard toast={toast} />
      {me.has_password ? <PasswordCard toast={toast} /> : null}
      <DangerZone me={me} toast={toast} />
    </div>
  );
}
