import { App, Button, Card, Checkbox, Col, Flex, Form, Input, Row, Select, Skeleton, Switch, Typography } from 'antd';
import ResultScreen from '../../components/ResultScreen';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  useGetAdQuery,
  useListCategoriesQuery,
  type AdCreateBody,
  type AdDetail,
  type AdUpdateBody,
} from '../../api/ads';
import { useCreateAdMutation, useUpdateAdMutation } from '../../api/adWrites';
import { uploadAdImageFile } from '../../api/adImageUpload';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import TribePicker, { useSubmitAdToTribes } from '../../components/TribePicker';
import { showServerErrors } from '../../lib/formErrors';
import { formatReaisInput, parseCents } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUnsavedChanges } from '../../session/useUnsavedChanges';
import { STATE_NAMES, STATE_SEARCH, UF_CODES, stateLabel } from '../../lib/states';
import { PRICE_TYPE_LABELS } from './format';
import {
  DEFAULTS,
  existingImages,
  FORM_FIELDS,
  PHONE_RULES,
  PRICE_RULES,
  toAdBody,
  toValues,
  type FormValues,
} from './adFormValues';
import ImagePicker, { failedImagesMessage, isFailed, type PickedImage } from './ImagePicker';

const PHOTOS_ID = 'fotos-do-anuncio';

/** /ads/create and /ads/edit/{slug}: one form, pt-BR validation, photos uploaded one by one with progress. */
export default function AdFormPage() {
  const { slug } = useParams();
  const editing = Boolean(slug);
  const { data: existing, isLoading, error } = useGetAdQuery({ slug: slug ?? '' }, { skip: !editing });
  useDocumentTitle(editing ? 'Editar anúncio' : 'Anunciar Grátis');
  if (editing && isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (editing && (error || !existing)) {
    return (
      <ResultScreen status="404" title="Anúncio não encontrado" extra={<Link to={paths.ads()}>Ver anúncios</Link>} />
    );
  }
  if (editing && existing && !existing.is_owner) {
    return (
      <ResultScreen
        status="403"
        title="Só o dono do anúncio pode editá-lo."
        extra={<Link to={paths.ad(existing.slug)}>Voltar ao anúncio</Link>}
      />
    );
  }
  return <AdForm key={existing?.slug ?? 'novo'} existing={existing} />;
}

function AdForm({ existing }: { existing?: AdDetail }) {
  const editing = Boolean(existing);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const dispatch = useAppDispatch();
  const { data: categories } = useListCategoriesQuery();
  const [createAd] = useCreateAdMutation();
  const [updateAd] = useUpdateAdMutation();
  const [images, setImages] = useState<PickedImage[]>(() => existingImages(existing));
  const failedImages = images.filter(isFailed);
  const failedImagesHelp = failedImages.length
    ? failedImagesMessage(failedImages, editing ? 'salvar as alterações' : 'publicar o anúncio')
    : undefined;
  const [saving, setSaving] = useState(false);
  // Changed and not saved yet: leaving (reload, another page) asks first.
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty && !saving);
  const toAgree = Form.useWatch('to_agree', form);
  // "Publicar nesta tribo" > "Criar um anúncio novo" arrives with ?tribe=: preselected, and back there after saving.
  const fromTribe = useSearchParams()[0].get('tribe');
  const submitToTribes = useSubmitAdToTribes();

  const uploadNew = async (ad: AdDetail): Promise<number> => {
    let failures = 0;
    for (const item of images.filter((i) => !i.existingId && i.file)) {
      const record = ad.images.find((img) => img.client_id === item.key);
      if (!record) continue;
      const setItem = (patch: Partial<PickedImage>) =>
        setImages((prev) => prev.map((p) => (p.key === item.key ? { ...p, ...patch } : p)));
      setItem({ status: 'uploading', progress: 0 });
      try {
        await dispatch(uploadAdImageFile(record.id, item.file as File, (progress) => setItem({ progress })));
        setItem({ status: 'done', progress: 100 });
      } catch (err) {
        failures += 1;
        setItem({ status: 'error', error: (err as Error).message });
      }
    }
    return failures;
  };

  const onFinish = async (values: FormValues) => {
    if (images.some((i) => i.status === 'processing')) {
      message.warning('Aguarde o processamento das fotos.');
      return;
    }
    // A photo that could not be read is not left out without a word: removed first, by the user.
    if (failedImagesHelp) {
      message.error(failedImagesHelp);
      document.getElementById(PHOTOS_ID)?.scrollIntoView?.({ block: 'center' });
      return;
    }
    const body = toAdBody(values, images);
    setSaving(true);
    try {
      let ad: AdDetail;
      if (editing && existing) {
        ad = await updateAd({
          slug: existing.slug,
          adUpdateBody: {
            ...body,
            images_order: images.filter((i) => i.status !== 'error').map((i) => i.key),
          } as AdUpdateBody,
        }).unwrap();
      } else {
        ad = await createAd({ adCreateBody: body as AdCreateBody }).unwrap();
      }
      const failures = await uploadNew(ad);
      if (failures)
        message.warning(
          `${failures === 1 ? '1 foto não foi enviada' : `${failures} fotos não foram enviadas`}. Você pode tentar de novo editando o anúncio.`,
        );
      else message.success(editing ? 'Anúncio atualizado.' : 'Anúncio publicado!');
      const tribes = values.tribes ?? [];
      if (tribes.length) {
        const sent = await submitToTribes(ad.slug, tribes);
        if (sent.pending) message.info(`Enviado para aprovação em ${sent.pending} tribo(s).`);
        if (sent.failed.length) message.warning(`Não foi possível enviar para ${sent.failed.length} tribo(s).`);
      }
      // Back to the tribe the ad was created for; else the ad's page, which offers "Destacar
      // anúncio" once after publishing (not forced).
      // Saved: nothing to warn about on the way out (flushed, so the blocker knows before navigating).
      flushSync(() => setDirty(false));
      if (fromTribe && tribes.includes(fromTribe)) navigate(paths.tribe(fromTribe));
      else navigate(paths.ad(ad.slug), editing ? undefined : { state: { published: true } });
    } catch (err) {
      console.error('Erro ao salvar o anúncio', (err as { data?: unknown }).data ?? err);
      message.error(
        showServerErrors(form, err, FORM_FIELDS, {
          rename: { price_cents: 'price' },
          fallback: 'Não foi possível salvar o anúncio.',
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        {editing ? 'Editar anúncio' : 'Anunciar Grátis'}
      </Typography.Title>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={() => setDirty(true)}
        disabled={saving}
        initialValues={existing ? toValues(existing) : { ...DEFAULTS, tribes: fromTribe ? [fromTribe] : [] }}
        requiredMark="optional"
      >
        <Card id={PHOTOS_ID} title="Fotos" style={{ marginBottom: 16 }}>
          <Form.Item
            validateStatus={failedImagesHelp ? 'error' : undefined}
            help={failedImagesHelp}
            style={{ marginBottom: 0 }}
          >
            <ImagePicker
              value={images}
              onChange={(next) => {
                setImages(next);
                setDirty(true);
              }}
              disabled={saving}
            />
          </Form.Item>
        </Card>
        <Card title="Sobre o anúncio" style={{ marginBottom: 16 }}>
          <Form.Item
            name="title"
            label="Título"
            rules={[
              { required: true, whitespace: true, message: 'Informe o título.' },
              { min: 5, message: 'O título deve ter pelo menos 5 caracteres.' },
              { max: 120, message: 'O título deve ter no máximo 120 caracteres.' },
            ]}
          >
            <Input placeholder="Ex.: Diarista com experiência em São Paulo" maxLength={120} showCount />
          </Form.Item>
          <Form.Item
            name="category_id"
            label="Categoria"
            rules={[{ required: true, message: 'Escolha uma categoria.' }]}
          >
            <Select
              placeholder="Escolha"
              showSearch
              optionFilterProp="label"
              options={categories?.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id) => {
                const cat = categories?.find((c) => c.id === id);
                if (cat) form.setFieldValue('is_service', cat.is_service);
              }}
            />
          </Form.Item>
          <Form.Item name="is_service" label="É um serviço?" valuePropName="checked">
            <Switch checkedChildren="Serviço" unCheckedChildren="Produto" />
          </Form.Item>
          <Form.Item
            name="description"
            label="Descrição"
            rules={[
              { required: true, whitespace: true, message: 'Descreva o que você oferece.' },
              { min: 20, message: 'A descrição deve ter pelo menos 20 caracteres.' },
              { max: 5000, message: 'A descrição deve ter no máximo 5.000 caracteres.' },
            ]}
          >
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
        </Card>
        <Card title="Preço" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              {/* Text, not InputNumber: its parser read "1.500" as 1,5 and it clamped silently. */}
              <Form.Item name="price" label="Preço (R$)" dependencies={['to_agree']} validateFirst rules={PRICE_RULES}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  prefix="R$"
                  placeholder="0,00"
                  disabled={toAgree || saving}
                  onBlur={() => {
                    // Written back the Brazilian way ("1500.5" becomes "1.500,50"); what cannot be
                    // read stays as typed, next to its message. setFields, not setFieldValue: the
                    // amount is the same, so is its message (setFieldValue would clear it).
                    const cents = parseCents(form.getFieldValue('price'));
                    if (typeof cents === 'number') form.setFields([{ name: 'price', value: formatReaisInput(cents) }]);
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="price_type" label="Tipo de preço">
                <Select
                  disabled={toAgree || saving}
                  options={Object.entries(PRICE_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="to_agree" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>A combinar</Checkbox>
          </Form.Item>
        </Card>
        <Card title="Local e contato" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={8} sm={4}>
              <Form.Item name="state_code" label="UF" rules={[{ required: true, message: 'Escolha o estado.' }]}>
                <Select
                  showSearch={STATE_SEARCH}
                  popupMatchSelectWidth={false}
                  optionRender={(option) => stateLabel(String(option.value))}
                  options={UF_CODES.map((uf) => ({ value: uf, label: uf, title: STATE_NAMES[uf] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={16} sm={10}>
              <Form.Item
                name="city"
                label="Cidade"
                rules={[
                  { required: true, whitespace: true, message: 'Informe a cidade.' },
                  { max: 80, message: 'Deve ter no máximo 80 caracteres.' },
                ]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item
                name="neighbourhood"
                label="Bairro"
                rules={[{ max: 80, message: 'Deve ter no máximo 80 caracteres.' }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="contact_whatsapp" label="WhatsApp (com DDD)" rules={PHONE_RULES}>
                <Input inputMode="tel" placeholder="(11) 91234-5678" />
              </Form.Item>
              <Form.Item name="show_whatsapp" valuePropName="checked" label="Mostrar WhatsApp no anúncio">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="contact_phone" label="Telefone (com DDD)" rules={PHONE_RULES}>
                <Input inputMode="tel" placeholder="(11) 3333-4444" />
              </Form.Item>
              <Form.Item name="show_phone" valuePropName="checked" label="Mostrar telefone no anúncio">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Tribos" style={{ marginBottom: 16 }}>
          <Form.Item
            name="tribes"
            label="Enviar para as tribos"
            extra="Nas tribos com aprovação, o anúncio aparece depois que os moderadores aprovarem."
            style={{ marginBottom: 0 }}
          >
            <TribePicker disabled={saving} />
          </Form.Item>
        </Card>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(-1)} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} size="large">
            {editing ? 'Salvar alterações' : 'Publicar anúncio'}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
