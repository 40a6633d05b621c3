// npm run bench:messages — Mensagens on a real PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default the dev server on 127.0.0.1:55432), in a throwaway database: 100,000 members, 200,000
// conversations and 2,000,000 messages loaded with generate_series, then two server processes (as
// `npm start` runs them) on that database, measured over HTTP from this process:
//   - the inbox's first page of a member with 2,000 conversations, a conversation's newest page
//     (one of 10 messages and one of 2,000) — goal p95 <= 20 ms;
//   - the header's unread count — goal p95 <= 2 ms;
//   - a message sent through process A until it reaches the recipient's stream held on process B —
//     goal p95 <= 150 ms;
// each beside a baseline of the same run: `GET /api/health` (no auth, one `select 1`) for the reads,
// the sending request's own round trip for the live delivery. Figures, not a pass/fail test.
// Run with tsx (the script does): node --import tsx bench/messages.mjs
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN_URL, throwawayDatabase } from './support/database.mjs';
import { pct, startAppServer } from './support/processes.mjs';

const { buildApp } = await import('../server/src/app.ts');
const { loadConfig } = await import('../server/src/config.ts');
const { openDatabase } = await import('../server/src/db/client.ts');
const { migrate } = await import('../server/src/db/migrate.ts');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000_000);
const ADS = CONVERSATIONS / 4; // four buyers per ad
const HEAVY_ADS = 500; // ads of the measured advertiser: 2,000 conversations
const LONG = 2_000; // messages of the measured long conversation
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 300);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? BENCH_ADMIN_URL;
const db = await throwawayDatabase('tribo_bench', { adminUrl });

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const fmt = (x) => `${x.toFixed(2)} ms`;
const stats = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95) };
};
const load = () => os.loadavg()[0].toFixed(2);

let database;
let app;
const servers = [];
let tmp;
try {
  database = await openDatabase({ url: db.url, poolSize: 4 });
  await migrate(database);

  // Bulk load in one session with triggers and foreign-key checks off (session_replication_role);
  // what the app's writes keep (unread counters, last activity) is computed after, in one
  // statement each. Member g owns ads; bench_2 owns the first HEAVY_ADS ads (2,000 conversations).
  // Conversation c is about ad 1 + (c - 1) % ADS with buyer k = (c - 1) / ADS of four, never its
  // owner; message m belongs to conversation 1 + m % CONVERSATIONS, the buyer and the seller in
  // turn, one second apart; the last message of every fifth conversation is unread (and its
  // e-mail already sent, as in service: otherwise the servers' unread-e-mail job would spend the
  // first minutes sending 40,000 of them beside the measurements).
  let t0 = process.hrtime.bigint();
  await database.exec(`
    set session_replication_role = replica;
    insert into users (username, email, first_name)
      select 'bench_' || g, 'bench_' || g || '@exemplo.com.br', 'Membro ' || g from generate_series(1, ${USERS}) g;
    insert into ads (slug, owner_id, category_id, title, description, state_code, city, created_at, published_at,
                     expires_at)
      select 'anuncio-' || g, case when g <= ${HEAVY_ADS} then 2 else 1 + (g * 7919) % ${USERS} end, 1 + g % 20,
             'Anúncio de teste ' || g, 'Descrição do anúncio de teste número ' || g || '.',
             (array['SP','RJ','MG','PR','RS','SC','BA','PE'])[1 + g % 8], 'Cidade', now() - interval '1 day',
             now(), now() + interval '20 days'
        from generate_series(1, ${ADS}) g;
    create temporary table bench_pairs as
      select c as id, a.id as ad_id, a.owner_id as seller_id,
             1 + (a.owner_id + ((c - 1) / ${ADS}) * 9973) % ${USERS} as buyer_id
        from generate_series(1, ${CONVERSATIONS}) c
        join ads a on a.slug = 'anuncio-' || (1 + (c - 1) % ${ADS});
    insert into conversations (id, ad_id, buyer_id, created_at)
      overriding system value
      select id, ad_id, buyer_id, now() - interval '30 days' from bench_pairs;
    insert into conversation_members (conversation_id, user_id, other_id)
      select id, buyer_id, seller_id from bench_pairs
      union all select id, seller_id, buyer_id from bench_pairs;
    insert into messages (conversation_id, sender_id, text, created_at, read_at)
      select p.id, case when (m / ${CONVERSATIONS}) % 2 = 0 then p.buyer_id else p.seller_id end,
             'Mensagem de teste número ' || m, now() - ((${MESSAGES} - m) || ' seconds')::interval,
             now() - ((${MESSAGES} - m) || ' seconds')::interval + interval '1 second'
        from generate_series(1, ${MESSAGES - LONG}) m
        join bench_pairs p on p.id = 1 + m % ${CONVERSATIONS};
    insert into messages (conversation_id, sender_id, text, created_at, read_at)
      select p.id, case when m % 2 = 0 then p.buyer_id else p.seller_id end, 'Conversa longa, mensagem ' || m,
             now() - ((${LONG} - m) || ' seconds')::interval, now()
        from generate_series(1, ${LONG}) m join bench_pairs p on p.id = 1;
    update messages x set read_at = null
      from (select conversation_id, max(id) as id from messages group by conversation_id) l
     where x.id = l.id and l.conversation_id % 5 = 0;
    update conversation_members m set last_message_at = l.at
      from (select conversation_id, max(created_at) as at from messages group by conversation_id) l
     where l.conversation_id = m.conversation_id;
    update conversation_members m set unread = u.n, emailed_at = now()
      from (select conversation_id, sender_id, count(*)::int as n from messages where read_at is null
             group by conversation_id, sender_id) u
     where u.conversation_id = m.conversation_id and u.sender_id = m.other_id;
    set session_replication_role = origin;
    select setval(pg_get_serial_sequence('conversations', 'id'), ${CONVERSATIONS});`);
  // A database in service has been vacuumed: statistics and the visibility map (index-only scans).
  for (const table of ['users', 'ads', 'conversations', 'conversation_members', 'messages']) {
    await database.exec(`vacuum analyze ${table}`);
  }
  const [counts] = await database.query(
    `select (select count(*) from users)::int as users, (select count(*) from conversations)::int as conversations,
            (select count(*) from messages)::int as messages`,
  );
  console.log(
    `dados: ${counts.users} membros, ${counts.conversations} conversas, ${counts.messages} mensagens ` +
      `(carga em ${(ms(t0) / 1000).toFixed(1)} s)`,
  );

  // This process signs the tokens; the servers answer from their own processes.
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { jwtSecret: secret, serveSpa: false });
  app = await buildApp({ config, database, logger: false });
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-messages-'));
  for (const name of ['a', 'b']) {
    servers.push(
      await startAppServer({ databaseUrl: db.url, dataDir: path.join(tmp, name), env: { JWT_SECRET: secret } }),
    );
  }
  const [A, B] = servers.map((s) => `http://127.0.0.1:${s.port}`);
  const token = async (username) => {
    const [row] = await database.query('select id from users where username = $1', [username]);
    return { id: Number(row.id), auth: `Bearer ${(await app.auth.signer.sign(Number(row.id), 'access')).token}` };
  };
  const seller = await token('bench_2');
  const [typical] = await database.query(
    `select m.conversation_id as id, c.buyer_id from conversation_members m join conversations c on c.id = m.conversation_id
      where m.user_id = $1 and m.conversation_id <> 1 order by m.conversation_id limit 1`,
    [seller.id],
  );
  const [buyerRow] = await database.query('select username from users where id = $1', [typical.buyer_id]);
  const buyer = await token(buyerRow.username);

  // Node's own HTTP client on one kept-alive socket per server (fetch adds 0.3-1.5 ms per request).
  const agents = new Map([A, B].map((o) => [o, new http.Agent({ keepAlive: true, maxSockets: 1 })]));
  const request = (origin, method, url, auth, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        origin + url,
        {
          method,
          agent: agents.get(origin),
          headers: {
            ...(auth ? { authorization: auth } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (r) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (chunk) => (text += chunk));
          r.on('end', () =>
            r.statusCode < 300 ? resolve(text) : reject(new Error(`${method} ${url}: HTTP ${r.statusCode} ${text}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const results = [];
  const measure = async (label, url, auth, goal) => {
    for (let i = 0; i < WARMUP; i++) await request(A, 'GET', url, auth);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      await request(A, 'GET', url, auth);
      times.push(ms(t));
    }
    const s = stats(times);
    console.log(`${label.padEnd(48)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  (${RUNS} req. HTTP; carga ${load()})`);
    results.push({ label, ...s, goal });
    return s;
  };

  console.log(`\nleituras, um pedido por vez no processo A (aquecimento de ${WARMUP} por URL):`);
  await measure('(base) GET /api/health', '/api/health', null);
  const base = '/api/v1/messages/';
  await measure(
    'caixa de entrada, 1ª página (2.000 conversas)',
    `${base}conversations/?page=1&page_size=20`,
    seller.auth,
    20,
  );
  await measure(
    'conversa, página mais nova (10 mensagens)',
    `${base}conversations/${typical.id}/messages/`,
    seller.auth,
    20,
  );
  await measure(`conversa, página mais nova (${LONG} mensagens)`, `${base}conversations/1/messages/`, seller.auth, 20);
  await measure('unread_count', `${base}unread_count/`, seller.auth, 2);

  // Live: the seller's stream held on B, the buyer sends through A; from the send until the event.
  console.log(`\nao vivo: enviada pelo processo A, recebida no fluxo do processo B (${LIVE_RUNS} mensagens):`);
  const waiting = new Map();
  const stream = await new Promise((resolve, reject) => {
    const req = http.get(
      `${B}/api/v1/core/notifications/stream/`,
      { headers: { authorization: seller.auth, accept: 'text/event-stream' } },
      (r) => {
        if (r.statusCode !== 200) return reject(new Error(`stream: HTTP ${r.statusCode}`));
        let buffer = '';
        r.setEncoding('utf8');
        r.on('data', (chunk) => {
          buffer += chunk;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') resolve(req);
            if (event !== 'message' || !data) continue;
            const text = JSON.parse(data).message.text;
            waiting.get(text)?.();
          }
        });
      },
    );
    req.on('error', reject);
  });
  const sendOnce = async (i) => {
    const text = `Ao vivo ${i}`;
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`mensagem ${i} não chegou ao fluxo em 10 s`)), 10_000);
      waiting.set(text, () => {
        clearTimeout(timer);
        resolve(process.hrtime.bigint());
      });
    });
    const t = process.hrtime.bigint();
    await request(A, 'POST', `${base}conversations/${typical.id}/messages/`, buyer.auth, { text });
    const answered = ms(t);
    const at = await arrived;
    waiting.delete(text);
    return { answered, live: Number(at - t) / 1e6 };
  };
  for (let i = 0; i < 50; i++) await sendOnce(`aquecimento ${i}`);
  const sent = [];
  for (let i = 0; i < LIVE_RUNS; i++) sent.push(await sendOnce(i));
  stream.destroy();
  const answered = stats(sent.map((s) => s.answered));
  const live = stats(sent.map((s) => s.live));
  console.log(
    `${'(base) POST da mensagem no processo A (201)'.padEnd(48)} p50 ${fmt(answered.p50)}  p95 ${fmt(answered.p95)}`,
  );
  console.log(
    `${'enviada em A -> evento no fluxo de B'.padEnd(48)} p50 ${fmt(live.p50)}  p95 ${fmt(live.p95)}  (carga ${load()})`,
  );
  results.push({ label: 'enviada em A -> fluxo em B', ...live, goal: 150 });

  console.log('\nmetas (p95):');
  for (const r of results.filter((x) => x.goal)) {
    console.log(
      `  ${r.label.padEnd(48)} ${fmt(r.p95).padStart(10)}  meta <= ${r.goal} ms  ${r.p95 <= r.goal ? 'ok' : 'ACIMA'}`,
    );
  }
} finally {
  for (const s of servers) await s.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  if (app) await app.close();
  else if (database) await database.close();
  await db.drop();
}
