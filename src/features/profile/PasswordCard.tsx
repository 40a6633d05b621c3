import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useUpdatePasswordMutation } from '../../api/users';
import { differentFrom, rules, sameAs } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
import styles from './ProfileEditPage.module.css';

interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}
const PASSWORD_FIELDS = ['current_password', 'new_password', 'new_password_confirm'] as const;

/** Changes the password (accounts that have one); the new token pair is kept by the base query. */
export default function PasswordCard() {
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
        <Form.Item
          name="new_password"
          label="Nova senha"
          dependencies={['current_password']}
          rules={[...rules.newPassword, differentFrom('current_password')]}
        >
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
