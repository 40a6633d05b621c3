import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { apiFieldErrors } from '../../lib/apiErrors';
import { useUpdateMeMutation, useUpdateMeWithAvatarMutation, type CurrentUser } from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { resolveImageUrl } from '../../lib/imageUrl';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import { formatPhone, PHONE_RULE } from '../../lib/phone';
import { loadStates, selectStateList } from '../../api/states';
import { Form, FormField, useForm, useFormDisabled } from '../../components/form/Form';
import { Notice, SubmitButton, Switch, TextArea, TextInput } from '../../components/form/controls';
import StateCombobox from '../../components/StateCombobox';
import { useUnsavedChanges } from '../../session/useUnsavedChanges';
import type { Toast } from '../../components/Toast';
import button from '../../components/Button.module.css';
import EditCard, { Avatar, EditIcon } from './EditCard';
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
  /** '' for none. */
  state_code: string;
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
  state_code: user.state_code ?? '',
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
export default function ProfileForm({ me, toast }: { me: CurrentUser; toast: Toast }) {
  const dispatch = useAppDispatch();
  const states = useAppSelector(selectStateList);
  const [form] = useForm<ProfileValues>();
  const [updateMe, updating] = useUpdateMeMutation();
  const [updateMeWithAvatar, uploading] = useUpdateMeWithAvatarMutation();
  const [error, setError] = useState<string | null>(null);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const saving = updating.isLoading || uploading.isLoading;
  // Typed changes, a picked photo or a removal not saved yet: leaving the page asks first.
  const [changed, setChanged] = useState(false);
  const leaveQuestion = useUnsavedChanges(!saving && (changed || Boolean(avatarFile) || removeAvatar));

  useEffect(() => {
    void dispatch(loadStates());
  }, [dispatch]);

  // A picked photo is shown from memory until it is saved; the object URL is freed after.
  const preview = useMemo(() => objectUrl(avatarFile), [avatarFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shownAvatar = preview ?? (removeAvatar ? null : resolveImageUrl(me.avatar));

  const stateCodes = useMemo(() => {
    const codes = me.state_code && !states.includes(me.state_code) ? [...states, me.state_code] : states;
    return [...codes].sort();
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
      state_code: values.state_code,
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
      toast.success(SAVED_MESSAGE);
    } catch (err) {
      const serverFields = apiFieldErrors(err);
      if (serverFields.avatar) setAvatarError(serverFields.avatar.join(' '));
      setError(showServerErrors(form, err, [...PROFILE_FIELDS, 'avatar']));
    }
  }

  return (
    <EditCard title="Dados do perfil">
      <Form
        form={form}
        initialValues={valuesOf(me)}
        onFinish={save}
        onValuesChange={() => setChanged(true)}
        disabled={saving}
      >
        <AvatarField
          shown={shownAvatar}
          error={avatarError}
          file={avatarFile}
          removable={Boolean(me.avatar) && !removeAvatar}
          onPick={pickAvatar}
          onCancelFile={() => setAvatarFile(null)}
          onRemove={() => setRemoveAvatar(true)}
        />
        <div className={styles.columns}>
          <FormField
            name="first_name"
            label="Nome"
            rules={[
              { required: true, whitespace: true, message: 'Informe seu nome.' },
              { max: 150, message: 'Use no máximo 150 caracteres.' },
            ]}
          >
            <TextInput autoComplete="given-name" />
          </FormField>
          <FormField
            name="last_name"
            label="Sobrenome"
            rules={[{ max: 150, message: 'Use no máximo 150 caracteres.' }]}
          >
            <TextInput autoComplete="family-name" />
          </FormField>
        </div>
        <FormField
          name="username"
          label="Nome de usuário"
          rules={rules.username}
          extra="Aparece no endereço do seu perfil público."
        >
          <TextInput autoComplete="username" autoCapitalize="none" />
        </FormField>
        <FormField
          name="bio"
          label="Sobre você"
          rules={[{ max: 1000, message: 'Use no máximo 1000 caracteres.' }]}
          extra="Conte o que você faz, sua experiência e a região que atende."
        >
          <TextArea rows={4} maxLength={1000} showCount />
        </FormField>
        <div className={styles.columns}>
          <FormField
            name="phone"
            label="Telefone"
            rules={[PHONE_RULE, { max: 30, message: 'Use no máximo 30 caracteres.' }]}
          >
            <TextInput type="tel" autoComplete="tel" placeholder="(11) 3333-4444" />
          </FormField>
          <FormField
            name="whatsapp"
            label="WhatsApp"
            rules={[PHONE_RULE, { max: 30, message: 'Use no máximo 30 caracteres.' }]}
          >
            <TextInput type="tel" placeholder="(11) 98888-7777" />
          </FormField>
        </div>
        <div className={`${styles.columns} ${styles.place}`}>
          <FormField name="state_code" label="Estado">
            <StateField states={stateCodes} />
          </FormField>
          <FormField name="city" label="Cidade" rules={[{ max: 100, message: 'Use no máximo 100 caracteres.' }]}>
            <TextInput autoComplete="address-level2" />
          </FormField>
        </div>

        <h2 className={styles.subTitle}>O que aparece no seu perfil público</h2>
        <FormField name="show_email" valuePropName="checked" className={styles.switchItem}>
          <Switch>{`Mostrar meu e-mail (${me.email})`}</Switch>
        </FormField>
        <FormField name="show_phone" valuePropName="checked" className={styles.switchItem}>
          <Switch>Mostrar meu telefone</Switch>
        </FormField>
        <FormField name="show_whatsapp" valuePropName="checked" className={styles.switchItem}>
          <Switch>Mostrar meu WhatsApp</Switch>
        </FormField>

        <h2 className={styles.subTitle}>E-mails</h2>
        <FormField name="message_emails" valuePropName="checked" className={styles.switchItem}>
          <Switch>Avisar por e-mail quando eu tiver mensagens não lidas</Switch>
        </FormField>

        {error ? <Notice type="error" title={error} /> : null}
        <SubmitButton loading={saving}>Salvar alterações</SubmitButton>
      </Form>
      {leaveQuestion}
    </EditCard>
  );
}

/** The state picker in a form field's box: FormField gives it the value, id and error state. */
function StateField({
  states,
  value = '',
  onChange,
  ...field
}: {
  states: readonly string[];
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <StateCombobox
      {...field}
      id={field.id ?? 'state_code'}
      value={value}
      states={states}
      onChange={(code) => onChange?.(code)}
      withNames
      emptyLabel="Não informar"
      placeholder="Selecione"
      className={[styles.stateBox, field.invalid && styles.stateInvalid].filter(Boolean).join(' ')}
    />
  );
}

/**
 * "Foto de perfil": the photo (or a person's outline), the buttons that pick, cancel or remove it,
 * and under them the rules or what went wrong.
 */
function AvatarField({
  shown,
  error,
  file,
  removable,
  onPick,
  onCancelFile,
  onRemove,
}: {
  shown: string | null;
  error: string | null;
  file: File | null;
  removable: boolean;
  onPick: (file: File | undefined) => void;
  onCancelFile: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = useFormDisabled();
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`} className={styles.avatarField}>
      <div id={`${id}-label`} className={styles.fieldLabel}>
        Foto de perfil
      </div>
      <div className={styles.avatarRow}>
        <Avatar src={shown} size={96} alt="Sua foto de perfil" />
        <div className={styles.avatarActions}>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-label="Escolher foto"
            className={styles.fileInput}
            disabled={disabled}
            onChange={(e) => {
              onPick(e.target.files?.[0]);
              // The same file picked again after an error still fires a change.
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className={button.button}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            <EditIcon name="upload" />
            {shown ? 'Trocar foto' : 'Escolher foto'}
          </button>
          {file ? (
            <button type="button" className={button.button} disabled={disabled} onClick={onCancelFile}>
              Cancelar nova foto
            </button>
          ) : removable ? (
            <button type="button" className={button.button} disabled={disabled} onClick={onRemove}>
              <EditIcon name="delete" />
              Remover foto
            </button>
          ) : null}
        </div>
        {file ? (
          <span className={styles.secondary}>Nova foto: {file.name}. Clique em Salvar alterações para enviá-la.</span>
        ) : null}
      </div>
      <div
        id={`${id}-help`}
        className={error ? styles.avatarError : styles.avatarHelp}
        role={error ? 'alert' : undefined}
      >
        {error ?? 'JPEG, PNG ou WebP de até 5 MB. A foto é recortada em quadrado.'}
      </div>
    </div>
  );
}
