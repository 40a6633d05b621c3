import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError, forbidden, notFound, validationError, type FieldErrors } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { notify } from '../notifications/notifications.producer';
import { processImage, removeFiles, variantFiles, type ProcessedImage } from './ads.images';
import {
  createAdsRepository,
  rows,
  toDetail,
  type ListFilters,
  type Ordering,
  type SearchMode,
} from './ads.repository';
import {
  MAX_IMAGES_PER_AD,
  type AdCreateBody,
  type AdDetail,
  type AdSummary,
  type AdUpdateBody,
  type NewImageMetadata,
} from './ads.schemas';

export const AD_LIFETIME_DAYS = 30;
export const MAX_PAGE_SIZE = 100;
/** Advisory-lock key of the expiry job (one runner across server processes). */
export const EXPIRY_LOCK = 727173;

/** Short words that carry no meaning for typo matching. */
const FILLER = new Set(['com', 'para', 'por', 'uma', 'umas', 'uns', 'dos', 'das', 'nos', 'nas', 'que', 'sem', 'mais']);

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface ParsedSearch {
  /** the typed words, lowercase, at most 8 */
  tokens: string[];
  tsquery: string;
  /** unaccented words for the typo-tolerant fallback */
  words: string[];
}

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/** AND of the tokens, the last one as a prefix; a token with a correction matches either. */
function tokensToTsquery(tokens: string[], fixOf: Map<string, string> = new Map()): string {
  return tokens
    .map((t, i) => {
      const last = i === tokens.length - 1 ? ':*' : '';
      const fix = fixOf.get(unaccent(t));
      if (!fix) return `${t}${last}`;
      // A lone word that found nothing is simply replaced by its correction.
      return tokens.length === 1 ? fix : `(${t}${last} | ${fix})`;
    })
    .join(' & ');
}

/** Turns typed text into a full-text query (prefix match on the last word) and fallback words. */
export function parseSearch(text: string | undefined): ParsedSearch | null {
  const words =
    (text ?? '')
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  const tokens = words.slice(0, 8);
  const plain = [...new Set(tokens.map(unaccent).filter((w) => w.length >= 3 && !FILLER.has(w)))];
  return { tokens, tsquery: tokensToTsquery(tokens), words: plain };
}

/**
 * The same search with the corrected words swapped in (every other typed word kept, so the
 * corrected search is never broader than the typed one) and the text to show for it.
 */
export function correctSearch(parsed: ParsedSearch, fixOf: Map<string, string>): { tsquery: string; text: string } {
  return {
    tsquery: tokensToTsquery(parsed.tokens, fixOf),
    text: parsed.tokens.map((t) => fixOf.get(unaccent(t)) ?? t).join(' '),
  };
}

export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = randomBytes(5)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 6);
  return `${base || 'anuncio'}-${suffix}`;
}

const canManage = (user: AuthUser | null, ownerId: number) =>
  Boolean(user && (user.id === ownerId || user.isStaff || user.isSuperuser));

const adNotFound = () => notFound('Anúncio não encontrado.', 'ad_not_found');

function parseJsonField<T>(value: unknown, field: string): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw validationError({ [field]: ['Envie um JSON válido.'] });
  }
}

function checkMetadata(list: unknown): NewImageMetadata[] {
  if (list === undefined) return [];
  const fields: FieldErrors = {};
  if (!Array.isArray(list)) throw validationError({ new_ad_images_metadata: ['Deve ser uma lista.'] });
  if (list.length > MAX_IMAGES_PER_AD) {
    throw validationError({ new_ad_images_metadata: [`Envie no máximo ${MAX_IMAGES_PER_AD} imagens.`] });
  }
  const out: NewImageMetadata[] = [];
  for (const [i, raw] of list.entries()) {
    const m = raw as Record<string, unknown>;
    if (!m || typeof m !== 'object' || typeof m.client_id !== 'string' || !m.client_id || m.client_id.length > 64) {
      fields[`new_ad_images_metadata.${i}.client_id`] = ['Identificador da imagem inválido.'];
      continue;
    }
    if (m.alt !== undefined && (typeof m.alt !== 'string' || m.alt.length > 200)) {
      fields[`new_ad_images_metadata.${i}.alt`] = ['Deve ter no máximo 200 caracteres.'];
      continue;
    }
    const order = m.order === undefined ? undefined : Number(m.order);
    if (order !== undefined && (!Number.isInteger(order) || order < 0 || order > 100)) {
      fields[`new_ad_images_metadata.${i}.order`] = ['Ordem inválida.'];
      continue;
    }
    out.push({ client_id: m.client_id, alt: (m.alt as string | undefined) ?? '', order });
  }
  if (Object.keys(fields).length) throw validationError(fields);
  return out;
}

function checkImagesOrder(value: unknown): Array<string> | undefined {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    list = value.trim().startsWith('[') ? parseJsonField(value, 'images_order') : value.split(',').filter(Boolean);
  }
  if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'string' && list[0].trim().startsWith('[')) {
    list = parseJsonField(list[0], 'images_order');
  }
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'string' && typeof x !== 'number')) {
    throw validationError({ images_order: ['Envie uma lista de identificadores de imagens.'] });
  }
  return list.map((x) => String(x).trim());
}

/** Input shared by create and update, after the route's schema validation. */
export type AdInput = Partial<AdCreateBody> &
  Pick<AdUpdateBody, 'status'> & {
    new_ad_images_metadata_json?: string;
    images_order?: unknown;
  };

interface NewImage {
  clientId: string | null;
  alt: string;
  order: number;
  processed: ProcessedImage | null;
  main: boolean;
}

export function createAdsService(database: Database, opts: { mediaDir: string }) {
  const repo = createAdsRepository();
  const { orm } = database;

  async function detail(db: Db, slug: string, user: AuthUser | null): Promise<AdDetail> {
    const row = await repo.findBySlug(db, slug, user?.id ?? 0);
    if (!row) throw adNotFound();
    const ownerId = Number(row.owner_id);
    const images = await repo.images(db, Number(row.id));
    return toDetail(row, images, user?.id === ownerId, canManage(user, ownerId));
  }

  async function checkRefs(db: Db, input: AdInput): Promise<{ isService?: boolean }> {
    const fields: FieldErrors = {};
    let isService: boolean | undefined;
    if (input.category_id !== undefined) {
      const cat = await repo.categoryExists(db, input.category_id);
      if (!cat) fields.category_id = ['Categoria não encontrada.'];
      else isService = cat.is_service;
    }
    if (input.state_code !== undefined && !(await repo.stateExists(db, input.state_code.toUpperCase()))) {
      fields.state_code = ['Estado (UF) inválido.'];
    }
    if (Object.keys(fields).length) throw validationError(fields);
    return { isService };
  }

  /** Processes every uploaded file (bytes checked, WebP variants written) before any row is written. */
  async function prepareImages(files: UploadedFile[], metadata: NewImageMetadata[]): Promise<NewImage[]> {
    const out: NewImage[] = [];
    const written: string[] = [];
    try {
      const main = files.filter((f) => f.field === 'image');
      const more = files.filter((f) => f.field === 'image_files');
      const other = files.find((f) => f.field !== 'image' && f.field !== 'image_files');
      if (other) throw validationError({ [other.field]: ['Campo de arquivo desconhecido.'] });
      if (main.length > 1) throw validationError({ image: ['Envie apenas uma imagem principal.'] });
      for (const f of main) {
        const p = await processImage(f.buffer, opts.mediaDir, 'image');
        written.push(...p.files);
        out.push({ clientId: null, alt: '', order: -1, processed: p, main: true });
      }
      // metadata[i] describes image_files[i]; entries beyond the files become images whose
      // file arrives later through upload_file (one request per file, with progress).
      for (const [i, f] of more.entries()) {
        const p = await processImage(f.buffer, opts.mediaDir, 'image_files');
        written.push(...p.files);
        const m = metadata[i];
        out.push({
          clientId: m?.client_id ?? null,
          alt: m?.alt ?? '',
          order: m?.order ?? 1000 + i,
          processed: p,
          main: false,
        });
      }
      for (const m of metadata.slice(more.length)) {
        out.push({
          clientId: m.client_id,
          alt: m.alt ?? '',
          order: m.order ?? 1000 + out.length,
          processed: null,
          main: false,
        });
      }
      return out;
    } catch (err) {
      await removeFiles(written);
      throw err;
    }
  }

  const filesOf = (images: NewImage[]) => images.flatMap((i) => i.processed?.files ?? []);

  function scalarValues(input: AdInput, defaults: { isService?: boolean }): Record<string, unknown> {
    const v: Record<string, unknown> = {};
    if (input.title !== undefined) v.title = input.title.trim();
    if (input.description !== undefined) v.description = input.description.trim();
    if (input.category_id !== undefined) v.category_id = input.category_id;
    if (input.price_cents !== undefined) v.price_cents = input.price_cents;
    if (input.price_type !== undefined) v.price_type = input.price_type;
    if (input.is_service !== undefined) v.is_service = input.is_service;
    else if (defaults.isService !== undefined && input.category_id !== undefined) v.is_service = defaults.isService;
    if (input.state_code !== undefined) v.state_code = input.state_code.toUpperCase();
    if (input.city !== undefined) v.city = input.city.trim();
    if (input.neighbourhood !== undefined) v.neighbourhood = input.neighbourhood.trim();
    if (input.contact_whatsapp !== undefined) v.contact_whatsapp = input.contact_whatsapp.replace(/\D/g, '');
    if (input.show_whatsapp !== undefined) v.show_whatsapp = input.show_whatsapp;
    if (input.contact_phone !== undefined) v.contact_phone = input.contact_phone.replace(/\D/g, '');
    if (input.show_phone !== undefined) v.show_phone = input.show_phone;
    return v;
  }

  function checkTrimmed(input: AdInput) {
    const fields: FieldErrors = {};
    if (input.title !== undefined && input.title.trim().length < 5)
      fields.title = ['Deve ter pelo menos 5 caracteres.'];
    if (input.description !== undefined && input.description.trim().length < 20) {
      fields.description = ['Deve ter pelo menos 20 caracteres.'];
    }
    if (input.city !== undefined && input.city.trim().length < 2) fields.city = ['Informe a cidade.'];
    if (Object.keys(fields).length) throw validationError(fields);
  }

  async function list(
    filters: ListFilters,
    o: {
      search?: string;
      ordering?: Ordering;
      page: number;
      pageSize: number;
      viewerId: number;
      highlightedFirst?: boolean;
    },
  ): Promise<{ count: number; results: AdSummary[]; correctedSearch?: string }> {
    const parsed = parseSearch(o.search);
    const limit = Math.min(Math.max(o.pageSize, 1), MAX_PAGE_SIZE);
    const offset = (o.page - 1) * limit;
    let ordering: Ordering = o.ordering ?? (parsed ? 'relevance' : '-created_at');
    if (ordering === 'relevance' && !parsed) ordering = '-created_at';

    let search: SearchMode = { kind: 'none' };
    let correctedSearch: string | undefined;
    let count = 0;
    let found: AdSummary[] = [];
    const highlightedOpt = o.highlightedFirst === false ? false : undefined;
    if (parsed) {
      search = { kind: 'fts', tsquery: parsed.tsquery };
      const args = { filters, ordering, limit, offset, viewerId: o.viewerId, highlighted: highlightedOpt };
      ({ count, results: found } = await repo.searchPage(orm, { ...args, search }));
      if (count === 0 && parsed.words.length) {
        // Nothing by full text: correct typos against the ads' vocabulary ("eletrisista" -> "eletricista").
        const fixes = await repo.closestWords(orm, parsed.words);
        const fixOf = new Map<string, string>();
        parsed.words.forEach((w, i) => {
          const fix = fixes[i];
          if (fix && fix !== w) fixOf.set(w, fix);
        });
        if (fixOf.size) {
          const corrected = correctSearch(parsed, fixOf);
          search = { kind: 'fts', tsquery: corrected.tsquery };
          ({ count, results: found } = await repo.searchPage(orm, { ...args, search }));
          if (count > 0) correctedSearch = corrected.text;
        }
      }
      if (offset > 0 && offset >= count) throw notFound('Página inválida.', 'invalid_page');
      return { count, results: found, ...(correctedSearch ? { correctedSearch } : {}) };
    }
    count = await repo.count(orm, filters, search);
    if (offset > 0 && offset >= count) throw notFound('Página inválida.', 'invalid_page');
    if (!count) return { count, results: [] };

    const page = (highlighted: boolean | undefined, lim: number, off: number) =>
      repo.list(orm, { filters, search, ordering, limit: lim, offset: off, viewerId: o.viewerId, highlighted });
    if (o.highlightedFirst === false) return { count, results: await page(undefined, limit, offset) };
    // Highlighted ads first: they are few, so they are paged apart and the rest keeps its index order.
    const highlighted = await repo.count(orm, filters, search, true);
    const first = offset < highlighted ? await page(true, limit, offset) : [];
    const rest = first.length < limit ? await page(false, limit - first.length, Math.max(0, offset - highlighted)) : [];
    return { count, results: [...first, ...rest] };
  }

  return {
    list,
    parseSearch,

    async get(slug: string, user: AuthUser | null, viewerKey: string): Promise<AdDetail> {
      const row = await repo.findBySlug(orm, slug, user?.id ?? 0);
      if (!row) throw adNotFound();
      const ownerId = Number(row.owner_id);
      const isPublic = row.status === 'active' && new Date(String(row.expires_at)).getTime() > Date.now();
      if (row.status === 'removed' && !(user?.isStaff || user?.isSuperuser)) throw adNotFound();
      if (!isPublic && !canManage(user, ownerId)) throw adNotFound();
      if (isPublic && user?.id !== ownerId) {
        if (await repo.countView(orm, Number(row.id), viewerKey)) row.views = Number(row.views) + 1;
      }
      const images = await repo.images(orm, Number(row.id));
      return toDetail(row, images, user?.id === ownerId, canManage(user, ownerId));
    },

    async create(user: AuthUser, input: AdInput, files: UploadedFile[]): Promise<AdDetail> {
      checkTrimmed(input);
      const metadata = checkMetadata(
        input.new_ad_images_metadata ??
          parseJsonField(input.new_ad_images_metadata_json, 'new_ad_images_metadata_json'),
      );
      const { isService } = await checkRefs(orm, input);
      const images = await prepareImages(files, metadata);
      if (images.length > MAX_IMAGES_PER_AD) {
        await removeFiles(filesOf(images));
        throw validationError({ image_files: [`Envie no máximo ${MAX_IMAGES_PER_AD} imagens por anúncio.`] });
      }
      try {
        const slug = await orm.transaction(async (tx) => {
          const values = scalarValues(input, { isService });
          values.slug = slugify(String(values.title));
          values.owner_id = user.id;
          values.expires_at = new Date(Date.now() + AD_LIFETIME_DAYS * 86_400_000);
          const ad = await repo.insertAd(tx, values);
          const ordered = [...images].sort((a, b) => (a.main ? -1 : b.main ? 1 : a.order - b.order));
          for (const [position, img] of ordered.entries()) {
            await repo.insertImage(tx, ad.id, {
              position,
              clientId: img.clientId,
              alt: img.alt || String(values.title),
              variants: img.processed?.variants ?? null,
              width: img.processed?.width ?? null,
              height: img.processed?.height ?? null,
              blur: img.processed?.blur ?? null,
            });
          }
          await notify(tx, {
            userId: user.id,
            type: 'AD_PUBLISHED',
            title: 'Anúncio publicado',
            message: `Seu anúncio "${String(values.title)}" foi publicado e ficará visível por ${AD_LIFETIME_DAYS} dias.`,
            link: `/ads/${ad.slug}`,
          });
          return ad.slug;
        });
        return detail(orm, slug, user);
      } catch (err) {
        await removeFiles(filesOf(images));
        throw err;
      }
    },

    async update(user: AuthUser, slug: string, input: AdInput, files: UploadedFile[]): Promise<AdDetail> {
      const current = await repo.findBySlug(orm, slug, user.id);
      if (!current || (current.status === 'removed' && !user.isStaff && !user.isSuperuser)) throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode alterá-lo.');
      checkTrimmed(input);
      const metadata = checkMetadata(
        input.new_ad_images_metadata ??
          parseJsonField(input.new_ad_images_metadata_json, 'new_ad_images_metadata_json'),
      );
      const order = checkImagesOrder(input.images_order);
      const { isService } = await checkRefs(orm, input);
      if (input.status === 'active' && current.status === 'expired') {
        throw new AppError(400, 'ad_expired', 'Este anúncio expirou. Use "Renovar" para publicá-lo de novo.');
      }
      const images = await prepareImages(files, metadata);
      const removedFiles: string[] = [];
      try {
        await orm.transaction(async (tx) => {
          const adId = Number(current.id);
          const values = scalarValues(input, { isService });
          if (
            input.status &&
            input.status !== current.status &&
            ['active', 'paused'].includes(String(current.status))
          ) {
            values.status = input.status;
          }
          await repo.updateAd(tx, adId, values);

          const existing = await repo.images(tx, adId);
          let kept = existing;
          if (order) {
            const byId = new Map(existing.map((i) => [String(i.id), i]));
            const listed = new Set(order);
            const removed = existing.filter((i) => !listed.has(String(i.id)));
            for (const r of removed) removedFiles.push(...variantFiles(r.variants, opts.mediaDir));
            await repo.deleteImages(
              tx,
              removed.map((r) => r.id),
            );
            kept = order.map((id) => byId.get(id)).filter((i): i is NonNullable<typeof i> => Boolean(i));
          }
          if (kept.length + images.length > MAX_IMAGES_PER_AD) {
            throw validationError({ image_files: [`Um anúncio pode ter no máximo ${MAX_IMAGES_PER_AD} imagens.`] });
          }
          // Final order: a new main image first, then images_order (existing ids and new client ids),
          // then anything not listed, in the order it came.
          type Slot = { existingId: number } | { img: NewImage };
          const slots: Slot[] = [];
          const mainImg = images.find((i) => i.main);
          if (mainImg) slots.push({ img: mainImg });
          const newByClient = new Map(images.filter((i) => i.clientId).map((i) => [i.clientId as string, i]));
          const placed = new Set<NewImage>(mainImg ? [mainImg] : []);
          const keptIds = new Set(kept.map((k) => String(k.id)));
          for (const id of order ?? kept.map((k) => String(k.id))) {
            if (keptIds.has(id)) slots.push({ existingId: Number(id) });
            else if (newByClient.has(id) && !placed.has(newByClient.get(id)!)) {
              slots.push({ img: newByClient.get(id)! });
              placed.add(newByClient.get(id)!);
            }
          }
          for (const img of [...images].sort((a, b) => a.order - b.order)) {
            if (!placed.has(img)) slots.push({ img });
          }
          for (const [position, slot] of slots.entries()) {
            if ('existingId' in slot) await repo.setImagePosition(tx, slot.existingId, position);
            else {
              await repo.insertImage(tx, adId, {
                position,
                clientId: slot.img.clientId,
                alt: slot.img.alt || String(values.title ?? current.title),
                variants: slot.img.processed?.variants ?? null,
                width: slot.img.processed?.width ?? null,
                height: slot.img.processed?.height ?? null,
                blur: slot.img.processed?.blur ?? null,
              });
            }
          }
        });
      } catch (err) {
        await removeFiles(filesOf(images));
        throw err;
      }
      await removeFiles(removedFiles);
      return detail(orm, slug, user);
    },

    async remove(user: AuthUser, slug: string): Promise<void> {
      const current = await repo.findBySlug(orm, slug, user.id);
      if (!current || current.status === 'removed') throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode excluí-lo.');
      const adId = Number(current.id);
      const images = await repo.images(orm, adId);
      await orm.transaction(async (tx) => {
        await repo.updateAd(tx, adId, { status: 'removed' });
        await repo.deleteImages(
          tx,
          images.map((i) => i.id),
        );
      });
      await removeFiles(images.flatMap((i) => variantFiles(i.variants, opts.mediaDir)));
    },

    async renew(user: AuthUser, slug: string): Promise<AdDetail> {
      const current = await repo.findBySlug(orm, slug, user.id);
      if (!current || current.status === 'removed') throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode renová-lo.');
      // Expired by the job, or past its date and not yet swept (active) or paused meanwhile (a
      // paused ad's date keeps running; past it, renewing is how it comes back).
      const expired =
        current.status === 'expired' ||
        ((current.status === 'active' || current.status === 'paused') &&
          new Date(String(current.expires_at)).getTime() <= Date.now());
      if (!expired) throw new AppError(400, 'not_expired', 'Só anúncios expirados podem ser renovados.');
      await repo.updateAd(orm, Number(current.id), {
        status: 'active',
        expires_at: new Date(Date.now() + AD_LIFETIME_DAYS * 86_400_000),
      });
      return detail(orm, slug, user);
    },

    async vote(user: AuthUser, slug: string, voteType: 'up' | 'down') {
      return orm.transaction(async (tx) => {
        const ad = await repo.findBySlug(tx, slug, user.id, true);
        if (!ad || ad.status !== 'active') throw adNotFound();
        if (Number(ad.owner_id) === user.id) {
          throw forbidden('Você não pode votar no seu próprio anúncio.', 'own_ad');
        }
        const r = await repo.vote(tx, Number(ad.id), user.id, voteType === 'up' ? 1 : -1);
        return {
          vote_score: r.score,
          user_vote: r.vote === null ? null : r.vote > 0 ? ('up' as const) : ('down' as const),
        };
      });
    },

    async favorite(user: AuthUser, slug: string, on: boolean) {
      const ad = await repo.findBySlug(orm, slug, user.id);
      if (!ad || (on && ad.status !== 'active')) throw adNotFound();
      await repo.favorite(orm, Number(ad.id), user.id, on);
      return { is_favorited: on };
    },

    /** Fills an image record created from the metadata with its file (owner or staff only). */
    async uploadImageFile(user: AuthUser, imageId: number, file: UploadedFile | undefined): Promise<AdDetail> {
      const probe = await rows<{ owner_id: number | string; slug: string }>(
        orm,
        sql`select a.owner_id, a.slug from ad_images i join ads a on a.id = i.ad_id where i.id = ${imageId} and a.status <> 'removed'`,
      );
      if (!probe.length) throw notFound('Imagem não encontrada.', 'image_not_found');
      if (!canManage(user, Number(probe[0].owner_id)))
        throw forbidden('Só o dono do anúncio pode enviar imagens para ele.');
      if (!file || file.field !== 'image_file') throw validationError({ image_file: ['Envie o arquivo da imagem.'] });
      const processed = await processImage(file.buffer, opts.mediaDir, 'image_file');
      let old: string[] = [];
      try {
        await orm.transaction(async (tx) => {
          const img = await repo.findImage(tx, imageId);
          if (!img) throw notFound('Imagem não encontrada.', 'image_not_found');
          old = variantFiles(typeof img.variants === 'string' ? JSON.parse(img.variants) : img.variants, opts.mediaDir);
          await repo.setImageFile(tx, imageId, processed);
        });
      } catch (err) {
        await removeFiles(processed.files);
        throw err;
      }
      await removeFiles(old);
      return detail(orm, probe[0].slug, user);
    },

    /** Marks ads past their expiry as expired and tells each owner (AD_EXPIRED). */
    async expireDue(): Promise<number> {
      return orm.transaction(async (tx) => {
        const expired = await repo.expireDue(tx);
        for (const ad of expired) {
          await notify(tx, {
            userId: ad.owner_id,
            type: 'AD_EXPIRED',
            title: 'Anúncio expirado',
            message: `Seu anúncio "${ad.title}" expirou. Renove-o para que volte a aparecer nas buscas.`,
            link: `/ads/${ad.slug}`,
          });
        }
        await repo.pruneViews(tx);
        return expired.length;
      });
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;

/**
 * Runs the expiry job under a database-wide advisory lock, so that with several server processes
 * on one PostgreSQL only one of them does the work (the others return null at once).
 */
export async function runExpiryJob(database: Database, service: AdsService): Promise<number | null> {
  return database.withLock(EXPIRY_LOCK, () => service.expireDue(), { wait: false });
}
