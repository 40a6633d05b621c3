import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateContactMessageMutation, useGetSettingsQuery } from '../../api/core';
import { Form, FormField, useForm } from '../../components/form/Form';
import { Notice, SubmitButton, TextArea, TextInput } from '../../components/form/controls';
import { showServerErrors } from '../../lib/formErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const FIELDS: Array<keyof ContactValues> = ['name', 'email', 'subject', 'message'];

/** /contact: name, email, subject, message -> POST /api/v1/core/contact/ (5 per hour per IP). */
export default function ContactPage() {
  useDocumentTitle('Contato');
  const [form] = useForm<ContactValues>();
  const [send, { isLoading }] = useCreateContactMessageMutation();
  const { data: settings } = useGetSettingsQuery();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onFinish(values: ContactValues) {
    setConfirmation(null);
    setFailure(null);
    try {
      const res = await send({ contactRequest: values }).unwrap();
      setConfirmation(res.detail);
      form.resetFields();
    } catch (err) {
      setFailure(
        showServerErrors(form, err, FIELDS, {
          fallback: 'Não foi possível enviar a mensagem. Tente novamente em instantes.',
        }),
      );
    }
  }

  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1>Contato</h1>
      <p className={styles.lead}>
        Dúvidas, sugestões, denúncias ou pedidos sobre seus dados? Escreva para a gente — respondemos em até 2 dias
        úteis.
      </p>
      <div className={styles.contactGrid}>
        <div>
          {confirmation ? <Notice type="success" title={confirmation} /> : null}
          {failure ? <Notice type="error" title={failure} /> : null}
          <Form<ContactValues> form={form} onFinish={onFinish} disabled={isLoading}>
            <FormField
              label="Nome"
              name="name"
              rules={[
                { required: true, whitespace: true, message: 'Informe seu nome.' },
                { min: 2, message: 'O nome deve ter pelo menos 2 caracteres.' },
                { max: 100, message: 'O nome deve ter no máximo 100 caracteres.' },
              ]}
            >
              <TextInput autoComplete="name" maxLength={100} />
            </FormField>
            <FormField
              label="E-mail"
              name="email"
              rules={[
                { required: true, message: 'Informe seu e-mail.' },
                { type: 'email', message: 'Informe um endereço de e-mail válido.' },
              ]}
            >
              <TextInput type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </FormField>
            <FormField
              label="Assunto"
              name="subject"
              rules={[
                { required: true, whitespace: true, message: 'Informe o assunto.' },
                { min: 3, message: 'O assunto deve ter pelo menos 3 caracteres.' },
                { max: 150, message: 'O assunto deve ter no máximo 150 caracteres.' },
              ]}
            >
              <TextInput maxLength={150} />
            </FormField>
            <FormField
              label="Mensagem"
              name="message"
              rules={[
                { required: true, whitespace: true, message: 'Escreva sua mensagem.' },
                { min: 10, message: 'A mensagem deve ter pelo menos 10 caracteres.' },
                { max: 5000, message: 'A mensagem deve ter no máximo 5.000 caracteres.' },
              ]}
            >
              <TextArea rows={6} maxLength={5000} />
            </FormField>
            <SubmitButton large loading={isLoading}>
              Enviar mensagem
            </SubmitButton>
          </Form>
        </div>
        <aside className={styles.aside} aria-labelledby="outros-canais">
          <h2 id="outros-canais">Outros canais</h2>
          {settings?.contact_email ? (
            <p>
              E-mail: <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
            </p>
          ) : null}
          <p>
            Antes de escrever, veja se sua dúvida já está respondida nas{' '}
            <Link to={paths.faq()}>Perguntas Frequentes</Link> ou na{' '}
            <Link to={paths.helpCenter()}>Central de Ajuda</Link>.
          </p>
          <p>Pedidos sobre dados pessoais (LGPD): use o assunto “Privacidade” e escreva do e-mail da sua conta.</p>
        </aside>
      </div>
    </article>
  );
}
