import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { validationError, type FieldErrors } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { readStoredSettings } from '../settings/settings.service';
import { createContactRepository } from './contact.repository';
import { CONTACT_LIMITS, type ContactRequest } from './contact.schemas';

/** Trims the fields and checks the trimmed lengths (the schema saw the raw text). */
export function cleanContact(input: ContactRequest): ContactRequest {
  const clean = {
    name: input.name.trim().replace(/\s+/g, ' '),
    email: input.email.trim().toLowerCase(),
    subject: input.subject.trim().replace(/\s+/g, ' '),
    message: input.message.trim(),
  };
  const fields: FieldErrors = {};
  for (const key of ['name', 'subject', 'message'] as const) {
    const { min } = CONTACT_LIMITS[key];
    if (clean[key].length < min) fields[key] = [`Deve ter pelo menos ${min} caracteres.`];
  }
  if (Object.keys(fields).length) throw validationError(fields);
  return clean;
}

export function contactMail(msg: ContactRequest & { id: number; ip: string }) {
  const text = [
    `Nova mensagem pelo formulário de contato (#${msg.id}).`,
    '',
    `Nome: ${msg.name}`,
    `E-mail: ${msg.email}`,
    `Assunto: ${msg.subject}`,
    `IP: ${msg.ip || 'desconhecido'}`,
    '',
    msg.message,
    '',
    'Responda a este e-mail para falar diretamente com a pessoa.',
  ].join('\n');
  return { subject: `[Contato] ${msg.subject}`, text, replyTo: msg.email };
}

export function createContactService(db: Db, mailer: Mailer) {
  const repo = createContactRepository(db);
  return {
    /**
     * Stores the message, then mails the staff (or the site's contact address when there is no
     * staff). The message is kept even if the mail fails: it is logged and can be read later.
     */
    async submit(
      input: ContactRequest,
      meta: { ip: string; userId: number | null },
      log: FastifyBaseLogger,
    ): Promise<number> {
      const clean = cleanContact(input);
      const id = await repo.insert({ ...clean, ...meta });
      try {
        const staff = await repo.staffEmails();
        const to = staff.length ? staff : [(await readStoredSettings(db)).contact_email];
        await mailer.send({ to, ...contactMail({ ...clean, id, ip: meta.ip }) });
      } catch (err) {
        log.error({ err, contactMessageId: id }, 'falha ao enviar o e-mail da mensagem de contato');
      }
      return id;
    },
  };
}
