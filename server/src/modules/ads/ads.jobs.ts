import type { Db } from '../../db/client';
import { addCardVariant, CARD_VARIANT } from '../../lib/images';
import type { Storage } from '../../lib/storage/types';
import { notifyPublicChange } from '../../lib/publicCache';
import { notify } from '../notifications/notifications.producer';
import { createAdsRepository } from './ads.repository';

/**
 * The ad expiry job's work (scheduled by plugins/jobs.ts): marks ads past their expiry as expired,
 * tells each owner (AD_EXPIRED) in the same transaction, and prunes day-old view records.
 * Returns how many ads expired.
 */
export async function expireDueAds(orm: Db): Promise<number> {
  return orm.transaction(async (tx) => {
    const r = createAdsRepository(tx);
    const expired = await r.expireDue();
    for (const ad of expired) {
      await notify(tx, {
        userId: ad.owner_id,
        type: 'AD_EXPIRED',
        title: 'Anúncio expirado',
        message: `Seu anúncio "${ad.title}" expirou. Renove-o para que volte a aparecer nas buscas.`,
        link: `/ads/${ad.slug}`,
      });
    }
    if (expired.length) await notifyPublicChange(tx);
    await r.pruneViews();
    return expired.length;
  });
}

/** Media files ("ads/<name>") that ad images reference, for the media janitor. */
export async function adImageReferences(orm: Db): Promise<Set<string>> {
  return createAdsRepository(orm).referencedMedia();
}

/** Main pictures a run of the backfill cuts a rendition for: a few, as it shares the one image slot with uploads. */
export const CARDS_PER_RUN = 20;

/**
 * The link-preview rendition (lib/images.ts, 1200x630 JPEG) for ads' main pictures stored without
 * one (uploaded before renditions existed, or a demo picture moved first): cut from the largest
 * WebP variant, stored only if the image did not change meanwhile, the file published after the
 * row. Until then the page's og:image is that WebP variant. Returns how many got one.
 */
export async function addMissingCards(orm: Db, storage: Storage | undefined, limit = CARDS_PER_RUN): Promise<number> {
  if (!storage) return 0;
  const repo = createAdsRepository(orm);
  let added = 0;
  for (const image of await repo.mainImagesWithoutCard(limit)) {
    const card = await addCardVariant(image.variants, storage);
    const after = card?.variants ?? { ...image.variants, [CARD_VARIANT]: '' };
    if (await repo.addImageCard(image.id, image.variants, after)) {
      if (card) {
        await storage.publish([card.file]);
        added += 1;
      }
    } else if (card) {
      await storage.remove([card.file]);
    }
  }
  if (added) await notifyPublicChange(orm);
  return added;
}
