// Signed-in sessions for the benches that open pages in Chromium: a new member registered through
// the API, and the staff account `npm start` creates on a fresh data dir (SEED_ADMIN_* below, given
// to startApp). A session is written into the page the way the app stores it (the three tribo:*
// keys of localStorage) before any script runs.
import { randomUUID } from 'node:crypto';

export const BENCH_STAFF = { email: 'bench-equipe@tribo.local', password: 'Caju-Azul-Medida-2026!' };
/** The environment of startApp() that creates BENCH_STAFF on the first start. */
export const STAFF_ENV = { SEED_ADMIN_EMAIL: BENCH_STAFF.email, SEED_ADMIN_PASSWORD: BENCH_STAFF.password };

async function post(base, path, body) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function withUser(base, pair) {
  if (pair.user) return { access: pair.access, refresh: pair.refresh, user: pair.user };
  const res = await fetch(`${base}/api/v1/users/me/`, { headers: { authorization: `Bearer ${pair.access}` } });
  return { access: pair.access, refresh: pair.refresh, user: await res.json() };
}

export async function memberSession(base) {
  const id = randomUUID().slice(0, 8);
  const password = `Caju-Verde-${id}!`;
  const pair = await post(base, '/api/v1/users/register/', {
    username: `bench_${id}`,
    email: `bench_${id}@exemplo.com.br`,
    password,
    password_confirm: password,
    first_name: 'Bianca',
    last_name: 'Medida',
  });
  return withUser(base, pair);
}

export async function staffSession(base) {
  return withUser(base, await post(base, '/api/v1/token/', BENCH_STAFF));
}

/** For context.addInitScript: the session as the app stores it, before the app starts. */
export function storeSession(s) {
  localStorage.setItem('tribo:token', s.access);
  localStorage.setItem('tribo:refreshToken', s.refresh);
  localStorage.setItem('tribo:user', JSON.stringify(s.user));
}
