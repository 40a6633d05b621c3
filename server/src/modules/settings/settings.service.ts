import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SETTINGS as SHARED_DEFAULTS } from '../../../../shared/settings';
import type { Database, Db } from '../../db/client';
import { createNotifiedCache } from '../../lib/notifiedCache';
import { addFieldError, validationError, type FieldErrors } from '../../lib/errors';
import { createSettingsRepository, SETTINGS_CHANNEL, type SettingsRepository } from './settings.repository';
import {
  CAROUSEL_INTERVAL,
  SETTINGS_MESSAGES,
  type AdminSettings,
  type SettingsResponse,
  type SettingsUpdate,
} from './settings.schemas';

/** The values of the settings never stored, which the SPA shows before it has the settings. */
export const DEFAULT_SETTINGS: SettingsResponse = SHARED_DEFAULTS;

/**
 * How long a process trusts its cached settings. Another process's change normally arrives at once
 * (NOTIFY on PostgreSQL); the TTL bounds the staleness if that notice is lost (listener reconnecting).
 */
export const SETTINGS_CACHE_TTL_MS = 5000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored pairs over the defaults (objects merge key by key), with stored carousel values kept in range. */
export function mergeSettings(stored: Record<string, unknown>): SettingsResponse {
  const out = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const fallback = out[key];
    // Object settings (hero_carousel, maintenance_banner) merge over their defaults key by key.
    out[key] = isObject(fallback) && isObject(value) ? { ...fallback, ...value } : value;
  }
  const settings = out as SettingsResponse;
  // A row the staff form did not write (SQL by hand, an older build) may hold an interval outside
  // 3-9 s or no transition: read back within range.
  const hc = settings.hero_carousel;
  const interval = Number(hc.interval_ms);
  settings.hero_carousel = {
    ...hc,
    interval_ms: Number.isFinite(interval)
      ? Math.min(CAROUSEL_INTERVAL.max, Math.max(CAROUSEL_INTERVAL.min, Math.round(interval)))
      : DEFAULT_SETTINGS.hero_carousel.interval_ms,
    transition: hc.transition === 'fade' ? 'fade' : 'slide',
  };
  return settings;
}

/** Global settings: stored key/value pairs over the defaults, so a missing key never breaks the SPA. */
export async function readSettings(repo: SettingsRepository): Promise<SettingsResponse> {
  return mergeSettings(await repo.getSettings());
}

/** The settings as stored now, without the cache (another module's rare read: contact's mail). */
export function readStoredSettings(db: Db): Promise<SettingsResponse> {
  return readSettings(createSettingsRepository(db));
}

/** Rules the schema cannot say, checked on the merged result (a partial update keeps the rest). */
export function checkSettings(next: SettingsResponse, patch: SettingsUpdate): FieldErrors {
  const fields: FieldErrors = {};
  const M = SETTINGS_MESSAGES;
  if (patch.whatsapp_number !== undefined) {
    const n = next.whatsapp_number;
    // Brazil: 55, a two-digit DDD (11-99, no zero digit) and an 8- or 9-digit number.
    if (n.startsWith('55') && !/^55[1-9][1-9][0-9]{8,9}$/.test(n))
      addFieldError(fields, 'whatsapp_number', M.whatsappBrazil);
  }
  if (patch.social_profile_url !== undefined) {
    let ok = false;
    try {
      const u = new URL(next.social_profile_url);
      ok =
        (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname.includes('.') || u.hostname === 'localhost');
    } catch {
      ok = false;
    }
    if (!ok) addFieldError(fields, 'social_profile_url', M.socialProfileUrl);
  }
  if (patch.contact_email !== undefined && !next.contact_email.trim()) {
    addFieldError(fields, 'contact_email', M.contactEmail);
  }
  if (next.maintenance_banner.enabled && !next.maintenance_banner.message.trim()) {
    addFieldError(fields, 'maintenance_banner.message', M.bannerMessageRequired);
  }
  return fields;
}

/** The patch with its text trimmed (what staff type, minus stray spaces). */
function cleanPatch(patch: SettingsUpdate): SettingsUpdate {
  const out: SettingsUpdate = { ...patch };
  if (out.contact_email !== undefined) out.contact_email = out.contact_email.trim().toLowerCase();
  if (out.whatsapp_greeting !== undefined) out.whatsapp_greeting = out.whatsapp_greeting.trim();
  if (out.social_profile_url !== undefined) out.social_profile_url = out.social_profile_url.trim();
  if (out.maintenance_banner?.message !== undefined) {
    out.maintenance_banner = { ...out.maintenance_banner, message: out.maintenance_banner.message.trim() };
  }
  return out;
}

/**
 * The settings of one app (one process): a cached read for every page view, the staff's view and
 * update. The cache is dropped on this process's own update and, on PostgreSQL, on the NOTIFY that
 * any process's update sends at commit; at worst it lives SETTINGS_CACHE_TTL_MS.
 */
export function createSettingsService(database: Database, log?: FastifyBaseLogger) {
  const repo = createSettingsRepository(database.orm);
  // One entry: the merged settings.
  const cache = createNotifiedCache<'settings', SettingsResponse>(database, {
    channel: SETTINGS_CHANNEL,
    ttlMs: SETTINGS_CACHE_TTL_MS,
    name: 'configurações',
    log,
  });
  const invalidate = () => cache.invalidate();

  return {
    repo,

    /** The public settings, from the process cache when fresh. */
    async read(): Promise<SettingsResponse> {
      return cache.get('settings', () => readSettings(repo));
    },

    /** The staff's view: always read from the database, with the time of the last change. */
    async readForAdmin(): Promise<AdminSettings> {
      const { values, updatedAt } = await repo.getSettingsWithTime();
      return { ...mergeSettings(values), updated_at: updatedAt ? updatedAt.toISOString() : null };
    },

    /**
     * Applies a partial update in one transaction: each sent key replaces the stored one (objects
     * merge key by key over what is stored), the merged whole is checked, updated_at is stamped.
     */
    async update(input: SettingsUpdate): Promise<AdminSettings> {
      const patch = cleanPatch(input);
      const result = await repo.writeTransaction(async (tx) => {
        const { values } = await repo.getSettingsWithTime(tx);
        const current = mergeSettings(values);
        const next: SettingsResponse = {
          ...current,
          ...(patch as Partial<SettingsResponse>),
          maintenance_banner: { ...current.maintenance_banner, ...patch.maintenance_banner },
          hero_carousel: { ...current.hero_carousel, ...patch.hero_carousel },
        };
        const fields = checkSettings(next, patch);
        if (Object.keys(fields).length) throw validationError(fields);
        for (const key of Object.keys(patch) as (keyof SettingsUpdate)[]) {
          if (patch[key] !== undefined) await repo.put(tx, key, next[key]);
        }
        const after = await repo.getSettingsWithTime(tx);
        return { ...mergeSettings(after.values), updated_at: after.updatedAt ? after.updatedAt.toISOString() : null };
      });
      invalidate();
      return result;
    },

    invalidate,

    close: () => cache.close(),
  };
}
