// Two server processes on one PostgreSQL behind a round-robin proxy, for the e2e suite
// (test/run.mjs, stage "e2e (2 processos)"). Each request goes to the next process in turn, so a
// session, a rate limit, a notification stream or a job that only worked inside one process fails
// a spec. PORT is the proxy's; DATABASE_URL, DATA_DIR (shared: secret, media, outbox) come from the
// environment like `npm start`'s.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT);
if (!process.env.DATABASE_URL) throw new Error('cluster.mjs precisa de DATABASE_URL');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

const children = [];
async function startServer() {
  const own = await freePort();
  const child = spawn(process.execPath, ['server/scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(own) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${own}/api/health`)).ok) return own;
    } catch {
      /* starting (the first one may be building the SPA) */
    }
    if (child.exitCode !== null) throw new Error('um processo do servidor terminou ao iniciar');
    if (i > 3000) throw new Error('o servidor não subiu');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});

// One after the other: the first builds the SPA if needed, migrates and seeds; the second finds it done.
const targets = [await startServer(), await startServer()];
let next = 0;

http
  .createServer((req, res) => {
    const target = targets[next++ % targets.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
    res.on('close', () => upstream.destroy());
  })
  .listen(port, '127.0.0.1', () => console.log(`proxy :${port} -> ${targets.join(', ')}`));
