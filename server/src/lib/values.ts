// A raw row's values (snake_case, as PGlite or postgres.js return them) as the API gives them:
// timestamps come as Date or text, numbers as text (bigint, numeric), JSON as text or parsed.

export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const num = (v: unknown): number => Number(v);
export const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
