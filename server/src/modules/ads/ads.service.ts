import type { Database } from '../../db/client';
import { AppError, forbidden, notFound, validationError, type FieldErrors } from '../../lib/errors';
import { checkPage, type PageWindow } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { notify } from '../notifications/notifications.producer';
import { failpoint } from '../../lib/failpoints';
import type { Storage } from '../../lib/storage/types';
import type { PublicCache } from '../../lib/publicCache';
import { processImage, variantFiles } from '../../lib/images';
import { filesOf, prepareImages, type NewImage } from './ads.uploads';
import { checkImagesOrder, checkMetadata, checkTrimmed, parseJsonField, scalarValues, type AdInput } from './ads.input';
import { toDetail } from './ads.mappers';
import { createAdsRepository } from './ads.repository';
import { MAX_IMAGES_PER_AD, type AdDetail, type AdSummary } from './ads.schemas';
import { correctSearch, parseSearch } from './ads.search';
import { slugify } from '../../lib/slugs';
import type { ViewRecorder } from './ads.views';
import type { ListFilters, Ordering, SearchMode } from './ads.sql';

// What other modules read of ads goes through this file, the module's one door: the summary's
// shape and the ad statuses (a tribe's wall lists ads, a payment names its ad's status), and how to
// select and map an ad's row (reading the ads table is allowed to others, writing it is not).
export { AD_STATUSES, AdSummary } from './ads.schemas';
export { adColumns, placement, storedSearchMatches } from './ads.sql';
// Saved searches (modules/savedSearches) take the listing's query as it is and match new ads by its rules.
export { AdListQuery } from './ads.schemas';
export { createAdMatching } from './ads.matching';
export { toSummary, type AdRow } from './ads.mappers';
// The staff's writes on ads (modules/reports): hiding, removal, restoring.
export {
  findModeratedAd,
  removeAdByStaff,
  requestAdChanges,
  restoreAdByStaff,
  setOwnerSuspended,
  setUnderReview,
} from './ads.moderation';

// The ads' rules: who may see, change, renew, vote on and favourite an ad, its images' order, and
// the listing (highlighted first, the typo-tolerant search). The search language is in ads.search.ts,
// the body checks in ads.input.ts, image files in lib/images.ts and ads.uploads.ts, the expiry job in ads.jobs.ts.

export const AD_LIFETIME_DAYS = 30;

const canManage = (user: AuthUser | null, ownerId: number) =>
  Boolean(user && (user.id === ownerId || user.isStaff || user.isSuperuser));

const adNotFound = () => notFound('Anúncio não encontrado.', 'ad_not_found');

export function createAdsService(
  database: Database,
  opts: { storage: Storage; views: ViewRecorder; publicCache?: PublicCache },
) {
  const { orm } = database;
  const repo = createAdsRepository(orm);

  async function detail(slug: string, user: AuthUser | null): Promise<AdDetail> {
    const row = await repo.findBySlug(slug, user?.id ?? 0);
    if (!row) throw adNotFound();
    const ownerId = Number(row.owner_id);
    const { images, tribes } = await repo.detailExtras(Number(row.id));
    return toDetail(row, images, user?.id === ownerId, canManage(user, ownerId), tribes);
  }

  async function checkRefs(input: AdInput): Promise<{ isService?: boolean }> {
    const fields: FieldErrors = {};
    let isService: boolean | undefined;
    if (input.category_id !== undefined) {
      const cat = await repo.categoryExists(input.category_id);
      if (!cat) fields.category_id = ['Categoria não encontrada.'];
      else isService = cat.is_service;
    }
    if (input.state_code !== undefined && !(await repo.stateExists(input.state_code.toUpperCase()))) {
      fields.state_code = ['Estado (UF) inválido.'];
    }
    if (Object.keys(fields).length) throw validationError(fields);
    return { isService };
  }

  async function list(
    filters: ListFilters,
    o: {
      search?: string;
      ordering?: Ordering;
      page: PageWindow;
      viewerId: number;
      highlightedFirst?: boolean;
    },
  ): Promise<{ count: number; results: AdSummary[]; correctedSearch?: string }> {
    const parsed = parseSearch(o.search);
    const { limit, offset } = o.page;
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
      ({ count, results: found } = await repo.searchPage({ ...args, search }));
      if (count === 0 && parsed.words.length) {
        // Nothing by full text: correct typos against the ads' vocabulary ("eletrisista" -> "eletricista").
        const fixes = await repo.closestWords(parsed.words);
        const fixOf = new Map<string, string>();
        parsed.words.forEach((w, i) => {
          const fix = fixes[i];
          if (fix && fix !== w) fixOf.set(w, fix);
        });
        if (fixOf.size) {
          const corrected = correctSearch(parsed, fixOf);
          search = { kind: 'fts', tsquery: corrected.tsquery };
          ({ count, results: found } = await repo.searchPage({ ...args, search }));
          if (count > 0) correctedSearch = corrected.text;
        }
      }
      checkPage(count, o.page);
      return { count, results: found, ...(correctedSearch ? { correctedSearch } : {}) };
    }
    ({ count, results: found } = await repo.listPage({
      filters,
      search,
      ordering,
      limit,
      offset,
      viewerId: o.viewerId,
      highlightedFirst: o.highlightedFirst !== false,
    }));
    checkPage(count, o.page);
    return { count, results: found };
  }

  return {
    list,
    parseSearch,

    /**
     * An ad page. Reading it counts no view (countView does, called by the page once it knows
     * who is looking); the answer shows the stored count plus this process's views still queued.
     */
    async get(slug: string, user: AuthUser | null): Promise<AdDetail> {
      // A visitor without a session gets the page every visitor gets: its row, images and tribes
      // come from the public cache (up to a second old, dropped by every ad write); the view count
      // is read fresh, by the ad's key. A member's page carries their own vote and favourite and is
      // read fresh, in one round trip.
      const shared = !user && opts.publicCache?.enabled;
      const found = shared
        ? await opts.publicCache!.get(`ad:${slug}`, () => repo.findPage(slug, 0, null))
        : await repo.findPage(slug, user?.id ?? 0, null);
      if (!found) throw adNotFound();
      const { row, images, tribes } = found;
      const ownerId = Number(row.owner_id);
      const adId = Number(row.id);
      const pastDate = new Date(String(row.expires_at)).getTime() <= Date.now();
      const isPublic = row.status === 'active' && !row.hidden && !pastDate;
      // An expired ad keeps its page for everyone (a shared link still opens; the page says
      // "Expirado" and search engines are told not to index it); a paused one, or one hidden for
      // review, is its owner's.
      const expired = !row.hidden && (row.status === 'expired' || (row.status === 'active' && pastDate));
      if (row.status === 'removed' && !(user?.isStaff || user?.isSuperuser)) throw adNotFound();
      if (!isPublic && !expired && !canManage(user, ownerId)) throw adNotFound();
      const views = shared ? (await repo.viewState(adId, null)).views : Number(row.views);
      // The cached row is shared by every visitor: the count shown goes on a copy. An expired ad
      // shows no way to reach its owner except to the owner and staff: it is no longer on offer.
      const hideContacts = expired && !canManage(user, ownerId);
      return toDetail(
        {
          ...row,
          views: views + opts.views.pending(adId),
          ...(hideContacts ? { show_whatsapp: false, show_phone: false } : {}),
        },
        images,
        user?.id === ownerId,
        canManage(user, ownerId),
        tribes,
      );
    },

    /**
     * A visit to an ad's page: one view per person (`viewer`: the member, else the browser's
     * anonymous key) per ad per day, never the owner's, and only of a public ad. Queued
     * (ads.views.ts), not written here.
     */
    async countView(slug: string, user: AuthUser | null, viewer: string): Promise<void> {
      const target = await repo.viewTarget(slug, viewer);
      if (!target) throw adNotFound();
      if (!target.isPublic || user?.id === target.ownerId || target.seen) return;
      opts.views.record(target.id, viewer);
    },

    async create(user: AuthUser, input: AdInput, files: UploadedFile[]): Promise<AdDetail> {
      checkTrimmed(input);
      const metadata = checkMetadata(
        input.new_ad_images_metadata ??
          parseJsonField(input.new_ad_images_metadata_json, 'new_ad_images_metadata_json'),
      );
      const { isService } = await checkRefs(input);
      const images = await prepareImages(files, metadata, opts.storage);
      if (images.length > MAX_IMAGES_PER_AD) {
        await opts.storage.remove(filesOf(images));
        throw validationError({ image_files: [`Envie no máximo ${MAX_IMAGES_PER_AD} imagens por anúncio.`] });
      }
      failpoint('ads.create.filesWritten');
      let slug: string;
      try {
        slug = await orm.transaction(async (tx) => {
          const r = createAdsRepository(tx);
          const values = scalarValues(input, { isService });
          values.slug = slugify(String(values.title));
          values.owner_id = user.id;
          values.expires_at = new Date(Date.now() + AD_LIFETIME_DAYS * 86_400_000);
          const ad = await r.insertAd(values);
          const ordered = [...images].sort((a, b) => (a.main ? -1 : b.main ? 1 : a.order - b.order));
          for (const [position, img] of ordered.entries()) {
            await r.insertImage(ad.id, {
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
      } catch (err) {
        await opts.storage.remove(filesOf(images));
        throw err;
      }
      failpoint('ads.create.committed');
      await opts.storage.publish(filesOf(images));
      return detail(slug, user);
    },

    async update(user: AuthUser, slug: string, input: AdInput, files: UploadedFile[]): Promise<AdDetail> {
      const current = await repo.findBySlug(slug, user.id);
      if (!current || (current.status === 'removed' && !user.isStaff && !user.isSuperuser)) throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode alterá-lo.');
      checkTrimmed(input);
      const metadata = checkMetadata(
        input.new_ad_images_metadata ??
          parseJsonField(input.new_ad_images_metadata_json, 'new_ad_images_metadata_json'),
      );
      const order = checkImagesOrder(input.images_order);
      const { isService } = await checkRefs(input);
      if (input.status === 'active' && current.status === 'expired') {
        throw new AppError(400, 'ad_expired', 'Este anúncio expirou. Use "Renovar" para publicá-lo de novo.');
      }
      const images = await prepareImages(files, metadata, opts.storage);
      const removedFiles: string[] = [];
      try {
        await orm.transaction(async (tx) => {
          const r = createAdsRepository(tx);
          const adId = Number(current.id);
          const values = scalarValues(input, { isService });
          if (
            input.status &&
            input.status !== current.status &&
            ['active', 'paused'].includes(String(current.status))
          ) {
            values.status = input.status;
          }
          // The correction the staff asked for: the owner's edit brings the ad back to the lists.
          if (current.changes_requested && user.id === Number(current.owner_id)) values.changes_requested = false;
          await r.updateAd(adId, values);

          const existing = await r.images(adId);
          let kept = existing;
          if (order) {
            const byId = new Map(existing.map((i) => [String(i.id), i]));
            const listed = new Set(order);
            const removed = existing.filter((i) => !listed.has(String(i.id)));
            for (const r of removed) removedFiles.push(...variantFiles(r.variants));
            await r.deleteImages(removed.map((r) => r.id));
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
            if ('existingId' in slot) await r.setImagePosition(slot.existingId, position);
            else {
              await r.insertImage(adId, {
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
        await opts.storage.remove(filesOf(images));
        throw err;
      }
      await opts.storage.publish(filesOf(images));
      await opts.storage.remove(removedFiles);
      return detail(slug, user);
    },

    async remove(user: AuthUser, slug: string): Promise<void> {
      const current = await repo.findBySlug(slug, user.id);
      if (!current || current.status === 'removed') throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode excluí-lo.');
      const adId = Number(current.id);
      const images = await repo.images(adId);
      await orm.transaction(async (tx) => {
        const r = createAdsRepository(tx);
        await r.updateAd(adId, { status: 'removed' });
        await r.deleteImages(images.map((i) => i.id));
      });
      await opts.storage.remove(images.flatMap((i) => variantFiles(i.variants)));
    },

    async renew(user: AuthUser, slug: string): Promise<AdDetail> {
      const current = await repo.findBySlug(slug, user.id);
      if (!current || current.status === 'removed') throw adNotFound();
      if (!canManage(user, Number(current.owner_id))) throw forbidden('Só o dono do anúncio pode renová-lo.');
      // Expired by the job, or past its date and not yet swept (active) or paused meanwhile (a
      // paused ad's date keeps running; past it, renewing is how it comes back).
      const expired =
        current.status === 'expired' ||
        ((current.status === 'active' || current.status === 'paused') &&
          new Date(String(current.expires_at)).getTime() <= Date.now());
      if (!expired) throw new AppError(400, 'not_expired', 'Só anúncios expirados podem ser renovados.');
      await repo.updateAd(Number(current.id), {
        status: 'active',
        expires_at: new Date(Date.now() + AD_LIFETIME_DAYS * 86_400_000),
      });
      return detail(slug, user);
    },

    /** One round trip: the ad's row is locked, the rules checked and the vote applied in ad_vote(). */
    async vote(user: AuthUser, slug: string, voteType: 'up' | 'down') {
      const result = await repo.voteBySlug(slug, user.id, voteType === 'up' ? 1 : -1);
      if (result.outcome === 'not_found') throw adNotFound();
      if (result.outcome === 'own_ad') throw forbidden('Você não pode votar no seu próprio anúncio.', 'own_ad');
      return {
        vote_score: result.score,
        user_vote: result.vote === null ? null : result.vote > 0 ? ('up' as const) : ('down' as const),
      };
    },

    async favorite(user: AuthUser, slug: string, on: boolean) {
      const ad = await repo.favoriteBySlug(slug, user.id, on);
      if (!ad || (on && ad.status !== 'active')) throw adNotFound();
      return { is_favorited: on };
    },

    /** Fills an image record created from the metadata with its file (owner or staff only). */
    async uploadImageFile(user: AuthUser, imageId: number, file: UploadedFile | undefined): Promise<AdDetail> {
      const probe = await repo.imageOwner(imageId);
      if (!probe) throw notFound('Imagem não encontrada.', 'image_not_found');
      if (!canManage(user, Number(probe.owner_id)))
        throw forbidden('Só o dono do anúncio pode enviar imagens para ele.');
      if (!file || file.field !== 'image_file') throw validationError({ image_file: ['Envie o arquivo da imagem.'] });
      const processed = await processImage(file, opts.storage, 'image_file', { card: true });
      let old: string[] = [];
      try {
        await orm.transaction(async (tx) => {
          const r = createAdsRepository(tx);
          const img = await r.findImage(imageId);
          if (!img) throw notFound('Imagem não encontrada.', 'image_not_found');
          old = variantFiles(typeof img.variants === 'string' ? JSON.parse(img.variants) : img.variants);
          await r.setImageFile(imageId, processed);
        });
      } catch (err) {
        await opts.storage.remove(processed.files);
        throw err;
      }
      await opts.storage.publish(processed.files);
      await opts.storage.remove(old);
      return detail(probe.slug, user);
    },
  };
}
