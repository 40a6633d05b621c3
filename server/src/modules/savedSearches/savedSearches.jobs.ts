import type { Db } from '../../db/client';
import { escapeHtml, formatBrl } from '../../lib/boletoVoucher';
import type { Mailer } from '../../lib/mailer';
import { absoluteMediaUrl, type Storage } from '../../lib/storage/types';
import { createAdMatching } from '../ads/ads.service';
import { notifyAll } from '../notifications/notifications.producer';
import { createSavedSearchesRepository, type DigestAd, type MatchedSearch } from './savedSearches.repository';
import type { SavedSearchQuery } from './savedSearches.schemas';
import { unsubscribeToken } from './savedSearches.service';

// The saved searches' background work (plugins/jobs.ts runs them under their locks): matching the
// ads that became visible, and the daily e-mail at 8h, Brasília time.

/** Ads matched per run (the queue keeps the rest for the next one, seconds later). */
const BATCH = 500;
/** Ads an e-mail lists. */
const DIGEST_ADS = 10;
/** When the daily e-mail goes, Brasília time (UTC-3 all year). */
const DIGEST_HOUR = 8;
const BRASILIA_OFFSET_MS = -3 * 3600 * 1000;

/** The searches one ad matches: by their typed text, or through the typo correction /ads applies. */
async function matchesOf(tx: Db, adId: number): Promise<MatchedSearch[]> {
  const r = createSavedSearchesRepository(tx);
  const typed = await r.typedMatches(adId);
  const candidates = await r.typoCandidates(adId);
  if (!candidates.length) return typed;
  const corrected = await createAdMatching(tx).corrected(candidates.map((c) => c.search));
  const withFix = candidates.flatMap((c, i) => (corrected[i] ? [{ c, q: corrected[i] }] : []));
  const hits = await r.textMatches(
    adId,
    withFix.map((x) => x.q),
  );
  return [...typed, ...hits.map((i) => withFix[i].c)];
}

/**
 * Matches the queued ads (each queued when it became visible) against every saved search, each ad in
 * its own transaction: an ad hidden again meanwhile matches nothing; a match is recorded once per
 * (search, ad), and a search with an instant alert gets one SAVED_SEARCH_MATCH notification for it.
 * Returns how many notifications were sent.
 */
export async function matchQueuedAds(orm: Db, limit = BATCH): Promise<number> {
  const queued = await createSavedSearchesRepository(orm).queued(limit);
  let notified = 0;
  for (const q of queued) {
    const adId = Number(q.ad_id);
    notified += await orm.transaction(async (tx) => {
      const r = createSavedSearchesRepository(tx);
      await r.withoutJit();
      await r.dequeue(adId, Number(q.last));
      const ad = await r.visibleAd(adId);
      if (!ad) return 0;
      const matched = await matchesOf(tx, adId);
      const first = await r.recordMatches(
        adId,
        matched.map((s) => Number(s.id)),
      );
      const alerts = matched.filter((s) => s.alert === 'instant' && first.delete(Number(s.id)));
      await notifyAll(
        tx,
        alerts.map((s) => ({
          userId: Number(s.user_id),
          type: 'SAVED_SEARCH_MATCH' as const,
          title: `Novo anúncio para sua busca “${s.name}”`,
          message: ad.title,
          link: `/ads/${ad.slug}`,
        })),
      );
      return alerts.length;
    });
  }
  return notified;
}

/** The Brasília date (YYYY-MM-DD) and hour of a moment. */
function brasiliaClock(now: Date): { day: string; hour: number } {
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

/** /ads with the search's parameters. */
function searchPath(query: SavedSearchQuery): string {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return qs ? `/ads?${qs}` : '/ads';
}

const PRICE_WORDS: Record<string, string> = { per_hour: ' por hora', per_service: ' por serviço' };

function priceText(ad: DigestAd): string {
  if (ad.price_cents === null || ad.price_type === 'negotiable') return 'Preço a combinar';
  return formatBrl(Number(ad.price_cents)) + (PRICE_WORDS[ad.price_type] ?? '');
}

function photoOf(ad: DigestAd, siteUrl: string, storage?: Pick<Storage, 'publicUrl'>): string | null {
  const image = typeof ad.image === 'string' ? (JSON.parse(ad.image) as DigestAd['image']) : ad.image;
  if (!image || typeof image === 'string') return null;
  const v = image.variants;
  const url = v['320'] ?? Object.values(v)[0];
  return url ? absoluteMediaUrl(url, siteUrl, storage) : null;
}

/** The e-mail of one search's new ads. */
function digestMail(
  search: { name: string; first_name: string; query: SavedSearchQuery },
  ads: DigestAd[],
  total: number,
  links: { site: string; unsubscribe: string; storage?: Pick<Storage, 'publicUrl'> },
) {
  const searchUrl = `${links.site}${searchPath(search.query)}`;
  const more = total - ads.length;
  const n = total === 1 ? '1 anúncio novo' : `${total} anúncios novos`;
  const subject = `${n} para sua busca “${search.name}”`;
  const hello = `Olá${search.first_name ? `, ${search.first_name}` : ''}!`;
  const lines = ads.map(
    (a) => `- ${a.title} — ${priceText(a)} — ${a.city} - ${a.state_code}\n  ${links.site}/ads/${a.slug}`,
  );
  const text =
    `${hello}\n\nSua busca “${search.name}” tem ${n} na Tribo:\n\n${lines.join('\n')}\n` +
    (more > 0 ? `\nE mais ${more}. ` : '\n') +
    `Veja todos: ${searchUrl}\n\n` +
    `Não quer mais este resumo diário? Cancele com um clique: ${links.unsubscribe}\n`;
  const e = escapeHtml;
  const cards = ads
    .map((a) => {
      const photo = photoOf(a, links.site, links.storage);
      return `<tr><td style="padding:8px 0;width:96px;vertical-align:top">${
        photo ? `<img src="${e(photo)}" width="88" height="66" alt="" style="border-radius:6px;object-fit:cover">` : ''
      }</td><td style="padding:8px 0 8px 12px;vertical-align:top"><a href="${e(`${links.site}/ads/${a.slug}`)}" style="color:#0b6b4f;font-weight:bold">${e(
        a.title,
      )}</a><br>${e(priceText(a))}<br><span style="color:#555">${e(`${a.city} - ${a.state_code}`)}</span></td></tr>`;
    })
    .join('');
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px">` +
    `<p>${e(hello)}</p><p>Sua busca <strong>“${e(search.name)}”</strong> tem ${e(n)} na Tribo:</p>` +
    `<table cellpadding="0" cellspacing="0">${cards}</table>` +
    `<p><a href="${e(searchUrl)}">${more > 0 ? `Ver todos (mais ${more})` : 'Ver a busca na Tribo'}</a></p>` +
    `<p style="font-size:12px;color:#666">Você recebe este e-mail porque ativou o resumo diário desta busca. ` +
    `<a href="${e(links.unsubscribe)}">Cancelar o resumo diário</a></p></div>`;
  return {
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * From 8h Brasília time, one e-mail a day per search with the daily alert that has new ads (visible
 * matches not yet e-mailed): up to 10 of them, newest first, a link to the search and a one-click
 * unsubscribe link (List-Unsubscribe, List-Unsubscribe-Post). The day is claimed before sending, so
 * two runs never send it twice; every listed or counted match is then marked as e-mailed.
 */
export async function sendSavedSearchDigests(
  orm: Db,
  mail: { mailer: Mailer; siteUrl: string; secret: string; storage?: Pick<Storage, 'publicUrl'> },
  now = new Date(),
): Promise<number> {
  const { day, hour } = brasiliaClock(now);
  if (hour < DIGEST_HOUR) return 0;
  const repo = createSavedSearchesRepository(orm);
  let sent = 0;
  for (const s of await repo.dueDigests(day, 500)) {
    const id = Number(s.id);
    if (!(await repo.claimDigest(id, day))) continue;
    const { ads, total } = await repo.unsentAds(id, DIGEST_ADS);
    if (!ads.length) continue;
    const unsubscribe = `${mail.siteUrl}/api/v1/ads/saved-searches/${id}/unsubscribe/?token=${unsubscribeToken(mail.secret, id)}`;
    const query = typeof s.query === 'string' ? (JSON.parse(s.query) as SavedSearchQuery) : s.query;
    const message = digestMail({ name: s.name, first_name: s.first_name, query }, ads, total, {
      site: mail.siteUrl,
      unsubscribe,
      storage: mail.storage,
    });
    await repo.markEmailed(id);
    await mail.mailer.send({ to: s.email, ...message });
    sent += 1;
  }
  return sent;
}
