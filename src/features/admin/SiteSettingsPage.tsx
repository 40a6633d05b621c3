import { Alert, Button, Card, Form, Input, Switch } from 'antd';
import type { AdminSettings } from '../../api/admin';
import { SettingsFrame, useSaveSettings } from './SettingsFrame';
import { onlyDigits, RULES, TEXT_LIMIT } from './settingsRules';
import styles from './Admin.module.css';

type SiteValues = Pick<
  AdminSettings,
  | 'contact_email'
  | 'whatsapp_number'
  | 'whatsapp_greeting'
  | 'social_profile_url'
  | 'maintenance_banner'
  | 'ads_enabled'
>;

/** The server's field names this page has a field for (its error messages land on them). */
const FIELDS = [
  'contact_email',
  'whatsapp_number',
  'whatsapp_greeting',
  'social_profile_url',
  'maintenance_banner',
  'maintenance_banner.enabled',
  'maintenance_banner.message',
  'ads_enabled',
] as const;

// Text inputs with inputMode, not type="email"/"url": the browser's own validation bubble would
// stop the submit before the form's pt-BR messages beside the field.
function SiteSettingsForm({ settings }: { settings: AdminSettings }) {
  const [form] = Form.useForm<SiteValues>();
  const { save, saving, error } = useSaveSettings(form, FIELDS);
  const bannerOn = Form.useWatch(['maintenance_banner', 'enabled'], form);
  const initial: SiteValues = {
    contact_email: settings.contact_email,
    whatsapp_number: settings.whatsapp_number,
    whatsapp_greeting: settings.whatsapp_greeting,
    social_profile_url: settings.social_profile_url,
    maintenance_banner: settings.maintenance_banner,
    ads_enabled: settings.ads_enabled,
  };
  const onFinish = (v: SiteValues) =>
    save({
      contact_email: v.contact_email.trim(),
      whatsapp_number: onlyDigits(v.whatsapp_number),
      whatsapp_greeting: (v.whatsapp_greeting ?? '').trim(),
      social_profile_url: v.social_profile_url.trim(),
      maintenance_banner: {
        enabled: !!v.maintenance_banner.enabled,
        message: (v.maintenance_banner.message ?? '').trim(),
      },
      ads_enabled: !!v.ads_enabled,
    });

  return (
    <Form<SiteValues> form={form} layout="vertical" initialValues={initial} onFinish={onFinish}>
      <Card size="small" title="Contato" className={styles.settingsSection}>
        <Form.Item
          name="contact_email"
          label="E-mail de contato"
          extra="Recebe as mensagens do formulário de contato quando não há equipe cadastrada."
          rules={RULES.contactEmail}
          required
        >
          <Input inputMode="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="whatsapp_number"
          label="Número do WhatsApp"
          extra="Só números, com DDI e DDD (ex.: 5511999999999)."
          rules={RULES.whatsappNumber}
          normalize={(v: string) => onlyDigits(v)}
          required
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={15} />
        </Form.Item>
        <Form.Item
          name="whatsapp_greeting"
          label="Saudação do WhatsApp"
          extra="Texto que já vem escrito quando a pessoa abre a conversa pelo rodapé."
        >
          <Input.TextArea rows={2} maxLength={TEXT_LIMIT} showCount style={{ marginBottom: 20 }} />
        </Form.Item>
        <Form.Item
          name="social_profile_url"
          label="Perfil na rede social"
          extra="Endereço completo, como https://www.instagram.com/tribo.marketplace."
          rules={RULES.socialProfileUrl}
          required
        >
          <Input inputMode="url" autoComplete="off" maxLength={500} />
        </Form.Item>
      </Card>

      <Card size="small" title="Aviso no topo do site" className={styles.settingsSection}>
        <Form.Item
          name={['maintenance_banner', 'enabled']}
          label="Mostrar o aviso em todas as páginas"
          valuePropName="checked"
          extra="Para avisos como manutenção programada. Cada visitante pode fechá-lo até o fim da visita."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name={['maintenance_banner', 'message']}
          label="Mensagem do aviso"
          dependencies={[['maintenance_banner', 'enabled']]}
          rules={RULES.bannerMessage(() => !!form.getFieldValue(['maintenance_banner', 'enabled']))}
          required={!!bannerOn}
        >
          <Input.TextArea rows={2} maxLength={TEXT_LIMIT} showCount style={{ marginBottom: 20 }} />
        </Form.Item>
      </Card>

      <Card size="small" title="Publicidade" className={styles.settingsSection}>
        <Form.Item
          name="ads_enabled"
          label="Anúncios de terceiros (banners)"
          valuePropName="checked"
          extra="Liga os espaços de publicidade de parceiros nas páginas."
        >
          <Switch />
        </Form.Item>
      </Card>

      {error ? <Alert type="error" showIcon title={error} className={styles.settingsSection} /> : null}
      <div className={styles.settingsActions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}

/** /admin/settings: contact, WhatsApp, social profile, the announcement banner and third-party ads. */
export default function SiteSettingsPage() {
  return (
    <SettingsFrame
      title="Configurações do site"
      intro="Contato, aviso no topo e publicidade. As alterações valem na hora para todos os visitantes."
    >
      {(settings) => <SiteSettingsForm settings={settings} />}
    </SettingsFrame>
  );
}
