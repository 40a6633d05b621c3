import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, validationError, type FieldErrors } from '../../lib/errors';
import { checkPage, pageWindow } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { processImage, variantFiles, type ProcessedImage } from '../../lib/images';
import type { Storage } from '../../lib/storage/types';
import { json } from '../../lib/values';
import { asciiWords } from '../../lib/slugs';
import { isStaff, requireContent, requireModerator } from './tribes.access';
import { createTribeInvitationsService } from './tribes.invitations.service';
import { toFeedItem, toTribeSummary, type StoredImage } from './tribes.mappers';
import { createTribeMembershipService } from './tribes.membership.service';
import { MESSAGES } from './tribes.messages';
import { createTribeModerationService } from './tribes.moderation.service';
import { createTribesRepository } from './tribes.repository';
import type { PageQuery, TribeCreateBody, TribeDetail, TribeListQuery, TribeUpdateBody } from './tribes.schemas';
import { loadTribe, reloadTribe } from './tribes.shared';

// Tribes' rules, core: create, edit, delete, get, list (discovery, "my tribes"), feed; the one service.

export interface TribeImages {
  avatar: UploadedFile | null;
  cover: UploadedFile | null;
}

/** Paths under /api/v1/tribes/ that are not tribes. */
const RESERVED_SLUGS = new Set(['invitations', 'create', 'edit', 'mine']);
/** Saving the form and sending its pictures within this time is one editing in the log. */
const EDIT_WINDOW_SECONDS = 120;

export function slugBase(name: string): string {
  const base = asciiWords(name);
  return base && !RESERVED_SLUGS.has(base) ? base : `tribo-${base || randomBytes(3).toString('hex')}`;
}

const stored = (p: ProcessedImage): StoredImage => ({
  variants: p.variants,
  width: p.width,
  height: p.height,
  blur: p.blur,
});

function createTribesCoreService(db: Db, opts: TribesServiceOptions) {
  const storage = (): Storage => {
    if (!opts.storage) throw new Error('tribes: serviço criado sem o armazenamento de arquivos');
    return opts.storage;
  };
  const repo = createTribesRepository(db);

  /** Field checks the schema cannot express: trimmed name, state and category that exist. */
  async function checkFields(body: Partial<TribeCreateBody>): Promise<Record<string, unknown>> {
    const fields: FieldErrors = {};
    const v: Record<string, unknown> = {};
    if (body.name !== undefined) {
      v.name = body.name.trim();
      if (String(v.name).length < 3) fields.name = [MESSAGES.nameShort];
    }
    if (body.description !== undefined) v.description = body.description.trim();
    if (body.rules !== undefined) v.rules = body.rules.trim();
    if (body.city !== undefined) v.city = body.city.trim();
    if (body.state_code !== undefined) {
      v.state_code = body.state_code.toUpperCase();
      if (!(await repo.stateExists(String(v.state_code)))) fields.state_code = [MESSAGES.stateInvalid];
    }
    if (body.category_id !== undefined) {
      v.category_id = body.category_id;
      if (body.category_id !== null && !(await repo.categoryExists(body.category_id)))
        fields.category_id = [MESSAGES.categoryInvalid];
    }
    for (const k of ['visibility', 'join_policy', 'ad_policy'] as const) if (body[k] !== undefined) v[k] = body[k];
    if (Object.keys(fields).length) throw validationError(fields);
    return v;
  }

  /** Avatar and cover through the ads' image pipeline (bytes checked, WebP variants, no metadata). */
  async function processImages(
    images: TribeImages,
  ): Promise<{ avatar?: StoredImage; cover?: StoredImage; files: string[] }> {
    const files: string[] = [];
    const out: { avatar?: StoredImage; cover?: StoredImage; files: string[] } = { files };
    try {
      for (const kind of ['avatar', 'cover'] as const) {
        const file = images[kind];
        if (!file) continue;
        const p = await processImage(file, storage(), kind, { card: kind === 'cover' });
        files.push(...p.files);
        out[kind] = stored(p);
      }
    } catch (err) {
      await storage().remove(files);
      throw err;
    }
    return out;
  }
  const imageFiles = (v: unknown) => variantFiles(json<StoredImage | null>(v)?.variants ?? null);

  return {
    async list(user: AuthUser | null, q: TribeListQuery) {
      if (q.mine && !user) throw new AppError(401, 'not_authenticated', MESSAGES.loginForMine);
      const page = pageWindow(q);
      const search = q.search?.trim().toLowerCase();
      const { count, rows } = await repo.list({
        viewerId: user?.id ?? 0,
        mine: Boolean(q.mine),
        search: search
          ? search
              .normalize('NFD')
              .replace(/\p{M}/gu, '')
              .replace(/[%_\\]/g, '')
          : undefined,
        state: q.state?.toUpperCase(),
        category: q.category?.trim() || undefined,
        limit: page.limit,
        offset: page.offset,
      });
      checkPage(count, page);
      return { count, results: rows.map(toTribeSummary) };
    },

    async create(user: AuthUser, body: TribeCreateBody, images: TribeImages): Promise<TribeDetail> {
      const values = await checkFields(body);
      const imgs = await processImages(images);
      let slug: string;
      try {
        slug = await db.transaction(async (tx) => {
          const r = createTribesRepository(tx);
          const base = slugBase(String(values.name));
          let slug = base;
          for (let n = 2; await r.slugTaken(slug); n++) slug = `${base}-${n}`;
          const id = await r.insertTribe({
            ...values,
            slug,
            owner_id: user.id,
            avatar: imgs.avatar ? JSON.stringify(imgs.avatar) : null,
            cover: imgs.cover ? JSON.stringify(imgs.cover) : null,
          });
          await r.insertMember({ tribeId: id, userId: user.id, role: 'owner', status: 'active' });
          await r.logAction({ tribeId: id, actorId: user.id, action: 'create_tribe' });
          return slug;
        });
      } catch (err) {
        await storage().remove(imgs.files);
        if ((err as { code?: string }).code === '23505') throw conflict('Já existe uma tribo com este endereço.');
        throw err;
      }
      await storage().publish(imgs.files);
      return reloadTribe(slug, user, repo);
    },

    get: (user: AuthUser | null, slug: string) => reloadTribe(slug, user, repo),

    async update(user: AuthUser, slug: string, body: TribeUpdateBody, images: TribeImages): Promise<TribeDetail> {
      const { tribe, viewer, id } = await loadTribe(slug, user, repo);
      requireModerator(viewer);
      const values = await checkFields(body);
      const imgs = await processImages(images);
      const old: string[] = [];
      for (const kind of ['avatar', 'cover'] as const) {
        const remove = kind === 'avatar' ? body.remove_avatar : body.remove_cover;
        if (imgs[kind]) values[kind] = JSON.stringify(imgs[kind]);
        else if (remove) values[kind] = null;
        if (kind in values) old.push(...imageFiles(tribe[kind]));
      }
      try {
        await db.transaction(async (tx) => {
          const r = createTribesRepository(tx);
          await r.updateTribe(id, values);
          // One entry per editing: the form saves its fields, then sends each picture on its own.
          const fields = Object.keys(values).some((k) => k !== 'avatar' && k !== 'cover');
          if (!(await r.editedJustNow(id, user.id, EDIT_WINDOW_SECONDS))) {
            await r.logAction({ tribeId: id, actorId: user.id, action: fields ? 'update_tribe' : 'update_images' });
          }
        });
      } catch (err) {
        await storage().remove(imgs.files);
        throw err;
      }
      await storage().publish(imgs.files);
      await storage().remove(old);
      return reloadTribe(slug, user, repo);
    },

    async remove(user: AuthUser, slug: string): Promise<void> {
      const { tribe, viewer, id } = await loadTribe(slug, user, repo);
      if (!(viewer.status === 'active' && viewer.role === 'owner') && !isStaff(user))
        throw forbidden(MESSAGES.deleteForbidden);
      await repo.deleteTribe(id);
      await storage().remove([...imageFiles(tribe.avatar), ...imageFiles(tribe.cover)]);
    },

    async feed(user: AuthUser | null, slug: string, q: PageQuery) {
      const { tribe, viewer, id } = await loadTribe(slug, user, repo);
      requireContent(tribe, viewer);
      const page = pageWindow(q);
      const { count, rows } = await repo.feed(id, user?.id ?? 0, page.limit, page.offset);
      checkPage(count, page);
      return { count, results: rows.map(toFeedItem) };
    },
  };
}

/**
 * The one tribes service: this file's operations and tribes.<concern>.service.ts's. Who may act is
 * in tribes.access.ts, the messages in tribes.messages.ts, SQL in tribes.repository.ts. Every change
 * of more than one row runs in one transaction, with its notifications (notify takes the transaction).
 */
/** The media storage for the tribes' pictures; null for the services that store none (invitations). */
interface TribesServiceOptions {
  storage: Storage | null;
}

export function createTribesService(db: Db, opts: TribesServiceOptions = { storage: null }) {
  return {
    ...createTribesCoreService(db, opts),
    ...createTribeMembershipService(db),
    ...createTribeModerationService(db),
    ...createTribeInvitationsService(db),
  };
}
export type TribesService = ReturnType<typeof createTribesService>;
