import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { validationError } from '../../lib/errors';
import { notifyPublicChange } from '../../lib/publicCache';
import { tokenInvalid } from '../../plugins/auth';
import { variantFiles } from '../../lib/images';
import { mediaStorage } from '../../lib/storage/create';
import { removeAvatar } from '../../lib/avatar';
import { eraseMemberMessages, exportMemberMessages } from '../messages/messages.service';
import { eraseMemberReviews } from '../reviews/reviews.service';
import { verifyPassword } from './passwords';
import { toUser } from './users.mappers';
import { MESSAGES } from './users.messages';
import { createUsersRepository, type UsersRepository } from './users.repository';
import type { AccountExport, DeleteMeBody } from './users.schemas';

// The member's LGPD rights: delete the account (and what hangs on it), export what is held about it.

export interface LgpdDeps {
  orm: Db;
  repo: UsersRepository;
  config: Config;
  log: FastifyBaseLogger;
}

/** LGPD: removes the account and, through the foreign keys, everything tied to it. */
export async function deleteMe(deps: LgpdDeps, userId: number, body: DeleteMeBody): Promise<void> {
  const { orm, repo, config, log } = deps;
  const row = await repo.findById(userId);
  if (!row) throw tokenInvalid();
  if (row.passwordHash) {
    if (!body.password || !(await verifyPassword(row.passwordHash, body.password))) {
      throw validationError({ password: [MESSAGES.wrongPassword] });
    }
  } else if ((body.confirmation ?? '').trim().toUpperCase() !== 'EXCLUIR') {
    throw validationError({ confirmation: [MESSAGES.deleteConfirmation] });
  }
  const adFiles = await orm.transaction(async (tx) => {
    const r = createUsersRepository(tx);
    const variants = await r.adImageVariants(userId);
    // What the member wrote goes with them; their conversations stay for the other people.
    const messagePhotos = await eraseMemberMessages(tx, userId);
    await eraseMemberReviews(tx, userId);
    await r.deleteUser(userId);
    // The member's ads go with the account: every process drops its public cache at the commit.
    await notifyPublicChange(tx);
    return [...variants.flatMap((v) => variantFiles(v)), ...messagePhotos];
  });
  // Files go after the commit: a failed deletion keeps the account whole.
  const storage = mediaStorage(config);
  await Promise.all([removeAvatar(storage, row.avatar), storage.remove(adFiles)]).catch((err) =>
    log.warn({ err }, 'não foi possível remover arquivos da conta excluída'),
  );
}

/** LGPD: everything the service holds about the member, secrets (hashes, token ids) left out. */
export async function exportMe(deps: LgpdDeps, userId: number, origin: string): Promise<AccountExport> {
  const { repo, orm } = deps;
  const row = await repo.findById(userId);
  if (!row) throw tokenInvalid();
  // Mensagens give their own part (both sides of each conversation, the blocks the member made:
  // not who blocked them), in place of the raw rows the foreign keys would find.
  const related = { ...(await repo.exportRelated(userId)), ...(await exportMemberMessages(orm, userId)) };
  delete related.conversation_members;
  // Secrets never leave; search-index columns are machinery, not data about the member.
  const secret = /password|secret|_hash$|^jti$|^search_(vector|text)$/;
  const data: AccountExport['data'] = {};
  for (const [table, list] of Object.entries(related)) {
    data[table] = list.map((item) => Object.fromEntries(Object.entries(item).filter(([k]) => !secret.test(k))));
  }
  return {
    generated_at: new Date().toISOString(),
    user: {
      ...toUser(row, origin),
      is_active: row.isActive,
      google_linked: Boolean(row.googleSub),
      last_login: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
      password_changed_at: new Date(row.passwordChangedAt).toISOString(),
      terms_version: row.termsVersion,
      terms_accepted_at: row.termsAcceptedAt ? new Date(row.termsAcceptedAt).toISOString() : null,
    },
    data,
  };
}
