// npm run bench:tribes — against a real PostgreSQL (BENCH_DATABASE_URL, default the dev server on
// 127.0.0.1:55432): a throwaway database with 10,000 tribes, 1,000,000 memberships and 500,000
// tribe-ad links (100,000 users, 100,000 ads), then the server started as its own process and
// measured over HTTP from this one: p50/p95 of a tribe's feed (first page) and of "my tribes".
// Target: p95 at most 20 ms each. Figures, not a pass/fail test. BENCH_RUNS and BENCH_KEEP=1 adjust a run.
// Run with tsx (the script does): node --import tsx bench/tribes.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayDatabase } from './support/database.mjs';
import { SERVER_ARGS } from './support/processes.mjs';

const { openDatabase } = await import('../server/src/db/client.ts');
const { migrate } = await import('../server/src/db/migrate.ts');
const { seedBase } = await import('../server/src/demo/seed.ts');
const { createSigner } = await import('../server/src/lib/tokens.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = 100_000;
const ADS = 100_000;
const TRIBES = 10_000;
const MEMBERSHIPS = 1_000_000;
const LINKS = 500_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);

const db = await throwawayDatabase();

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const fmt = (x) => `${x.toFixed(2)} ms`;
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

let database;
let child;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-tribes-'));
try {
  database = await openDatabase({ url: db.url, poolSize: 4 });
  await migrate(database);
  await seedBase(database);

  // Bulk load in one session with triggers and foreign-key checks off (session_replication_role),
  // then what the triggers keep (member_count, scores) computed in one statement each.
  const t0 = process.hrtime.bigint();
  await database.exec(`
    set session_replication_role = replica;
    insert into users (username, email, first_name)
      select 'bench_' || g, 'bench_' || g || '@exemplo.com.br', 'Bench' from generate_series(1, ${USERS}) g;
    insert into ads (slug, owner_id, category_id, title, description, state_code, city, created_at, published_at,
                     expires_at, vote_score)
      select 'anuncio-' || g, 1 + (g * 7919) % ${USERS}, 1 + g % 20, 'Anúncio de teste ' || g,
             'Descrição do anúncio de teste número ' || g || ' para o benchmark de tribos.',
             (array['SP','RJ','MG','PR','RS','SC','BA','PE'])[1 + g % 8], 'Cidade',
             now() - ((g % 43200) || ' minutes')::interval, now(), now() + interval '20 days', (g * 31) % 50
        from generate_series(1, ${ADS}) g;
    insert into tribes (slug, name, description, state_code, city, category_id, visibility, join_policy, ad_policy,
                        owner_id, created_at)
      select 'tribo-' || g, 'Tribo ' || g || ' ' || (array['Diaristas','Pets','Reformas','Festas','Tech'])[1 + g % 5],
             'Comunidade de teste ' || g, (array['SP','RJ','MG','PR','RS','SC','BA','PE'])[1 + g % 8], 'Cidade',
             1 + g % 20, case when g % 10 = 0 then 'private' else 'public' end,
             (array['open','request','invite'])[1 + g % 3], (array['open','approval'])[1 + g % 2],
             1 + (g * 104729) % ${USERS}, now() - (g || ' minutes')::interval
        from generate_series(1, ${TRIBES}) g;
    -- owners first, then ten memberships per user (distinct tribes), bench_2 in 200 tribes
    insert into tribe_members (tribe_id, user_id, role, status, requested_at, joined_at)
      select id, owner_id, 'owner', 'active', created_at, created_at from tribes;
    insert into tribe_members (tribe_id, user_id, role, status, requested_at, joined_at)
      select 1 + (u * 7 + j * 997) % ${TRIBES}, u,
             case when j = 0 and u % 50 = 0 then 'moderator' else 'member' end,
             case when (u + j) % 40 = 0 then 'pending' when (u + j) % 97 = 0 then 'banned' else 'active' end,
             now() - ((u + j * 1000) % 100000 || ' seconds')::interval, now()
        from generate_series(1, ${USERS}) u, generate_series(0, ${MEMBERSHIPS / USERS - 1}) j
      on conflict do nothing;
    insert into tribe_members (tribe_id, user_id, status, requested_at, joined_at)
      select 1 + (g * 37) % ${TRIBES}, 2, 'active', now() - (g || ' hours')::interval, now()
        from generate_series(1, 200) g
      on conflict do nothing;
    -- five tribes per ad; tribe 1 (the measured feed) gets 5,000 of them
    insert into tribe_ads (tribe_id, ad_id, status, submitted_by, pinned, score, ad_created_at, created_at)
      select case when j = 0 and x.n % 20 = 0 then 1 else 1 + (x.n * 13 + j * 1999) % ${TRIBES} end, x.n,
             case when (x.n + j) % 10 = 3 then 'pending' when (x.n + j) % 23 = 7 then 'rejected' else 'approved' end,
             x.owner_id, (x.n + j) % 500 = 0, (x.n * 17 + j) % 40 - 5, x.created_at, now()
        from (select id as n, owner_id, created_at from ads) x, generate_series(0, ${LINKS / ADS - 1}) j
      on conflict do nothing;
    set session_replication_role = origin;
    update tribes t set member_count = m.n
      from (select tribe_id, count(*)::int as n from tribe_members where status = 'active' group by tribe_id) m
     where m.tribe_id = t.id;
    analyze;`);
  const [c] = await database.query(
    `select (select count(*) from tribes)::int as tribes, (select count(*) from tribe_members)::int as members,
            (select count(*) from tribe_ads)::int as links,
            (select count(*) from tribe_ads where tribe_id = 1 and status = 'approved')::int as feed,
            (select count(*) from tribe_members where user_id = 2)::int as mine`,
  );
  console.log(
    `dados: ${c.tribes} tribos, ${c.members} vínculos, ${c.links} anúncios em tribos ` +
      `(carga em ${(ms(t0) / 1000).toFixed(1)} s); feed medido: ${c.feed} aprovados; "minhas tribos": ${c.mine}`,
  );
  const [{ slug }] = await database.query('select slug from tribes where id = 1');
  await database.close();
  database = null;

  // The server in its own process, as in production.
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('pronto') && resolve());
    child.on('exit', (code) => reject(new Error(`o servidor saiu (${code})`)));
  });

  const signer = createSigner(secret);
  const token = `Bearer ${(await signer.sign(2, 'access')).token}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p) =>
    new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers: { authorization: token } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
    });

  const measure = async (label, p) => {
    for (let i = 0; i < 30; i++) await get(p);
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      last = await get(p);
      times.push(ms(t));
      if (last.status !== 200) throw new Error(`${label}: HTTP ${last.status} ${last.body}`);
    }
    const n = JSON.parse(last.body).results.length;
    const p95 = pct(times, 95);
    console.log(
      `${label.padEnd(40)} p50 ${fmt(pct(times, 50))}  p95 ${fmt(p95)}  (${RUNS} req., ${n} itens) ${p95 <= 20 ? 'ok' : 'ACIMA DE 20 ms'}`,
    );
  };
  await measure('feed da tribo (1ª página, 20)', `/api/v1/tribes/${slug}/ads/`);
  await measure('minhas tribos (1ª página, 20)', `/api/v1/tribes/?mine=true`);
  await measure('descobrir tribos (1ª página, 20)', `/api/v1/tribes/`);
  await measure('/ads?tribe= (1ª página, 20)', `/api/v1/ads/ads/?tribe=${slug}`);
  agent.destroy();
  console.log(
    `carga média do sistema: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (database) await database.close();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
