import type { Db } from '../../db/client';
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
