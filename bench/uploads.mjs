// npm run bench:uploads — the server in its own process (PGlite on a fresh data dir, or
// PostgreSQL with DATABASE_URL), started twice: its first start (the database created, the demo
// pictures drawn) and a restart on the same data (every later day). In each, from this process:
// health-check latency while idle (the baseline), and again while UPLOADS members each publish an
// ad with two large photos at once; the server's peak RSS (read from /proc) and how many uploads
// were accepted or told to retry (503). Goal: RSS under 400 MB with 4 parallel uploads
// of two 9 MB photos; health checks barely slower than idle. The server runs as `npm start` runs
// it (its entry through tsx's require hook, glibc's malloc tuned: bench/support/processes.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SERVER_ARGS, startProcess } from './support/processes.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const PHOTO_MB = Number(process.env.BENCH_PHOTO_MB ?? 9);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-bench-uploads-'));
/** The server under test: { port, pid, stop } from bench/support (malloc tuned as `npm start` does). */
let server;
let base;

async function startServer() {
  server = await startProcess(
    SERVER_ARGS,
    { DATA_DIR: dataDir, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    '/api/health',
  );
  base = `http://127.0.0.1:${server.port}`;
}

const rssMb = () => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return 0;
  }
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function healthLatencies(untilDone) {
  const out = [];
  while (!untilDone()) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return out;
}

/** A noisy photo near the wanted size (noise does not compress). */
async function photo(seed) {
  const side = Math.round(Math.sqrt((PHOTO_MB * 1024 * 1024) / 0.9));
  const raw = Buffer.alloc(side * side * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Registers UPLOADS members, then has them publish at once while /api/health is timed. */
async function measure(label, photos) {
  const members = [];
  for (let i = 0; i < UPLOADS; i++) {
    const name = `bench_${i}_${Date.now()}`;
    const r = await fetch(`${base}/api/v1/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@exemplo.com.br`,
        password: 'Cavalo-Bateria-Grampo-42',
        password_confirm: 'Cavalo-Bateria-Grampo-42',
      }),
    });
    members.push((await r.json()).access);
  }
  const idleRss = rssMb();
  let idleDone = false;
  setTimeout(() => (idleDone = true), 3000);
  const idle = await healthLatencies(() => idleDone);

  let peak = idleRss;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
  let uploadsDone = false;
  const t0 = performance.now();
  const statuses = Promise.all(
    members.map(async (access, i) => {
      const fd = new FormData();
      const fields = {
        title: `Bicicleta aro 29 número ${i}`,
        description: 'Bicicleta em ótimo estado, revisada, com nota fiscal e capacete de brinde.',
        category_id: '1',
        price_cents: '120000',
        price_type: 'fixed',
        state_code: 'SP',
        city: 'São Paulo',
      };
      for (const [k, v] of Object.entries(fields)) fd.append(k, v);
      fd.append('image', new Blob([photos[0]], { type: 'image/jpeg' }), 'a.jpg');
      fd.append('image_files', new Blob([photos[1]], { type: 'image/jpeg' }), 'b.jpg');
      const r = await fetch(`${base}/api/v1/ads/ads/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: fd,
      });
      await r.arrayBuffer();
      return r.status;
    }),
  ).finally(() => (uploadsDone = true));
  const busy = await healthLatencies(() => uploadsDone);
  const codes = await statuses;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);

  const f = (x) => `${x.toFixed(1)} ms`;
  console.log(`\n${label}`);
  console.log(`${UPLOADS} publicações simultâneas, cada uma com 2 fotos de ~${PHOTO_MB} MB: ${seconds.toFixed(1)} s`);
  console.log(`respostas: ${codes.join(', ')}`);
  console.log(`RSS do servidor: ocioso ${idleRss.toFixed(0)} MB, pico ${peak.toFixed(0)} MB (meta < 400 MB)`);
  console.log(`/api/health ocioso (linha de base): p50 ${f(pct(idle, 50))}, p99 ${f(pct(idle, 99))}`);
  console.log(
    `/api/health durante os envios:      p50 ${f(pct(busy, 50))}, p99 ${f(pct(busy, 99))}, máx ${f(Math.max(...busy))}`,
  );
  console.log(
    `load average: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}

try {
  const photos = await Promise.all([photo(1), photo(2)]);
  console.log(`fotos: ${photos.map((p) => (p.length / 1048576).toFixed(1)).join(' MB, ')} MB`);
  await startServer();
  await measure('Primeira partida (banco criado agora, fotos de demonstração desenhadas)', photos);
  await server.stop();
  await startServer();
  await measure('Reinício sobre os mesmos dados (o caso de todos os outros dias)', photos);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
