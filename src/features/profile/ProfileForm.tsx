import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Button, Card, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiFieldErrors } from '../../lib/apiErrors';
import { useUpdateMeMutation, useUpdateMeWithAvatarMutation, type CurrentUser } from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { resolveImageUrl } from '../../lib/imageUrl';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import { useUnsavedChanges } from '../../session/useUnsavedChanges';
import { formatPhone, PHONE_RULE } from '../../lib/phone';
import { STATE_SEARCH, stateLabel } from '../../lib/states';
import { loadStates, selectStateList } from '../../api/states';
import styles from './ProfileEditPage.module.css';

/** Same limits as the server (server/src/lib/avatar.ts), checked before uploading. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_TYPE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP.';
export const AVATAR_SIZE_MESSAGE = 'A imagem deve ter no máximo 5 MB.';
export const SAVED_MESSAGE = 'Perfil atualizado com sucesso!';

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
  message_emails: boolean;
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
  'message_emails',
];

const valuesOf = (user: CurrentUser): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  bio: user.bio,
  phone: formatPhone(user.phone),
  whatsapp: formatPhone(user.whatsapp),
  state_code: user.state_code ?? undefined,
  city: user.city,
  show_email: user.show_email,
  show_phone: user.show_phone,
  show_whatsapp: user.show_whatsapp,
  message_emails: user.message_emails,
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

/** The profile fields and the photo: saved together, as JSON or (with a new photo) multipart. */
export default function ProfileForm({ me }: { me: CurrentUser }) {
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
  // Typed changes, a picked photo or a removal not saved yet: leaving the page asks first.
  const [changed, setChanged] = useState(false);
  const leavePrompt = useUnsavedChanges(!saving && (changed || Boolean(avatarFile) || removeAvatar));

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
      message_emails: values.message_emails,
    };
    try {
      // The stored user (and so the header) follows in usersApi's onQueryStarted.
      const user = avatarFile
        ? await updateMeWithAvatar({ fields, avatar: avatarFile }).unwrap()
        : await updateMe({ updateMeBody: { ...fields, ...(removeAvatar ? { avatar: null } : {}) } }).unwrap();
      form.setFieldsValue(valuesOf(user));
      setAvatarFile(null);
      setRemoveAvatar(false);
      setChanged(false);
      void message.success(SAVED_MESSAGE);
    } catch (err) {
      const serverFields = apiFieldErrors(err);
      if (serverFields.avatar) setAvatarError(serverFields.avatar.join(' '));
      setError(showServerErrors(form, err, [...PROFILE_FIELDS, 'avatar']));
    }
  }

  return (
    <Card title="Dados do perfil" className={styles.card}>
      {leavePrompt}
      <Form
        form={form}
        layout="vertical"
        initialValues={valuesOf(me)}
        onFinish={(values) => void save(values)}
        onValuesChange={() => setChanged(true)}
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
          {/* antd draws the count under the field, outside its box: room for it above the help text. */}
          <Input.TextArea rows={4} maxLength={1000} showCount style={{ marginBottom: 20 }} />
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
              <Select allowClear showSearch={STATE_SEARCH} placeholder="Selecione" options={stateOptions} />
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

        <Typography.Title level={2} className={styles.subTitle}>
          E-mails
        </Typography.Title>
        <Form.Item name="message_emails" valuePropName="checked" className={styles.switchItem}>
          <SwitchLine label="Avisar por e-mail quando eu tiver mensagens não lidas" />
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
