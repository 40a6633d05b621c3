import { useId, useState, type ReactNode } from 'react';
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
import button from '../../components/Button.module.css';
import { Form, FormField, useForm, useWatch } from '../../components/form/Form';
import { Checkbox, SubmitButton, TextInput } from '../../components/form/controls';
import ResultLayout from '../../components/ResultLayout';
import result from '../../components/ResultScreen.module.css';
import { SvgIcon } from '../../components/icons';
import skeleton from '../../components/Skeleton.module.css';
import { useToast } from '../../components/Toast';
import TribePicker, { useSubmitAdToTribes } from '../../components/TribePicker';
import { showServerErrors } from '../../lib/formErrors';
import { formatReaisInput, parseCents } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUnsavedChanges } from '../../session/useUnsavedChanges';
import { STATE_NAMES, UF_CODES, stateLabel } from '../../lib/states';
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
import { AffixInput, CountedTextArea, Select, Switch, type SelectOption } from './formControls';
import ImagePicker, { failedImagesMessage, isFailed, type PickedImage } from './ImagePicker';
import styles from './AdFormPage.module.css';

const PHOTOS_ID = 'fotos-do-anuncio';
/** antd's LockFilled (ResultScreen's 403), drawn here without the icon library. */
const LOCK =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM540 701v53c0 4.4-3.6 8-8 8h-40c-4.4 0-8-3.6-8-8v-53a48.01 48.01 0 1156 0zm152-237H332V240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224z';

const PRICE_TYPES: SelectOption<string>[] = Object.entries(PRICE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
/** The list names each state ("SP — São Paulo"); the narrow field shows the code. */
const STATES: SelectOption<string>[] = UF_CODES.map((uf) => ({
  value: uf,
  label: STATE_NAMES[uf] ? stateLabel(uf) : uf,
  short: uf,
}));

/** A label with antd's "(opcional)" mark (requiredMark="optional"): the fields without a required rule. */
const optional = (label: string): ReactNode => (
  <>
    {label}
    <span className={styles.optional}>(opcional)</span>
  </>
);

/** A titled section of the form (antd's Card with a title). */
function Section({
  title,
  id,
  flush = false,
  children,
}: {
  title: string;
  id?: string;
  /** The last field sits on the card's padding, without its margin. */
  flush?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={flush ? `${styles.cardBody} ${styles.flush}` : styles.cardBody}>{children}</div>
    </section>
  );
}

/** The form's shape while the ad loads (antd's Skeleton with ten lines). */
function FormSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Carregando o anúncio">
      <span className={`${skeleton.bar} ${styles.skeletonTitle}`} />
      {Array.from({ length: 10 }, (_, i) => (
        <span key={i} className={`${skeleton.bar} ${styles.skeletonLine}`} />
      ))}
    </div>
  );
}

/** /ads/create and /ads/edit/{slug}: one form, pt-BR validation, photos uploaded one by one with progress. */
export default function AdFormPage() {
  const { slug } = useParams();
  const editing = Boolean(slug);
  const { data: existing, isLoading, error } = useGetAdQuery({ slug: slug ?? '' }, { skip: !editing });
  useDocumentTitle(editing ? 'Editar anúncio' : 'Anunciar Grátis');
  if (editing && isLoading) return <FormSkeleton />;
  if (editing && (error || !existing)) {
    return (
      <ResultLayout mark="404" title="Anúncio não encontrado" extra={<Link to={paths.ads()}>Ver anúncios</Link>} />
    );
  }
  if (editing && existing && !existing.is_owner) {
    return (
      <ResultLayout
        mark={
          <span className={result.locked}>
            <SvgIcon path={LOCK} size="1em" viewBox="64 64 896 896" />
          </span>
        }
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
  const { toast: message, region } = useToast();
  const [form] = useForm<FormValues>();
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
  const leavePrompt = useUnsavedChanges(dirty && !saving);
  const toAgree = Boolean(useWatch('to_agree', form));
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

  const onValuesChange = (changed: Partial<FormValues>) => {
    setDirty(true);
    // A category says whether it is a service: the switch follows it (the owner may still change it).
    if ('category_id' in changed) {
      const cat = categories?.find((c) => c.id === changed.category_id);
      if (cat) form.setFieldValue('is_service', cat.is_service);
    }
  };
  const categoryOptions = categories?.map((c) => ({ value: c.id, label: c.name })) ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{editing ? 'Editar anúncio' : 'Anunciar Grátis'}</h1>
      {region}
      {leavePrompt}
      <Form<FormValues>
        form={form}
        className={styles.form}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        disabled={saving}
        initialValues={existing ? toValues(existing) : { ...DEFAULTS, tribes: fromTribe ? [fromTribe] : [] }}
      >
        <Section id={PHOTOS_ID} title="Fotos">
          <ImagePicker
            value={images}
            onChange={(next) => {
              setImages(next);
              setDirty(true);
            }}
            disabled={saving}
          />
          {failedImagesHelp && (
            <div className={styles.photosHelp} role="alert">
              {failedImagesHelp}
            </div>
          )}
        </Section>
        <Section title="Sobre o anúncio">
          <FormField
            name="title"
            label="Título"
            rules={[
              { required: true, whitespace: true, message: 'Informe o título.' },
              { min: 5, message: 'O título deve ter pelo menos 5 caracteres.' },
              { max: 120, message: 'O título deve ter no máximo 120 caracteres.' },
            ]}
          >
            <AffixInput placeholder="Ex.: Diarista com experiência em São Paulo" maxLength={120} showCount />
          </FormField>
          <FormField
            name="category_id"
            label="Categoria"
            rules={[{ required: true, message: 'Escolha uma categoria.' }]}
          >
            <Select placeholder="Escolha" options={categoryOptions} />
          </FormField>
          <FormField name="is_service" label={optional('É um serviço?')} valuePropName="checked">
            <Switch checkedText="Serviço" uncheckedText="Produto" />
          </FormField>
          <FormField
            name="description"
            label="Descrição"
            rules={[
              { required: true, whitespace: true, message: 'Descreva o que você oferece.' },
              { min: 20, message: 'A descrição deve ter pelo menos 20 caracteres.' },
              { max: 5000, message: 'A descrição deve ter no máximo 5.000 caracteres.' },
            ]}
          >
            <CountedTextArea rows={6} maxLength={5000} />
          </FormField>
        </Section>
        <Section title="Preço" flush>
          <div className={styles.pair}>
            {/* Text, not a number input: "1.500" is one thousand five hundred, and nothing is clamped. */}
            <FormField
              name="price"
              label={toAgree ? optional('Preço (R$)') : 'Preço (R$)'}
              dependencies={['to_agree']}
              validateFirst
              rules={PRICE_RULES}
            >
              <AffixInput
                inputMode="decimal"
                autoComplete="off"
                prefix="R$"
                placeholder="0,00"
                disabled={toAgree}
                onBlur={() => {
                  // Written back the Brazilian way ("1500.5" becomes "1.500,50"); what cannot be
                  // read stays as typed, next to its message. setFields, not setFieldValue: the
                  // amount is the same, so is its message (setFieldValue would clear it).
                  const cents = parseCents(form.getFieldValue('price'));
                  if (typeof cents === 'number') form.setFields([{ name: 'price', value: formatReaisInput(cents) }]);
                }}
              />
            </FormField>
            <FormField name="price_type" label={optional('Tipo de preço')}>
              <Select options={PRICE_TYPES} disabled={toAgree} />
            </FormField>
          </div>
          <div className={styles.agree}>
            <FormField name="to_agree" valuePropName="checked">
              <Checkbox>A combinar</Checkbox>
            </FormField>
          </div>
        </Section>
        <Section title="Local e contato">
          <div className={styles.place}>
            <div className={styles.uf}>
              <FormField name="state_code" label="UF" rules={[{ required: true, message: 'Escolha o estado.' }]}>
                <Select options={STATES} />
              </FormField>
            </div>
            <div className={styles.city}>
              <FormField
                name="city"
                label="Cidade"
                rules={[
                  { required: true, whitespace: true, message: 'Informe a cidade.' },
                  { max: 80, message: 'Deve ter no máximo 80 caracteres.' },
                ]}
              >
                <TextInput />
              </FormField>
            </div>
            <div className={styles.neighbourhood}>
              <FormField
                name="neighbourhood"
                label={optional('Bairro')}
                rules={[{ max: 80, message: 'Deve ter no máximo 80 caracteres.' }]}
              >
                <TextInput />
              </FormField>
            </div>
            <div className={styles.contact}>
              <FormField name="contact_whatsapp" label={optional('WhatsApp (com DDD)')} rules={PHONE_RULES}>
                <TextInput inputMode="tel" placeholder="(11) 91234-5678" />
              </FormField>
              <FormField name="show_whatsapp" valuePropName="checked" label={optional('Mostrar WhatsApp no anúncio')}>
                <Switch />
              </FormField>
            </div>
            <div className={styles.contact}>
              <FormField name="contact_phone" label={optional('Telefone (com DDD)')} rules={PHONE_RULES}>
                <TextInput inputMode="tel" placeholder="(11) 3333-4444" />
              </FormField>
              <FormField name="show_phone" valuePropName="checked" label={optional('Mostrar telefone no anúncio')}>
                <Switch />
              </FormField>
            </div>
          </div>
        </Section>
        <Section title="Tribos" flush>
          <FormField name="tribes">
            <TribePicker
              legend={optional('Enviar para as tribos')}
              hint="Nas tribos com aprovação, o anúncio aparece depois que os moderadores aprovarem."
            />
          </FormField>
        </Section>
        <div className={styles.actions}>
          <button type="button" className={button.button} onClick={() => navigate(-1)} disabled={saving}>
            Cancelar
          </button>
          <SubmitButton large loading={saving}>
            {editing ? 'Salvar alterações' : 'Publicar anúncio'}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
