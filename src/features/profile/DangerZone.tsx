import { useState } from 'react';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDeleteMeMutation, useLazyExportMeQuery, type CurrentUser } from '../../api/users';
import { useSignOut } from '../../session/useSignOut';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import ConfirmDialog from '../../components/ConfirmDialog';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, PasswordInput, TextInput } from '../../components/form/controls';
import { toastBeyondPage, type Toast } from '../../components/Toast';
import button from '../../components/Button.module.css';
import EditCard, { EditIcon } from './EditCard';
import styles from './ProfileEditPage.module.css';

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

interface DeleteValues {
  password?: string;
  confirmation?: string;
}

/** Exports the account data (LGPD) and deletes the account, which signs the user out to /. */
export default function DangerZone({ me, toast }: { me: CurrentUser; toast: Toast }) {
  const [exportMe, exporting] = useLazyExportMeQuery();
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    try {
      const data = await exportMe().unwrap();
      downloadJson(data, `tribo-meus-dados-${me.username}.json`);
      toast.success('Seus dados foram baixados.');
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível exportar seus dados. Tente novamente.'));
    }
  }

  return (
    <EditCard title="Zona de perigo" danger>
      <div className={styles.dangerRow}>
        <div>
          <strong>Exportar meus dados</strong>
          <p className={`${styles.secondary} ${styles.dangerText}`}>
            Baixe em um arquivo JSON tudo o que a Tribo guarda sobre sua conta (LGPD).
          </p>
        </div>
        <button
          type="button"
          className={button.button}
          disabled={exporting.isFetching}
          aria-busy={exporting.isFetching || undefined}
          onClick={() => void exportData()}
        >
          <EditIcon name="download" />
          Exportar meus dados
        </button>
      </div>
      <div className={styles.dangerRow}>
        <div>
          <strong>Excluir minha conta</strong>
          <p className={`${styles.secondary} ${styles.dangerText}`}>
            Apaga sua conta, seus anúncios e seus dados pessoais. Não é possível desfazer.
          </p>
        </div>
        <button type="button" className={`${button.button} ${button.danger}`} onClick={() => setDeleting(true)}>
          <EditIcon name="delete" />
          Excluir minha conta
        </button>
      </div>
      {/* Mounted while open: each opening starts with an empty field and no error. */}
      {deleting ? <DeleteAccountDialog hasPassword={me.has_password} onClose={() => setDeleting(false)} /> : null}
    </EditCard>
  );
}

/** "Excluir sua conta?": the password (or EXCLUIR, without one) confirms it; then signed out to /. */
function DeleteAccountDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  const [deleteMe, { isLoading }] = useDeleteMeMutation();
  const [form] = useForm<DeleteValues>();
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete(values: DeleteValues) {
    setError(null);
    try {
      await deleteMe({ deleteMeBody: values }).unwrap();
      onClose();
      await signOut({ replace: true });
      // This page (and its toasts) goes away with the navigation: the message outlives it.
      toastBeyondPage('Sua conta foi excluída. Sentiremos sua falta!');
    } catch (err) {
      setError(showServerErrors(form, err, ['password', 'confirmation']));
    }
  }

  return (
    <ConfirmDialog
      open
      title="Excluir sua conta?"
      description="Sua conta, seus anúncios, favoritos e dados pessoais serão apagados para sempre. Se quiser guardar uma cópia, exporte seus dados antes."
      confirmText="Excluir definitivamente"
      danger
      busy={isLoading}
      onConfirm={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} onFinish={confirmDelete} disabled={isLoading} className={styles.deleteForm}>
        {hasPassword ? (
          <FormField name="password" label="Confirme com sua senha" rules={rules.password}>
            <PasswordInput autoComplete="current-password" />
          </FormField>
        ) : (
          <FormField
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
            <TextInput autoComplete="off" />
          </FormField>
        )}
        {error ? <Notice type="error" title={error} /> : null}
      </Form>
    </ConfirmDialog>
  );
}
