import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

test('defaults: port 8000, embedded database, CORS for local origins', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-cfg-'));
  const c = loadConfig({ DATA_DIR: dir });
  assert.equal(c.port, 8000);
  assert.equal(c.databaseUrl, null);
  assert.ok(c.corsOrigins.includes('http://localhost:3000'));
  assert.equal(c.mediaDir, path.join(dir, 'media'));
  rmSync(dir, { recursive: true, force: true });
});

test('JWT_SECRET is generated once and kept under the data dir', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-cfg-'));
  const a = loadConfig({ DATA_DIR: dir });
  const b = loadConfig({ DATA_DIR: dir });
  assert.equal(a.jwtSecret, b.jwtSecret);
  assert.ok(a.jwtSecret.length >= 32);
  assert.equal(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim(), a.jwtSecret);
  rmSync(dir, { recursive: true, force: true });
});

test('invalid values are refused with clear pt-BR messages', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'curto',
        CORS_ORIGINS: 'nada',
        SMTP_URL: 'http://x',
      }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.equal(err.problems.length, 5);
      assert.match(err.message, /PORT deve ser um número/);
      assert.match(err.message, /DATABASE_URL deve ser uma URL postgres/);
      assert.match(err.message, /JWT_SECRET deve ter pelo menos 32 caracteres/);
      return true;
    },
  );
});

test('a DATA_DIR that is a file is refused with a pt-BR message, not a stack trace', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-cfg-'));
  const file = path.join(dir, 'dados');
  writeFileSync(file, 'não é uma pasta');
  assert.throws(
    () => loadConfig({ DATA_DIR: file }),
    (err: unknown) =>
      err instanceof ConfigError && err.message.includes(`DATA_DIR deve ser uma pasta; "${file}" é um arquivo.`),
  );
  rmSync(dir, { recursive: true, force: true });
});
