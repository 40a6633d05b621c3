import { DeleteOutlined, DownloadOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Form,
  Input,
  message as staticMessage,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '../../lib/apiErrors';
import {
  useDeleteMeMutation,
  useGetMeQuery,
  useLazyExportMeQuery,
  useUpdateMeMutation,
  useUpdateMeWithAvatarMutation,
  useUpdatePasswordMutation,
  type CurrentUser,
} from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import LoadingScreen from '../../components/LoadingScreen';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSignOut } from '../../session/useSignOut';
import { rules, sameAs } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import { PHONE_PATTERN } from '../../lib/phone';
import { stateLabel } from '../../lib/states';
import { loadStates, selectStateList } from '../../api/states';
import styles from './ProfileEditPage.module.css';

/** Same limits as the server (modules/users/avatar.ts), checked before uploading. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_TYPE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP.';
export const AVATAR_SIZE_MESSAGE = 'A imagem deve ter no máximo 5 MB.';
export const SAVED_MESSAGE = 'Perfil atualizado com sucesso!';

const PHONE_RULE = {
  pattern: PHONE_PATTERN,
  message: 'Informe o número só com dígitos, espaços, +, -, ponto e parênteses.',
};

interface ProfileValues {
  first_name: string;
  last_name: string;
  username: string;
  bio: string;
  phone: string;
  whatsapp: string;
  state_code: string | undefined;
  city: string;
  show_email: boolean;
  show_phone: boolean;
  show_whatsapp: boolean;
}
const PROFILE_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'username',
  'bio',
  'phone',
  'whatsapp',
  'state_code',
  'city',
  'show_email',
  'show_phone',
  'show_whatsapp',
];

const valuesOf = (user: CurrentUser): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  bio: user.bio,
  phone: user.phone,
  whatsapp: user.whatsapp,
  state_code: user.state_code ?? undefined,
  city: user.city,
  show_email: user.show_email,
  show_phone: user.show_phone,
  show_whatsapp: user.show_whatsapp,
});

/** A URL for the picked file, or null where the browser cannot make one (the name still shows). */
function objectUrl(file: File | null): string | null {
  if (!file) return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

/** The avatar a user picked: checked in the browser by type and size, previewed before saving. */
export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}

/** /profile/edit (signed in): the user's own fields, photo, password, data export and deletion. */
export default function ProfileEditPage() {
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
        <Link to={paths.publicProfile(me.username)}>Ver meu perfil público</Link>
      </div>
      <ProfileForm me={me} />
      {me.has_password ? <PasswordCard /> : null}
      <DangerZone me={me} />
    </div>
  );
}

function ProfileForm({ me }: { me: CurrentUser }) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const states = useAppSelector(selectStateList);
  const [form] = Form.useForm<ProfileValues>();
  const [updateMe, updating] = useUpdateMeMutation();
  const [updateMeWithAvatar, uploading] = useUpdateMeWithAvatarMutation();
  const [error, setError] = useState<string | null>(null);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const saving = updating.isLoading || uploading.isLoading;

  useEffect(() => {
    void dispatch(loadStates());
  }, [dispatch]);

  // A picked photo is shown from memory until it is saved; the object URL is freed after.
  const preview = useMemo(() => objectUrl(avatarFile), [avatarFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shownAvatar = preview ?? (removeAvatar ? null : resolveImageUrl(me.avatar));

  const stateOptions = useMemo(() => {
    const codes = me.state_code && !states.includes(me.state_code) ? [...states, me.state_code] : states;
    return [...codes].sort().map((code) => ({ value: code, label: stateLabel(code) }));
  }, [states, me.state_code]);

  function pickAvatar(file: File | undefined) {
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (problem) return;
    setAvatarFile(file);
    setRemoveAvatar(false);
  }

  async function save(values: ProfileValues) {
    setError(null);
    setAvatarError(null);
    const fields = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim(),
      bio: values.bio.trim(),
      phone: values.phone.trim(),
      whatsapp: values.whatsapp.trim(),
      // An empty text clears the state (multipart cannot carry null).
      state_code: values.state_code ?? '',
      city: values.city.trim(),
      show_email: values.show_email,
      show_phone: values.show_phone,
      show_whatsapp: values.show_whatsapp,
    };
    try {
      // The stored user (and so the header) follows in usersApi's onQueryStarted.
      const user = avatarFile
        ? await updateMeWithAvatar({ fields, avatar: avatarFile }).unwrap()
        : await updateMe({ updateMeBody: { ...fields, ...(removeAvatar ? { avatar: null } : {}) } }).unwrap();
      form.setFieldsValue(valuesOf(user));
      setAvatarFile(null);
      setRemoveAvatar(false);
      void message.success(SAVED_MESSAGE);
    } catch (err) {
      const serverFields = apiFieldErrors(err);
      if (serverFields.avatar) setAvatarError(serverFields.avatar.join(' '));
      setError(showServerErrors(form, err, [...PROFILE_FIELDS, 'avatar']));
    }
  }

  return (
    <Card title="Dados do perfil" className={styles.card}>
      <Form
        form={form}
        layout="vertical"
        initialValues={valuesOf(me)}
        onFinish={(values) => void save(values)}
        disabled={saving}
        requiredMark={false}
      >
        <Form.Item
          label="Foto de perfil"
          validateStatus={avatarError ? 'error' : undefined}
          help={avatarError ?? 'JPEG, PNG ou WebP de até 5 MB. A foto é recortada em quadrado.'}
        >
          <div className={styles.avatarRow}>
            <Avatar
              size={96}
              src={shownAvatar ?? undefined}
              icon={shownAvatar ? undefined : <UserOutlined />}
              alt={shownAvatar ? 'Sua foto de perfil' : undefined}
            />
            <Space wrap>
              <input
                ref={fileInput}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                aria-label="Escolher foto"
                className={styles.fileInput}
                onChange={(e) => {
                  pickAvatar(e.target.files?.[0]);
                  // The same file picked again after an error still fires a change.
                  e.target.value = '';
                }}
              />
              <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                {shownAvatar ? 'Trocar foto' : 'Escolher foto'}
              </Button>
              {avatarFile ? (
                <Button onClick={() => setAvatarFile(null)}>Cancelar nova foto</Button>
              ) : me.avatar && !removeAvatar ? (
                <Button icon={<DeleteOutlined />} onClick={() => setRemoveAvatar(true)}>
                  Remover foto
                </Button>
              ) : null}
            </Space>
            {avatarFile ? (
              <Typography.Text type="secondary">
                Nova foto: {avatarFile.name}. Clique em Salvar alterações para enviá-la.
              </Typography.Text>
            ) : null}
          </div>
        </Form.Item>

        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="first_name"
              label="Nome"
              rules={[
                { required: true, whitespace: true, message: 'Informe seu nome.' },
                { max: 150, message: 'Use no máximo 150 caracteres.' },
              ]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="last_name"
              label="Sobrenome"
              rules={[{ max: 150, message: 'Use no máximo 150 caracteres.' }]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="username"
          label="Nome de usuário"
          rules={rules.username}
          extra="Aparece no endereço do seu perfil público."
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="bio"
          label="Sobre você"
          rules={[{ max: 1000, message: 'Use no máximo 1000 caracteres.' }]}
          extra="Conte o que você faz, sua experiência e a região que atende."
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label="Telefone"
              rules={[PHONE_RULE, { max: 30, message: 'Use no máximo 30 caracteres.' }]}
            >
              <Input type="tel" autoComplete="tel" placeholder="(11) 3333-4444" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="whatsapp"
              label="WhatsApp"
              rules={[PHONE_RULE, { max: 30, message: 'Use no máximo 30 caracteres.' }]}
            >
              <Input type="tel" placeholder="(11) 98888-7777" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="state_code" label="Estado">
              <Select allowClear showSearch optionFilterProp="label" placeholder="Selecione" options={stateOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="city" label="Cidade" rules={[{ max: 100, message: 'Use no máximo 100 caracteres.' }]}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={2} className={styles.subTitle}>
          O que aparece no seu perfil público
        </Typography.Title>
        <Form.Item name="show_email" valuePropName="checked" className={styles.switchItem}>
          <SwitchLine label={`Mostrar meu e-mail (${me.email})`} />
        </Form.Item>
        <Form.Item name="show_phone" valuePropName="checked" className={styles.switchItem}>
          <SwitchLine label="Mostrar meu telefone" />
        </Form.Item>
        <Form.Item name="show_whatsapp" valuePropName="checked" className={styles.switchItem}>
          <SwitchLine label="Mostrar meu WhatsApp" />
        </Form.Item>

        {error ? <Alert type="error" showIcon title={error} className={styles.alert} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar alterações
        </Button>
      </Form>
    </Card>
  );
}

/** A Switch with its text as the accessible name (Form.Item passes checked/onChange). */
function SwitchLine({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.switchLine}>
      <Switch checked={checked} onChange={onChange} disabled={disabled} aria-label={label} />
      <span>{label}</span>
    </label>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}
const PASSWORD_FIELDS = ['current_password', 'new_password', 'new_password_confirm'] as const;

function PasswordCard() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [error, setError] = useState<string | null>(null);

  async function change(values: PasswordValues) {
    setError(null);
    try {
      const { detail } = await updatePassword({ changePasswordBody: values }).unwrap();
      form.resetFields();
      void message.success(detail);
    } catch (err) {
      setError(showServerErrors(form, err, PASSWORD_FIELDS));
    }
  }

  return (
    <Card title="Alterar senha" className={styles.card}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void change(values)}
        disabled={isLoading}
        requiredMark={false}
        className={styles.narrow}
      >
        <Form.Item name="current_password" label="Senha atual" rules={rules.password}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label="Nova senha" rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="new_password_confirm"
          label="Confirme a nova senha"
          dependencies={['new_password']}
          rules={[{ required: true, message: 'Confirme a nova senha.' }, sameAs('new_password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} className={styles.alert} /> : null}
        <Button htmlType="submit" loading={isLoading}>
          Alterar senha
        </Button>
      </Form>
    </Card>
  );
}

/** Saves `data` as a JSON file through a temporary link. */
function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';

function DangerZone({ me }: { me: CurrentUser }) {
  const { message } = App.useApp();
  const signOut = useSignOut();
  const [exportMe, exporting] = useLazyExportMeQuery();
  const [deleteMe, deleting] = useDeleteMeMutation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password?: string; confirmation?: string }>();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function exportData() {
    try {
      const data = await exportMe().unwrap();
      downloadJson(data, `tribo-meus-dados-${me.username}.json`);
      void message.success('Seus dados foram baixados.');
    } catch (err) {
      void message.error(apiErrorMessage(err, 'Não foi possível exportar seus dados. Tente novamente.'));
    }
  }

  async function confirmDelete() {
    setDeleteError(null);
    let values: { password?: string; confirmation?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await deleteMe({ deleteMeBody: values }).unwrap();
      setOpen(false);
      await signOut({ replace: true });
      // The home page has no antd App context (this page's goes away with it): the static
      // message renders on its own and outlives the navigation.
      void staticMessage.success('Sua conta foi excluída. Sentiremos sua falta!');
    } catch (err) {
      setDeleteError(showServerErrors(form, err, ['password', 'confirmation']));
    }
  }

  return (
    <Card title="Zona de perigo" className={`${styles.card} ${styles.danger}`}>
      <div className={styles.dangerRow}>
        <div>
          <Typography.Text strong>Exportar meus dados</Typography.Text>
          <Typography.Paragraph type="secondary" className={styles.dangerText}>
            Baixe em um arquivo JSON tudo o que a Tribo guarda sobre sua conta (LGPD).
          </Typography.Paragraph>
        </div>
        <Button icon={<DownloadOutlined />} loading={exporting.isFetching} onClick={() => void exportData()}>
          Exportar meus dados
        </Button>
      </div>
      <div className={styles.dangerRow}>
        <div>
          <Typography.Text strong>Excluir minha conta</Typography.Text>
          <Typography.Paragraph type="secondary" className={styles.dangerText}>
            Apaga sua conta, seus anúncios e seus dados pessoais. Não é possível desfazer.
          </Typography.Paragraph>
        </div>
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => {
            form.resetFields();
            setDeleteError(null);
            setOpen(true);
          }}
        >
          Excluir minha conta
        </Button>
      </div>
      <Modal
        open={open}
        title="Excluir sua conta?"
        okText="Excluir definitivamente"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: deleting.isLoading }}
        onOk={() => void confirmDelete()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Sua conta, seus anúncios, favoritos e dados pessoais serão apagados para sempre. Se quiser guardar uma cópia,
          exporte seus dados antes.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void confirmDelete()}>
          {me.has_password ? (
            <Form.Item name="password" label="Confirme com sua senha" rules={rules.password}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          ) : (
            <Form.Item
              name="confirmation"
              label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}
              rules={[
                {
                  required: true,
                  pattern: new RegExp(`^${DELETE_CONFIRMATION_WORD}$`),
                  message: `Digite ${DELETE_CONFIRMATION_WORD} em letras maiúsculas.`,
                },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          )}
          {deleteError ? <Alert type="error" showIcon title={deleteError} /> : null}
        </Form>
      </Modal>
    </Card>
  );
}
