import { useState } from 'react';
import { Alert, App, Button, DatePicker, Divider, Drawer, Flex, Form, Input, Segmented, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useCreateAdminHeroSlideMutation,
  useDeleteAdminHeroSlideImageMutation,
  useUpdateAdminHeroSlideMutation,
  useUploadAdminHeroSlideImageMutation,
  type HeroImageKind,
  type HeroSlideAdmin,
  type HeroSlideWrite,
} from '../../api/admin';
import HeroSlideView from '../../components/HeroSlideView';
import { apiErrorMessage, apiFieldErrors } from '../../lib/apiErrors';
import { showServerErrors } from '../../lib/formErrors';
import HeroImageField, { NO_CHANGE, shownImage, type ImageChoice } from './HeroImageField';
import { isSafeCtaUrl, LIMITS, MESSAGES } from './heroSlides';
import styles from './Admin.module.css';

interface FormValues {
  title: string;
  subtitle: string;
  cta_label: string;
  cta_url: string;
  image_alt: string;
  is_active: boolean;
  window: [Dayjs | null, Dayjs | null] | null;
}

const FORM_FIELDS = ['title', 'subtitle', 'cta_label', 'cta_url', 'image_alt', 'is_active', 'window'];
/** The server names the window's ends; the form has one field for both. */
const RENAME = { starts_at: 'window', ends_at: 'window' };

const initialValues = (slide: HeroSlideAdmin | null): FormValues => ({
  title: slide?.title ?? '',
  subtitle: slide?.subtitle ?? '',
  cta_label: slide?.cta_label ?? '',
  cta_url: slide?.cta_url ?? '',
  image_alt: slide?.image_alt ?? '',
  is_active: slide?.is_active ?? true,
  window:
    slide?.starts_at || slide?.ends_at
      ? [slide.starts_at ? dayjs(slide.starts_at) : null, slide.ends_at ? dayjs(slide.ends_at) : null]
      : null,
});

function bodyOf(v: FormValues): HeroSlideWrite {
  const [start, end] = v.window ?? [null, null];
  return {
    title: v.title.trim(),
    subtitle: (v.subtitle ?? '').trim(),
    cta_label: (v.cta_label ?? '').trim(),
    cta_url: (v.cta_url ?? '').trim(),
    image_alt: (v.image_alt ?? '').trim(),
    is_active: v.is_active,
    starts_at: start ? start.second(0).millisecond(0).toISOString() : null,
    ends_at: end ? end.second(0).millisecond(0).toISOString() : null,
  };
}

const KINDS: Array<{ kind: HeroImageKind; label: string; hint: string }> = [
  {
    kind: 'desktop',
    label: 'Imagem do computador',
    hint: 'Proporção 16:9, como a página inicial mostra (ideal: 1600×900 px); outra proporção é cortada nas bordas, como na prévia. JPEG, PNG, WebP ou AVIF de até 10 MB.',
  },
  {
    kind: 'phone',
    label: 'Imagem do celular',
    hint: 'Opcional, também 16:9 (ideal: 800×450 px). Sem ela, o celular mostra a imagem do computador.',
  },
];

/**
 * Create or edit a slide in a drawer (mounted anew, with a new key, each time it opens): the fields (pt-BR messages, the server's rules mirrored),
 * the two pictures, the active window, and a live preview drawn by the home's own slide component.
 * Saving sends the fields, then each new picture, then takes off the removed ones.
 */
export default function HeroSlideDrawer({
  open,
  slide,
  onClose,
}: {
  open: boolean;
  /** The slide being edited; null for a new one. */
  slide: HeroSlideAdmin | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<HeroSlideAdmin | null>(slide);
  const [images, setImages] = useState<Record<HeroImageKind, ImageChoice>>({ desktop: NO_CHANGE, phone: NO_CHANGE });
  const [imageErrors, setImageErrors] = useState<Record<HeroImageKind, string | null>>({ desktop: null, phone: null });
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [create] = useCreateAdminHeroSlideMutation();
  const [update] = useUpdateAdminHeroSlideMutation();
  const [upload] = useUploadAdminHeroSlideImageMutation();
  const [removeImage] = useDeleteAdminHeroSlideImageMutation();

  const values = Form.useWatch([], form) as Partial<FormValues> | undefined;
  const desktopShown = shownImage(editing?.image_url ?? '', images.desktop);
  const phoneShown = shownImage(editing?.image_mobile_url ?? '', images.phone);
  const hasImage = !!(desktopShown || phoneShown);

  async function save() {
    let v: FormValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    let saved: HeroSlideAdmin | null = editing;
    try {
      const body = bodyOf(v);
      saved = editing
        ? await update({ id: editing.id, heroSlideUpdateBody: body }).unwrap()
        : await create({ heroSlideCreateBody: body }).unwrap();
      setEditing(saved);
    } catch (err) {
      setError(showServerErrors(form, err, [...FORM_FIELDS, ...Object.keys(RENAME)], { rename: RENAME }));
      setSaving(false);
      return;
    }
    // The pictures, one request each; a refusal stays on its field (the slide itself is saved).
    let failed = false;
    for (const { kind } of KINDS) {
      const choice = images[kind];
      try {
        if (choice.picked) {
          saved = await upload({
            id: saved.id,
            heroSlideImageUploadBody: { kind, image_alt: v.image_alt.trim(), image: choice.picked.file },
          }).unwrap();
        } else if (choice.removed) {
          saved = await removeImage({ id: saved.id, kind }).unwrap();
        } else continue;
        setImages((all) => ({ ...all, [kind]: NO_CHANGE }));
      } catch (err) {
        failed = true;
        const fields = apiFieldErrors(err);
        if (fields.image_alt) form.setFields([{ name: 'image_alt', errors: fields.image_alt }]);
        const text = fields.image?.join(' ') ?? (fields.image_alt ? null : apiErrorMessage(err));
        setImageErrors((all) => ({ ...all, [kind]: text }));
      }
    }
    setEditing(saved);
    setSaving(false);
    if (failed) {
      setError('O slide foi salvo, mas uma imagem não. Veja a mensagem no campo da imagem.');
      return;
    }
    void message.success(slide ? 'Slide salvo.' : 'Slide criado.');
    onClose();
  }

  const previewSlide = {
    title: values?.title?.trim() || 'Título do slide',
    subtitle: values?.subtitle ?? '',
    cta_label: values?.cta_label ?? '',
    cta_url: values?.cta_url ?? '',
    image_alt: values?.image_alt ?? '',
    image_url: desktopShown,
    image_mobile_url: phoneShown,
  };

  return (
    <Drawer
      title={slide ? 'Editar slide' : 'Novo slide'}
      open={open}
      onClose={onClose}
      size="min(1100px, 100vw)"
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {slide ? 'Salvar alterações' : 'Criar slide'}
          </Button>
        </Flex>
      }
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <div className={styles.heroEditor}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues(slide)}
          requiredMark="optional"
          onFinish={() => void save()}
          aria-label={slide ? 'Editar slide' : 'Novo slide'}
        >
          <Form.Item
            name="title"
            label="Título"
            rules={[
              { required: true, whitespace: true, message: MESSAGES.title },
              { max: LIMITS.title, message: `Use no máximo ${LIMITS.title} caracteres.` },
            ]}
          >
            <Input maxLength={LIMITS.title} showCount />
          </Form.Item>
          <Form.Item
            name="subtitle"
            label="Subtítulo"
            rules={[{ max: LIMITS.subtitle, message: `Use no máximo ${LIMITS.subtitle} caracteres.` }]}
          >
            <Input.TextArea
              maxLength={LIMITS.subtitle}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              style={{ marginBottom: 20 }}
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Form.Item
              name="cta_label"
              label="Texto do botão"
              style={{ flex: '1 1 200px' }}
              dependencies={['cta_url']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, value: string) =>
                    !value?.trim() && getFieldValue('cta_url')?.trim()
                      ? Promise.reject(new Error(MESSAGES.ctaLabelMissing))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input maxLength={LIMITS.ctaLabel} placeholder="Ex.: Encontrar serviços" />
            </Form.Item>
            <Form.Item
              name="cta_url"
              label="Link do botão"
              style={{ flex: '1 1 200px' }}
              dependencies={['cta_label']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, raw: string) => {
                    const value = raw?.trim() ?? '';
                    if (value && !isSafeCtaUrl(value)) return Promise.reject(new Error(MESSAGES.ctaUrl));
                    if (!value && getFieldValue('cta_label')?.trim())
                      return Promise.reject(new Error(MESSAGES.ctaUrlMissing));
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <Input maxLength={LIMITS.ctaUrl} placeholder="/ads ou https://…" />
            </Form.Item>
          </Flex>
          <Form.Item
            name="window"
            label="Período de exibição"
            extra="Deixe em branco o início ou o fim para não limitar. Horário deste navegador."
            rules={[
              {
                validator: (_r, range: FormValues['window']) =>
                  range?.[0] && range?.[1] && !range[1].isAfter(range[0])
                    ? Promise.reject(new Error(MESSAGES.window))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker
              // Both fields named (the Form.Item's label reaches the first only).
              aria-label="Período de exibição"
              showTime={{ format: 'HH:mm' }}
              format="DD/MM/YYYY HH:mm"
              allowEmpty={[true, true]}
              placeholder={['Início', 'Fim']}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="is_active" label="Ativo" valuePropName="checked">
            <Switch checkedChildren="Sim" unCheckedChildren="Não" />
          </Form.Item>
          <Divider plain>Imagens</Divider>
          <Flex vertical gap={16} style={{ marginBottom: 16 }}>
            {KINDS.map(({ kind, label, hint }) => (
              <HeroImageField
                key={kind}
                id={`imagem-${kind}`}
                label={label}
                hint={hint}
                current={kind === 'desktop' ? (editing?.image_url ?? '') : (editing?.image_mobile_url ?? '')}
                value={images[kind]}
                onChange={(next) => {
                  setImages((all) => ({ ...all, [kind]: next }));
                  // The alt text becomes required (or not) with the pictures.
                  window.setTimeout(() => {
                    if (form.isFieldTouched('image_alt') || form.getFieldError('image_alt').length)
                      void form.validateFields(['image_alt']).catch(() => undefined);
                  });
                }}
                error={imageErrors[kind]}
                onError={(text) => setImageErrors((all) => ({ ...all, [kind]: text }))}
                disabled={saving}
              />
            ))}
          </Flex>
          <Form.Item
            name="image_alt"
            label="Texto alternativo da imagem"
            extra="Descreva o que a imagem mostra, para quem usa leitor de tela."
            required={hasImage}
            rules={[
              {
                validator: (_r, value: string) =>
                  hasImage && !value?.trim() ? Promise.reject(new Error(MESSAGES.alt)) : Promise.resolve(),
              },
              { max: LIMITS.alt, message: `Use no máximo ${LIMITS.alt} caracteres.` },
            ]}
          >
            <Input maxLength={LIMITS.alt} />
          </Form.Item>
        </Form>

        <section aria-label="Prévia do slide" className={styles.heroPreview}>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
            <strong>Prévia</strong>
            <Segmented
              aria-label="Prévia em"
              value={device}
              onChange={(v) => setDevice(v as 'desktop' | 'phone')}
              options={[
                { value: 'desktop', label: 'Computador' },
                { value: 'phone', label: 'Celular' },
              ]}
            />
          </Flex>
          <div className={device === 'phone' ? styles.heroFramePhone : styles.heroFrame}>
            <HeroSlideView slide={previewSlide} device={device} linkable={false} />
          </div>
          {values?.is_active === false ? (
            <Alert type="info" showIcon title="Slide inativo: não aparece na página inicial." />
          ) : null}
        </section>
      </div>
    </Drawer>
  );
}
