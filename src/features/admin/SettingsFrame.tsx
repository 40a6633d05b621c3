import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Skeleton, Typography, type FormInstance } from 'antd';
import {
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { showServerErrors } from '../../lib/formErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatDateTime } from './format';
import { SETTINGS_FORM_MESSAGES } from './settingsRules';
import styles from './Admin.module.css';

export const SAVED_MESSAGE = 'Configurações salvas';

/**
 * Saving part of the settings (the server changes only what is sent). A refusal puts each field
 * message on its field — the server names nested fields with dots (hero_carousel.interval_ms), the
 * form with paths — and returns the general message for the page's Alert.
 */
export function useSaveSettings(form: FormInstance, fieldNames: readonly string[]) {
  const [update, { isLoading }] = useUpdateAdminSettingsMutation();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const save = async (body: AdminSettingsUpdate) => {
    setError(null);
    try {
      await update({ settingsUpdate: body }).unwrap();
      message.success(SAVED_MESSAGE);
    } catch (e) {
      const nested: Pick<FormInstance, 'setFields'> = {
        setFields: (fields) =>
          form.setFields(fields.map((f) => ({ ...f, name: typeof f.name === 'string' ? f.name.split('.') : f.name }))),
      };
      setError(showServerErrors(nested, e, fieldNames, { fallback: SETTINGS_FORM_MESSAGES.saveFailed }));
    }
  };
  return { save, saving: isLoading, error };
}

/** An admin settings page: its title, the last change, and the form once the settings are here. */
export function SettingsFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (settings: AdminSettings) => ReactNode;
}) {
  useDocumentTitle(title);
  const { data, isLoading, error, refetch } = useGetAdminSettingsQuery();
  return (
    <section aria-labelledby="settings-title" className={styles.settings}>
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="settings-title">
          {title}
        </Typography.Title>
        {data?.updated_at ? (
          <Typography.Text type="secondary">Última alteração: {formatDateTime(data.updated_at)}</Typography.Text>
        ) : null}
      </div>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(error, 'Não foi possível carregar as configurações.')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              Tentar de novo
            </Button>
          }
        />
      ) : isLoading || !data ? (
        <Skeleton active />
      ) : (
        children(data)
      )}
    </section>
  );
}
