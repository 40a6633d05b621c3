import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startBanner } from '../../src/lib/banner';

test('the start banner: a closed box with the address, the data and the first start account', () => {
  const box = startBanner({
    url: 'http://localhost:8000',
    data: '/srv/tribo/data',
    admin: { email: 'admin@tribo.local', password: 'Senha-Gerada-123' },
  });
  const lines = box.split('\n');
  assert.ok(lines[0].startsWith('╔') && lines.at(-1)!.startsWith('╚'));
  const width = [...lines[0]].length;
  for (const l of lines) assert.equal([...l].length, width, `aligned: ${l}`);
  assert.match(box, /Tribo pronto em http:\/\/localhost:8000/);
  assert.match(box, /Dados: \/srv\/tribo\/data/);
  assert.match(box, /E-mail: admin@tribo\.local/);
  assert.match(box, /Senha: {2}Senha-Gerada-123/);
  const later = startBanner({ url: 'http://localhost:8000', data: '/d' });
  assert.doesNotMatch(later, /Senha|E-mail/, 'later starts show no account');
});

test('a fresh data dir gets its media folder before the static files plugin looks for it', async () => {
  const { buildTestApp } = await import('../support/app');
  const { existsSync, rmSync } = await import('node:fs');
  const path = await import('node:path');
  const os = await import('node:os');
  const mediaDir = path.join(os.tmpdir(), `tribo-media-${process.pid}-${Date.now()}`, 'media');
  const t = await buildTestApp({ mediaDir });
  try {
    assert.ok(existsSync(mediaDir), 'created at start: no "root path must exist" warning');
  } finally {
    await t.close();
    rmSync(path.dirname(mediaDir), { recursive: true, force: true });
  }
});

test('request logs: readable lines on a terminal, JSON otherwise, LOG_FORMAT decides when set', async () => {
  const { loggerOptions } = await import('../../src/app');
  const target = (o: unknown) => (o as { transport?: { target: string } }).transport?.target;
  assert.equal(target(loggerOptions({ logLevel: 'info' }, { isTTY: true, format: undefined })), 'pino-pretty');
  assert.equal(target(loggerOptions({ logLevel: 'info' }, { isTTY: false, format: undefined })), undefined);
  assert.equal(target(loggerOptions({ logLevel: 'info' }, { isTTY: true, format: 'json' })), undefined);
  assert.equal(target(loggerOptions({ logLevel: 'info' }, { isTTY: false, format: 'pretty' })), 'pino-pretty');
  // pino-pretty is installed (npm start uses it in a shell).
  assert.ok(require.resolve('pino-pretty'));
});
