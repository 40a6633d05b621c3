import { Alert, Button, Card, Form, InputNumber, Radio, Switch } from 'antd';
import type { AdminSettings } from '../../api/admin';
import { SettingsFrame, useSaveSettings } from './SettingsFrame';
import { INTERVAL_SECONDS, RULES } from './settingsRules';
import styles from './Admin.module.css';

type Carousel = AdminSettings['hero_carousel'];
interface CarouselValues {
  hero_carousel: Carousel;
}

const FIELDS = [
  'hero_carousel',
  'hero_carousel.autoplay',
  'hero_carousel.interval_ms',
  'hero_carousel.transition',
  'hero_carousel.show_arrows',
  'hero_carousel.show_indicators',
  'hero_carousel.pause_on_hover',
] as const;

export const TRANSITION_OPTIONS = [
  { value: 'slide', label: 'Deslizar' },
  { value: 'fade', label: 'Esmaecer' },
] as const;

function CarouselSettingsForm({ settings }: { settings: AdminSettings }) {
  const [form] = Form.useForm<CarouselValues>();
  const { save, saving, error } = useSaveSettings(form, FIELDS);
  const autoplay = Form.useWatch(['hero_carousel', 'autoplay'], form);
  const onFinish = ({ hero_carousel: c }: CarouselValues) =>
    save({
      hero_carousel: {
        autoplay: !!c.autoplay,
        interval_ms: c.interval_ms,
        transition: c.transition,
        show_arrows: !!c.show_arrows,
        show_indicators: !!c.show_indicators,
        pause_on_hover: !!c.pause_on_hover,
      },
    });

  return (
    <Form<CarouselValues>
      form={form}
      layout="vertical"
      initialValues={{ hero_carousel: settings.hero_carousel }}
      onFinish={onFinish}
    >
      <Card size="small" title="Passagem dos slides" className={styles.settingsSection}>
        <Form.Item
          name={['hero_carousel', 'autoplay']}
          label="Passar os slides automaticamente"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        {/* Staff think in seconds; the setting is stored in milliseconds. */}
        <Form.Item
          name={['hero_carousel', 'interval_ms']}
          label="Tempo de cada slide (segundos)"
          extra={`De ${INTERVAL_SECONDS.min} a ${INTERVAL_SECONDS.max} segundos.`}
          rules={RULES.intervalMs}
          getValueProps={(ms: number | null | undefined) => ({ value: typeof ms === 'number' ? ms / 1000 : ms })}
          normalize={(s: number | null) => (typeof s === 'number' ? Math.round(s * 1000) : s)}
          required
        >
          <InputNumber step={1} precision={1} decimalSeparator="," disabled={autoplay === false} />
        </Form.Item>
        <Form.Item
          name={['hero_carousel', 'pause_on_hover']}
          label="Pausar com o ponteiro sobre o carrossel"
          valuePropName="checked"
        >
          <Switch disabled={autoplay === false} />
        </Form.Item>
        <Form.Item name={['hero_carousel', 'transition']} label="Transição entre slides">
          <Radio.Group options={TRANSITION_OPTIONS.map((o) => ({ ...o }))} optionType="button" buttonStyle="solid" />
        </Form.Item>
      </Card>

      <Card size="small" title="Controles" className={styles.settingsSection}>
        <Form.Item
          name={['hero_carousel', 'show_arrows']}
          label="Mostrar setas (anterior e próximo)"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name={['hero_carousel', 'show_indicators']}
          label="Mostrar indicadores (pontos)"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          title="O carrossel sempre mostra o botão de pausar, e quem pede menos movimento ao sistema não vê a passagem automática."
        />
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

/** /admin/carousel-settings: how the home page's hero carousel behaves. */
export default function CarouselSettingsPage() {
  return (
    <SettingsFrame
      title="Configurações do carrossel"
      intro="Como o carrossel da página inicial passa os slides. Os slides em si ficam em Carrossel da página inicial."
    >
      {(settings) => <CarouselSettingsForm settings={settings} />}
    </SettingsFrame>
  );
}
