import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Skeleton,
  Tabs,
  Typography,
} from 'antd';
import ResultScreen from '../../components/ResultScreen';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api/ads';
import {
  tribeImageUrl,
  uploadTribeImage,
  useCreateTribeMutation,
  useDeleteTribeMutation,
  useGetTribeQuery,
  useUpdateTribeMutation,
  type Tribe,
  type TribeImageKind,
  type TribeWrite,
} from '../../api/tribes';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { showServerErrors } from '../../lib/formErrors';
import { STATE_NAMES, STATE_SEARCH, UF_CODES, stateLabel } from '../../lib/states';
import { useUnsavedChanges } from '../../session/useUnsavedChanges';
import { AD_POLICY_LABELS, JOIN_POLICY_LABELS } from '../../lib/tribeLabels';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { canManage, isOwner } from './tribeAccess';
import TribeImageField, { type PickedTribeImage } from './TribeImageField';
import styles from './TribeFormPage.module.css';
import { managementTabs } from './management/managementTabs';

// Slightly over the ~350-line rule: the create/edit form and its image fields in one page.

const FORM_FIELDS = [
  'name',
  'description',
  'rules',
  'state_code',
  'city',
  'category_id',
  'visibility',
  'join_policy',
  'ad_policy',
] as const;

export const NAME_RULES = [
  { required: true, whitespace: true, message: 'Dê um nome à tribo.' },
  { min: 3, message: 'O nome deve ter pelo menos 3 caracteres.' },
  { max: 80, message: 'O nome deve ter no máximo 80 caracteres.' },
];

type FormValues = TribeWrite;

const DEFAULTS: Partial<FormValues> = {
  visibility: 'public',
  join_policy: 'open',
  ad_policy: 'open',
  state_code: 'SP',
};

function toValues(t: Tribe): FormValues {
  return {
    name: t.name,
    description: t.description ?? '',
    rules: t.rules ?? '',
    state_code: t.state_code,
    city: t.city ?? '',
    category_id: t.category?.id ?? null,
    visibility: t.visibility,
    join_policy: t.join_policy,
    ad_policy: t.ad_policy,
  };
}

/** /tribes/create and /tribes/edit/{slug} (owner and moderators): the tribe's data and, when editing, its management. */
export default function TribeFormPage() {
  const { slug } = useParams();
  const editing = Boolean(slug);
  const { data: tribe, isLoading, error } = useGetTribeQuery({ slug: slug ?? '' }, { skip: !editing });
  useDocumentTitle(editing ? `Gerenciar ${tribe?.name ?? 'tribo'}` : 'Criar tribo');
  if (editing && isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (editing && (error || !tribe))
    return (
      <ResultScreen
        status="404"
        title="Tribo não encontrada"
        subTitle={apiErrorMessage(error, '')}
        extra={<Link to={paths.tribes()}>Ver tribos</Link>}
      />
    );
  if (editing && tribe && !canManage(tribe))
    return (
      <ResultScreen
        status="403"
        title="Só o dono e os moderadores podem gerenciar esta tribo."
        extra={<Link to={paths.tribe(tribe.slug)}>Voltar à tribo</Link>}
      />
    );
  if (!tribe) return <TribeForm />;
  return <ManageTribe tribe={tribe} />;
}

function ManageTribe({ tribe }: { tribe: Tribe }) {
  const [sp, setSp] = useSearchParams();
  // Six sections do not fit a phone's tab bar (antd would hide some behind a "more" menu): there
  // the sections are a list to pick from, with the chosen one below it.
  const phone = Grid.useBreakpoint().sm === false;
  const items = [{ key: 'data', label: 'Dados', children: <TribeForm existing={tribe} /> }, ...managementTabs(tribe)];
  const wanted = sp.get('tab') ?? 'data';
  const active = items.find((i) => i.key === wanted) ?? items[0];
  const open = (key: string) => setSp(key === 'data' ? {} : { tab: key }, { replace: true });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Link to={paths.tribe(tribe.slug)}>
        <ArrowLeftOutlined /> Voltar para {tribe.name}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        Gerenciar {tribe.name}
      </Typography.Title>
      {phone ? (
        <>
          <Select
            aria-label="Seção"
            value={active.key}
            onChange={open}
            options={items.map(({ key, label }) => ({ value: key, label }))}
          />
          {active.children}
        </>
      ) : (
        <Tabs activeKey={active.key} onChange={open} destroyOnHidden items={items} />
      )}
    </Flex>
  );
}

function TribeForm({ existing }: { existing?: Tribe }) {
  const editing = Boolean(existing);
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const { data: categories } = useListCategoriesQuery();
  const [create] = useCreateTribeMutation();
  const [update] = useUpdateTribeMutation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<Record<TribeImageKind, PickedTribeImage | null>>({ avatar: null, cover: null });
  const [progress, setProgress] = useState<Partial<Record<TribeImageKind, number>>>({});
  const [uploadErrors, setUploadErrors] = useState<Partial<Record<TribeImageKind, string>>>({});
  // Typed changes and picked images not saved yet: leaving the page (or the section) asks first.
  const [changed, setChanged] = useState(false);
  const leavePrompt = useUnsavedChanges(!saving && (changed || Boolean(images.avatar ?? images.cover)));
  /** Nothing left to lose (saved or deleted): flushed, so the blocker knows before navigating. */
  const settle = () =>
    flushSync(() => {
      setChanged(false);
      setImages({ avatar: null, cover: null });
    });

  const uploadImages = async (slug: string) => {
    let failures = 0;
    for (const kind of ['avatar', 'cover'] as const) {
      const picked = images[kind];
      if (!picked) continue;
      setProgress((p) => ({ ...p, [kind]: 0 }));
      try {
        await dispatch(uploadTribeImage(slug, kind, picked.file, (pct) => setProgress((p) => ({ ...p, [kind]: pct }))));
      } catch (err) {
        failures += 1;
        setUploadErrors((e) => ({ ...e, [kind]: (err as Error).message }));
      }
    }
    return failures;
  };

  const onFinish = async (values: FormValues) => {
    setSaving(true);
    setError(null);
    setUploadErrors({});
    const body: TribeWrite = {
      ...values,
      name: values.name.trim(),
      city: values.city?.trim() ?? '',
      category_id: values.category_id ?? null,
      description: values.description ?? '',
      rules: values.rules ?? '',
    };
    try {
      const saved = existing
        ? await update({ slug: existing.slug, tribeUpdateBody: body }).unwrap()
        : await create({ tribeCreateBody: body }).unwrap();
      const failures = await uploadImages(saved.slug);
      if (failures) message.warning('A tribo foi salva, mas alguma imagem não foi enviada. Tente de novo.');
      else message.success(editing ? 'Tribo atualizada.' : 'Tribo criada!');
      setChanged(false);
      if (!editing) {
        settle();
        navigate(paths.tribe(saved.slug));
      } else if (!failures) setImages({ avatar: null, cover: null });
    } catch (err) {
      setError(showServerErrors(form, err, FORM_FIELDS, { fallback: 'Não foi possível salvar a tribo.' }));
    } finally {
      setSaving(false);
      setProgress({});
    }
  };

  const content = (
    <Form<FormValues>
      form={form}
      className={styles.form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={() => setChanged(true)}
      disabled={saving}
      initialValues={existing ? toValues(existing) : DEFAULTS}
      requiredMark="optional"
    >
      {leavePrompt}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Card title="Sobre a tribo" style={{ marginBottom: 16 }}>
        <Form.Item name="name" label="Nome da tribo" rules={NAME_RULES}>
          <Input placeholder="Ex.: Diaristas da Zona Sul" maxLength={80} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="Descrição"
          rules={[{ max: 2000, message: 'A descrição deve ter no máximo 2.000 caracteres.' }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder="Para quem é a tribo e o que ela reúne" />
        </Form.Item>
        <Form.Item
          name="rules"
          label="Regras"
          rules={[{ max: 5000, message: 'As regras devem ter no máximo 5.000 caracteres.' }]}
        >
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder="Uma regra por linha" />
        </Form.Item>
        <Form.Item name="category_id" label="Categoria">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Sem categoria"
            options={categories?.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={10} sm={8}>
            <Form.Item name="state_code" label="Estado" rules={[{ required: true, message: 'Escolha o estado.' }]}>
              <Select
                showSearch={STATE_SEARCH}
                popupMatchSelectWidth={false}
                optionRender={(option) => stateLabel(String(option.value))}
                options={UF_CODES.map((uf) => ({ value: uf, label: uf, title: STATE_NAMES[uf] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={14} sm={16}>
            <Form.Item name="city" label="Cidade" rules={[{ max: 80, message: 'Deve ter no máximo 80 caracteres.' }]}>
              <Input placeholder="Deixe em branco para o estado todo" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="Imagens" style={{ marginBottom: 16 }}>
        <Row gutter={[24, 16]}>
          <Col xs={24} sm={8}>
            <TribeImageField
              label="Avatar"
              current={tribeImageUrl(existing?.avatar ?? null)}
              value={images.avatar}
              onChange={(v) => setImages((i) => ({ ...i, avatar: v }))}
              progress={progress.avatar}
              error={uploadErrors.avatar}
              disabled={saving}
            />
          </Col>
          <Col xs={24} sm={16}>
            <TribeImageField
              label="Capa"
              wide
              current={tribeImageUrl(existing?.cover ?? null, '800')}
              value={images.cover}
              onChange={(v) => setImages((i) => ({ ...i, cover: v }))}
              progress={progress.cover}
              error={uploadErrors.cover}
              disabled={saving}
            />
          </Col>
        </Row>
      </Card>
      <Card title="Quem participa e o que se publica" style={{ marginBottom: 16 }}>
        <Form.Item name="visibility" label="Visibilidade">
          <Radio.Group
            aria-label="Visibilidade"
            options={[
              { value: 'public', label: 'Pública: qualquer pessoa vê os anúncios' },
              { value: 'private', label: 'Privada: só membros veem os anúncios e as regras' },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          />
        </Form.Item>
        <Form.Item name="join_policy" label="Como se entra">
          <Radio.Group
            aria-label="Como se entra"
            options={Object.entries(JOIN_POLICY_LABELS).map(([value, label]) => ({ value, label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          />
        </Form.Item>
        <Form.Item name="ad_policy" label="Anúncios dos membros" style={{ marginBottom: 0 }}>
          <Radio.Group
            aria-label="Anúncios dos membros"
            options={Object.entries(AD_POLICY_LABELS).map(([value, label]) => ({ value, label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          />
        </Form.Item>
      </Card>
      <Flex gap={8} justify="end" wrap>
        <Button onClick={() => navigate(existing ? paths.tribe(existing.slug) : paths.tribes())} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} size="large">
          {editing ? 'Salvar alterações' : 'Criar tribo'}
        </Button>
      </Flex>
    </Form>
  );

  if (existing)
    return (
      <Flex vertical gap={16}>
        {content}
        {isOwner(existing) ? <DeleteTribe tribe={existing} onDeleted={settle} /> : null}
      </Flex>
    );
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        Criar tribo
      </Typography.Title>
      <Typography.Text type="secondary">
        Você será o dono da tribo e poderá convidar moderadores depois.
      </Typography.Text>
      {content}
    </Flex>
  );
}

/** Deleting is final: the owner types the tribe's name to confirm. */
function DeleteTribe({ tribe, onDeleted }: { tribe: Tribe; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [remove, { isLoading }] = useDeleteTribeMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const matches = typed.trim() === tribe.name;
  const confirm = async () => {
    try {
      await remove({ slug: tribe.slug }).unwrap();
      message.success('Tribo excluída.');
      onDeleted();
      navigate(paths.tribes(), { replace: true });
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível excluir a tribo.'));
    }
  };
  return (
    <Card title="Excluir tribo" styles={{ header: { color: '#c62828' } }}>
      <Typography.Paragraph>
        A tribo, os vínculos dos anúncios e os convites serão apagados. Os anúncios dos membros continuam no site.
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Excluir tribo
      </Button>
      <Modal
        title="Excluir tribo"
        open={open}
        okText="Excluir para sempre"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, disabled: !matches }}
        confirmLoading={isLoading}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          Para confirmar, digite o nome da tribo: <Typography.Text strong>{tribe.name}</Typography.Text>
        </Typography.Paragraph>
        <Input aria-label="Nome da tribo para confirmar" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Modal>
    </Card>
  );
}
