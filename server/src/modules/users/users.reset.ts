import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from './users.repository';

/** A password-reset link lives one hour. */
export const RESET_TTL_SECONDS = 60 * 60;

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

/**
 * Password-reset links, stateless: `{uid}/{issued-at}-{HMAC}` where the HMAC covers the password
 * hash and change time, so the link dies when the password changes; compared in constant time.
 */
export function createResetLinks(deps: { config: Config; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, mailer, log } = deps;
  const resetKey = createHmac('sha256', config.jwtSecret).update('tribo:password-reset:v1').digest();

  function resetSignature(row: UserRow, issuedAt: number): string {
    // The hash and the change time are in the signature: a new password voids every earlier link.
    const material = [
      row.id,
      row.email.toLowerCase(),
      row.passwordHash ?? '',
      new Date(row.passwordChangedAt).getTime(),
      issuedAt,
    ].join('|');
    return createHmac('sha256', resetKey).update(material).digest('base64url');
  }

  function makeResetToken(row: UserRow, now = Date.now()): string {
    const issuedAt = Math.floor(now / 1000);
    return `${issuedAt.toString(36)}-${resetSignature(row, issuedAt)}`;
  }

  function resetTokenValid(row: UserRow, token: string): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const issuedAt = parseInt(match[1], 36);
    const now = Math.floor(Date.now() / 1000);
    if (!Number.isFinite(issuedAt) || now - issuedAt > RESET_TTL_SECONDS || issuedAt > now + 60) return false;
    const expected = Buffer.from(resetSignature(row, issuedAt));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function parseUid(uid: string): number | null {
    try {
      const text = Buffer.from(uid, 'base64url').toString('utf8');
      return /^[1-9]\d{0,17}$/.test(text) ? Number(text) : null;
    } catch {
      return null;
    }
  }

  async function sendResetMail(row: UserRow) {
    const link = `${config.siteUrl}/reset-password-confirm/${base64url(String(row.id))}/${makeResetToken(row)}`;
    const name = row.firstName || row.username;
    await mailer.send({
      to: row.email,
      subject: 'Redefinição de senha — Tribo',
      text: [
        `Olá, ${name}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta na Tribo.',
        'Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):',
        '',
        link,
        '',
        'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
        '',
        'Equipe Tribo',
      ].join('\n'),
    });
    if (!config.smtpUrl) log.info({ link }, 'link de redefinição de senha (SMTP_URL não definido)');
  }

  return { valid: resetTokenValid, parseUid, sendResetMail };
}
