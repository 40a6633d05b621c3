import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, message as staticMessage, Modal, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDeleteMeMutation, useLazyExportMeQuery, type CurrentUser } from '../../api/users';
import { useSignOut } from '../../session/useSignOut';
import { rules } from '../../lib/accountRules';
import { showServerErrors } from '../../lib/formErrors';
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

/** Exports the account data (LGPD) and deletes the account, which signs the user out to /. */
export default function DangerZone({ me }: { me: CurrentUser }) {
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
