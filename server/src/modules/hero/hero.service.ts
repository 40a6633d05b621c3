import { HERO_SLIDE_MESSAGES, isSafeCtaUrl } from '../../../../shared/heroSlides';
import type { Db } from '../../db/client';
import { addFieldError, AppError, notFound, validationError, type FieldErrors } from '../../lib/errors';
import type { Storage } from '../../lib/storage/types';
import { createHeroRepository, type HeroSlideRow, type HeroSlideValues } from './hero.repository';
import { HERO_IMAGE_MESSAGES, heroImageFiles, storeHeroImage } from './hero.images';
import type {
  AdminHeroSlide,
  HeroSlideCreateBody,
  HeroSlideImageFields,
  HeroSlideUpdateBody,
  ImageKind,
} from './hero.schemas';

// The carousel's rules: what a slide must have (title; alt text with a picture; a button with
// both its text and a safe link; a window that ends after it starts), the order, and the files
// (written staged, published after the commit, removed after the commit that forgets them).

// The slide's rules the admin's form applies too (the safe link, their messages) are in
// shared/heroSlides.ts.
export const HERO_MESSAGES = {
  ...HERO_SLIDE_MESSAGES,
  notFound: 'Slide não encontrado.',
  reorder: 'Envie todos os slides, cada um uma única vez.',
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toAdminSlide(row: HeroSlideRow): AdminHeroSlide {
  const { image_key: _k, image_mobile_key: _m, ...rest } = row;
  void _k;
  void _m;
  return {
    ...rest,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

type Body = HeroSlideCreateBody | HeroSlideUpdateBody;

/**
 * The columns a create or update writes, after the rules; `current` is the slide being changed
 * (its values stand for the fields the body leaves out). Throws a 400 naming every bad field.
 */
export function checkSlide(body: Body, current: HeroSlideRow | null): HeroSlideValues {
  const fields: FieldErrors = {};
  const v: HeroSlideValues = {};
  for (const k of ['title', 'subtitle', 'cta_label', 'cta_url', 'image_alt'] as const) {
    if (body[k] !== undefined) v[k] = body[k]!.trim();
  }
  if (body.is_active !== undefined) v.is_active = body.is_active;
  if (body.position !== undefined) v.position = body.position;
  if (body.starts_at !== undefined) v.starts_at = body.starts_at === null ? null : new Date(body.starts_at);
  if (body.ends_at !== undefined) v.ends_at = body.ends_at === null ? null : new Date(body.ends_at);

  const after = {
    title: v.title ?? current?.title ?? '',
    cta_label: v.cta_label ?? current?.cta_label ?? '',
    cta_url: v.cta_url ?? current?.cta_url ?? '',
    image_alt: v.image_alt ?? current?.image_alt ?? '',
    has_image: !!(current?.image_url || current?.image_mobile_url),
    starts_at: v.starts_at !== undefined ? v.starts_at : (current?.starts_at ?? null),
    ends_at: v.ends_at !== undefined ? v.ends_at : (current?.ends_at ?? null),
  };
  if (v.title !== undefined && !after.title) addFieldError(fields, 'title', HERO_MESSAGES.title);
  if (v.cta_url && !isSafeCtaUrl(v.cta_url)) addFieldError(fields, 'cta_url', HERO_MESSAGES.ctaUrl);
  if (after.cta_label && !after.cta_url && (v.cta_label !== undefined || v.cta_url !== undefined)) {
    addFieldError(fields, 'cta_url', HERO_MESSAGES.ctaUrlMissing);
  }
  if (after.cta_url && !after.cta_label && (v.cta_label !== undefined || v.cta_url !== undefined)) {
    addFieldError(fields, 'cta_label', HERO_MESSAGES.ctaLabelMissing);
  }
  if (after.has_image && !after.image_alt && v.image_alt !== undefined) {
    addFieldError(fields, 'image_alt', HERO_MESSAGES.alt);
  }
  if (after.starts_at && after.ends_at && after.ends_at.getTime() <= after.starts_at.getTime()) {
    addFieldError(fields, 'ends_at', HERO_MESSAGES.window);
  }
  if (Object.keys(fields).length) throw validationError(fields);
  return v;
}

const COLUMNS: Record<ImageKind, { url: 'image_url' | 'image_mobile_url'; key: 'image_key' | 'image_mobile_key' }> = {
  desktop: { url: 'image_url', key: 'image_key' },
  phone: { url: 'image_mobile_url', key: 'image_mobile_key' },
};

/** What the home page reads: the active slides within their display window, in order. */
export function createPublicHeroService(db: Db) {
  const repo = createHeroRepository(db);
  return { listPublic: () => repo.listPublic() };
}

export function createHeroService(db: Db, { storage }: { storage: Storage }) {
  const repo = createHeroRepository(db);

  async function load(id: number): Promise<HeroSlideRow> {
    const row = await repo.get(id);
    if (!row) throw notFound(HERO_MESSAGES.notFound);
    return row;
  }
  const reload = async (id: number) => toAdminSlide(await load(id));

  return {
    listPublic: () => repo.listPublic(),

    list: async () => (await repo.listAll()).map(toAdminSlide),

    get: reload,

    async create(body: HeroSlideCreateBody): Promise<AdminHeroSlide> {
      const v = checkSlide(body, null);
      const id = await db.transaction(async (tx) => {
        const r = createHeroRepository(tx);
        return r.insert({ ...v, title: v.title!, position: v.position ?? (await r.nextPosition()) });
      });
      return reload(id);
    },

    async update(id: number, body: HeroSlideUpdateBody): Promise<AdminHeroSlide> {
      await db.transaction(async (tx) => {
        const r = createHeroRepository(tx);
        const current = await r.get(id, { lock: true });
        if (!current) throw notFound(HERO_MESSAGES.notFound);
        await r.update(id, checkSlide(body, current));
      });
      return reload(id);
    },

    async remove(id: number): Promise<void> {
      const keys = await repo.remove(id);
      if (!keys) throw notFound(HERO_MESSAGES.notFound);
      // After the commit (the delete is its own statement): the row no longer names the files.
      await storage.remove(heroImageFiles(keys.image_key, keys.image_mobile_key));
    },

    /** New order: every slide's id once; positions become 10, 20, 30... in one transaction. */
    async reorder(ids: number[]): Promise<AdminHeroSlide[]> {
      await db.transaction(async (tx) => {
        const r = createHeroRepository(tx);
        const all = await r.lockAllIds();
        const given = new Set(ids);
        if (given.size !== ids.length || given.size !== all.length || !all.every((id) => given.has(id))) {
          throw validationError({ ids: [HERO_MESSAGES.reorder] });
        }
        for (const [i, id] of ids.entries()) await r.setPosition(id, (i + 1) * 10);
      });
      return (await repo.listAll()).map(toAdminSlide);
    },

    /**
     * A slide's desktop or phone picture: encoded before the transaction, the row updated (alt
     * text required, from this request or the slide), the file published after the commit and the
     * replaced file removed after it.
     */
    async uploadImage(id: number, fields: HeroSlideImageFields, file: Buffer | null): Promise<AdminHeroSlide> {
      await load(id);
      if (!file)
        throw new AppError(400, 'invalid_image', HERO_IMAGE_MESSAGES.missing, { image: [HERO_IMAGE_MESSAGES.missing] });
      const alt = fields.image_alt?.trim();
      const stored = await storeHeroImage(file, fields.kind, storage);
      const col = COLUMNS[fields.kind];
      let old: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const r = createHeroRepository(tx);
          const current = await r.get(id, { lock: true });
          if (!current) throw notFound(HERO_MESSAGES.notFound);
          if (!(alt || current.image_alt)) throw validationError({ image_alt: [HERO_MESSAGES.alt] });
          old = current[col.key];
          await r.update(id, { [col.url]: stored.url, [col.key]: stored.key, ...(alt ? { image_alt: alt } : {}) });
        });
      } catch (err) {
        await storage.remove([stored.key]);
        throw err;
      }
      await storage.publish([stored.key]);
      await storage.remove(heroImageFiles(old));
      return reload(id);
    },

    /** Takes a picture off a slide (its file goes after the commit). */
    async removeImage(id: number, kind: ImageKind): Promise<AdminHeroSlide> {
      const col = COLUMNS[kind];
      let old: string | null = null;
      await db.transaction(async (tx) => {
        const r = createHeroRepository(tx);
        const current = await r.get(id, { lock: true });
        if (!current) throw notFound(HERO_MESSAGES.notFound);
        old = current[col.key];
        await r.update(id, { [col.url]: '', [col.key]: null });
      });
      await storage.remove(heroImageFiles(old));
      return reload(id);
    },
  };
}
