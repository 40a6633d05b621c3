import { useState } from 'react';
import { useUpdatePasswordMutation } from '../../api/users';
import { differentFrom, rules, sameAs } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, PasswordInput } from '../../components/form/controls';
import type { Toast } from '../../components/Toast';
import button from '../../components/Button.module.css';
import EditCard from './EditCard';
import styles from './ProfileEditPage.module.css';

interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}
const PASSWORD_FIELDS = ['current_password', 'new_password', 'new_password_confirm'] as const;

/** Changes the password (accounts that have one); the new token pair is kept by the base query. */
export default function PasswordCard({ toast }: { toast: Toast }) {
  const [form] = useForm<PasswordValues>();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [error, setError] = useState<string | null>(null);

  async function change(values: PasswordValues) {
    setError(null);
    try {
      const { detail } = await updatePassword({ changePasswordBody: values }).unwrap();
      form.resetFields();
      toast.success(detail);
    } catch (err) {
      setError(showServerErrors(form, err, PASSWORD_FIELDS));
    }
  }

  return (
    <EditCard title="Alterar senha">
      <Form form={form} onFinish={change} disabled={isLoading} className={styles.narrow}>
        <FormField name="current_password" label="Senha atual" rules={rules.password}>
          <PasswordInput autoComplete="current-password" />
        </FormField>
        <FormField
          name="new_password"
          label="Nova senha"
          dependencies={['current_password']}
          rules={[...rules.newPassword, differentFrom('current_password')]}
        >
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <FormField
          name="new_password_confirm"
          label="Confirme a nova senha"
          dependencies={['new_password']}
          rules={[{ required: true, message: 'Confirme a nova senha.' }, sameAs('new_password')]}
        >
          <PasswordInput autoComplete="new-password" />
        </FormField>
        {error ? <Notice type="error" title={error} /> : null}
        <button type="submit" className={button.button} disabled={isLoading} aria-busy={isLoading || undefined}>
          Alterar senha
        </button>
      </Form>
    </EditCard>
  );
}
