/**
 * Redux DevTools sanitizer: QA can export a run and replay it without the export carrying
 * credentials. Every value under a secret-looking key, anywhere in an action or the state
 * (auth slice, RTK Query args and results), is replaced by a mask.
 */
export const MASK = '***';

const SECRET_KEYS = new Set([
  'token',
  'refreshToken',
  'access',
  'refresh',
  'refresh_token',
  'password',
  'password_confirm',
  'new_password',
  'new_password_confirm',
  'credential',
  'authorization',
]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function maskSecrets<T>(value: T, seen = new WeakSet<object>()): T {
  if (Array.isArray(value)) {
    if (seen.has(value)) return value;
    seen.add(value);
    return value.map((item) => maskSecrets(item, seen)) as T;
  }
  if (!isPlainObject(value)) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) && v !== null && v !== undefined && v !== '' ? MASK : maskSecrets(v, seen);
  }
  return out as T;
}

export const devToolsOptions = {
  name: 'Tribo',
  actionSanitizer: <A>(action: A) => maskSecrets(action),
  stateSanitizer: <S>(state: S) => maskSecrets(state),
};
