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

test('media: the local disk by default; S3_BUCKET moves them to a bucket served from MEDIA_PUBLIC_URL', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribo-cfg-'));
  try {
    assert.equal(loadConfig({ DATA_DIR: dir }).s3, null);
    const c = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: 'tribo-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.tribo.com.br/',
      AWS_ACCESS_KEY_ID: 'chave',
      AWS_SECRET_ACCESS_KEY: 'segredo',
    });
    assert.deepEqual(c.s3, {
      bucket: 'tribo-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.tribo.com.br',
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo', sessionToken: undefined },
    });
    // Without keys in the environment the SDK's own chain finds them (a profile, an instance role).
    const role = loadConfig({ DATA_DIR: dir, S3_BUCKET: 'tribo-media', MEDIA_PUBLIC_URL: 'https://cdn.tribo.com.br' });
    assert.equal(role.s3?.credentials, undefined);
    assert.equal(role.s3?.forcePathStyle, false);

    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
      } catch (err) {
        return err instanceof ConfigError ? err.problems : [];
      }
      return [];
    };
    assert.deepEqual(refused({ S3_BUCKET: 'tribo-media' }), [
      'MEDIA_PUBLIC_URL é obrigatória com S3_BUCKET: o endereço público dos arquivos (CDN ou bucket).',
    ]);
    assert.deepEqual(
      refused({
        S3_BUCKET: 'Tribo_Media',
        MEDIA_PUBLIC_URL: 'cdn',
        S3_ENDPOINT: 'minio',
        S3_FORCE_PATH_STYLE: 'talvez',
      }),
      [
        'S3_BUCKET deve ser um nome de bucket válido (recebido "Tribo_Media").',
        'MEDIA_PUBLIC_URL deve ser uma URL http(s).',
        'S3_ENDPOINT deve ser uma URL http(s).',
        'S3_FORCE_PATH_STYLE deve ser true ou false (recebido "talvez").',
      ],
    );
    assert.deepEqual(refused({ MEDIA_PUBLIC_URL: 'https://cdn.tribo.com.br' }), [
      'MEDIA_PUBLIC_URL só vale com S3_BUCKET (sem ele, os arquivos ficam em MEDIA_DIR).',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
