import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer over SMTP_URL. Without SMTP_URL (development, tests), each message is written as an
 * .eml file under DATA_DIR/outbox/ so links (password reset) can be opened from there.
 */
export function createMailer(config: Config, log?: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      if (!config.smtpUrl) {
        mkdirSync(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        log?.info({ to: message.to, subject: message.subject, file }, 'e-mail gravado na caixa de saída local');
      }
    },
  };
}
