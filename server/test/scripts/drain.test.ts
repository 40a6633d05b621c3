import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/app';
import { multipart } from '../support/multipart';
import { freePort, serverEnv } from '../support/processes';
import { notify } from '../../src/modules/notifications/notifications.producer';

/**
 * SIGTERM drains a server process (plugins/lifecycle.ts, server.ts): an upload under way
 * completes, an open notifications stream ends with a reconnect hint, the process exits 0; on
 * PostgreSQL the client reconnects to a second process and gets what it missed, then live.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const cleanups: Array<() => unknown> = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function until<T>(what: string, check: () => Promise<T | false> | T | false, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await check();
    if (got !== false) return got;
    if (Date.now() > end) throw new Error(`não aconteceu: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Server {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startServer({ databaseUrl, ...env }: NodeJS.ProcessEnv & { databaseUrl?: string }): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...serverEnv({ PORT: String(port), HOST: '127.0.0.1', PAYMENTS_TEST_MODE: 'true', ...env }),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until('o servidor fica pronto', () =>
    fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    ),
  );
  return { port, child, exited };
}

/** The events of a notifications stream, read as they come; `ended` once the server closed it. */
function openStream(port: number, access: string) {
  const events: Array<{ event: string; data: unknown }> = [];
  let ended = false;
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/v1/core/notifications/stream/',
      headers: { authorization: `Bearer ${access}` },
    },
    (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
        }
      });
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
    },
  );
  req.on('error', () => (ended = true));
  cleanups.push(() => req.destroy());
  return {
    events,
    get ended() {
      return ended;
    },
    close: () => req.destroy(),
  };
}

async function register(port: number, name: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@exemplo.com.br`,
      password: 'S3nha-forte!',
      password_confirm: 'S3nha-forte!',
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()) as { access: string; user: { id: number } };
}

/** A PUT of the member's avatar whose body is sent in two halves: the second one when told. */
async function slowAvatarUpload(port: number, access: string) {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const form = multipart({}, { avatar: { filename: 'foto.png', contentType: 'image/png', data: png } });
  const half = Math.floor(form.payload.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: '/api/v1/users/me/',
    headers: { ...form.headers, 'content-length': form.payload.length, authorization: `Bearer ${access}` },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
  });
  req.write(form.payload.subarray(0, half));
  return { answer, finish: () => req.end(form.payload.subarray(half)) };
}

describe('SIGTERM: readiness and draining', { timeout: 240_000 }, () => {
  test('an upload under way completes, the stream ends with a reconnect hint, the process exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-drain-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let testDb: TestDatabase | null = null;
    if (TEST_ENGINE === 'postgres') {
      testDb = await createTestDatabase();
      cleanups.push(() => testDb!.destroy());
    }
    const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '8000', databaseUrl: testDb?.url ?? undefined };
    const a = await startServer(env);
    const member = await register(a.port, 'drenagem');

    const stream = openStream(a.port, member.access);
    await until('o fluxo abre', () => stream.events.some((e) => e.event === 'ready'));
    const upload = await slowAvatarUpload(a.port, member.access);
    await new Promise((r) => setTimeout(r, 300));

    a.child.kill('SIGTERM');
    await until('o fluxo recebe o aviso e termina', () => stream.ended);
    assert.equal(stream.events.at(-1)?.event, 'reconnect');
    // No new connection is taken while the process drains.
    await until('o processo recusa conexões novas', () =>
      fetch(`http://127.0.0.1:${a.port}/api/ready`).then(
        () => false,
        () => true,
      ),
    );
    upload.finish();
    const res = await upload.answer;
    assert.equal(res.status, 200, res.body);
    assert.equal(res.connection, 'close');
    const avatar = (JSON.parse(res.body) as { avatar: string }).avatar;
    assert.match(avatar, /\/media\//);
    assert.equal(await a.exited, 0);
    assert.ok(
      existsSync(path.join(dataDir, 'media', new URL(avatar).pathname.replace('/media/', ''))),
      'the photo is stored',
    );

    if (!testDb) return;
    // A second process behind the load balancer: the client reconnects there and gets the
    // notification committed while it had no stream, then the next one live.
    const b = await startServer(env);
    const countBefore = stream.events.find((e) => e.event === 'ready')!.data as { unread_count: number };
    await notify(testDb.database.orm, {
      userId: member.user.id,
      type: 'SYSTEM_MAINTENANCE',
      title: 'Durante a troca',
      message: 'Enviada sem fluxo aberto.',
    });
    const again = openStream(b.port, member.access);
    const ready = await until(
      'o fluxo reabre no outro processo',
      () => again.events.find((e) => e.event === 'ready') ?? false,
    );
    assert.equal((ready.data as { unread_count: number }).unread_count, countBefore.unread_count + 1);
    const list = await fetch(`http://127.0.0.1:${b.port}/api/v1/core/notifications/`, {
      headers: { authorization: `Bearer ${member.access}` },
    }).then((r) => r.json() as Promise<{ results: Array<{ title: string }> }>);
    assert.equal(list.results[0].title, 'Durante a troca');
    await notify(testDb.database.orm, {
      userId: member.user.id,
      type: 'SYSTEM_MAINTENANCE',
      title: 'Ao vivo',
      message: 'Pelo fluxo.',
    });
    await until('a próxima chega ao vivo', () =>
      again.events.some(
        (e) =>
          e.event === 'notification' &&
          (e.data as { notification: { title: string } }).notification.title === 'Ao vivo',
      ),
    );
    again.close();
    b.child.kill('SIGTERM');
    assert.equal(await b.exited, 0);
  });

  test('/api/ready: 200 with the database and the storage, 503 in the one error shape while draining', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    const ok = await t.app.inject({ url: '/api/ready' });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { status: 'ready', db: 'ok', storage: 'ok' });

    rmSync(t.config.mediaDir, { recursive: true, force: true });
    const noStorage = await t.app.inject({ url: '/api/ready' });
    assert.equal(noStorage.statusCode, 503);
    assert.deepEqual(noStorage.json(), {
      error: 'O armazenamento de arquivos não responde.',
      code: 'storage_unavailable',
    });

    const drained = t.app.lifecycle.drain(1000);
    const draining = await t.app.inject({ url: '/api/ready' });
    assert.equal(draining.statusCode, 503);
    assert.deepEqual(draining.json(), { error: 'O servidor está encerrando.', code: 'shutting_down' });
    assert.equal(draining.headers.connection, 'close');
    assert.deepEqual(await drained, { inTime: true });
  });
});
