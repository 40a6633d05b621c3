import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { CONTACT_CONFIRMATION } from '../../../src/modules/contact/contact.schemas';

const VALID = {
  name: 'Maria da Silva',
  email: 'Maria@Exemplo.com.br',
  subject: 'Dúvida sobre anúncios',
  message: 'Olá! Gostaria de saber como destacar o meu anúncio de diarista.',
};

function outbox(t: TestApp): string[] {
  const dir = path.join(t.tmpDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

function clearOutbox(t: TestApp) {
  rmSync(path.join(t.tmpDir, 'outbox'), { recursive: true, force: true });
}

describe('contact: form', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => t.close());

  const post = (payload: unknown, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/core/contact/',
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });

  test('stores the message, mails the staff and answers with a pt-BR confirmation', async () => {
    const staff = await createUser(t.app, { isStaff: true });
    const superuser = await createUser(t.app, { isSuperuser: true });
    await createUser(t.app, { isStaff: true, isActive: false, email: 'inativo@exemplo.com.br' });
    await createUser(t.app, { email: 'comum@exemplo.com.br' });
    clearOutbox(t);

    const res = await post(VALID, '10.0.0.1');
    assert.equal(res.statusCode, 201);
    const body = res.json();
    assert.equal(body.detail, CONTACT_CONFIRMATION);
    assert.match(body.detail, /^Mensagem enviada!/);

    const [row] = await t.database.query<Record<string, unknown>>('select * from contact_messages where id = $1', [
      body.id,
    ]);
    assert.equal(row.name, 'Maria da Silva');
    assert.equal(row.email, 'maria@exemplo.com.br');
    assert.equal(row.subject, VALID.subject);
    assert.equal(row.message, VALID.message);
    assert.equal(row.ip, '10.0.0.1');
    assert.equal(row.user_id, null);

    const mails = outbox(t);
    assert.equal(mails.length, 1);
    const mail = mails[0];
    assert.ok(mail.includes(staff.email), 'staff recebe');
    assert.ok(mail.includes(superuser.email), 'superuser recebe');
    assert.ok(!mail.includes('inativo@exemplo.com.br'));
    assert.ok(!mail.includes('comum@exemplo.com.br'));
    assert.match(mail, /Reply-To: maria@exemplo\.com\.br/i);
    assert.match(mail, /Subject: .*Contato/);
  });

  test('records the signed-in user who wrote', async () => {
    const user = await createUser(t.app);
    const res = await post(VALID, '10.0.0.2', user.headers);
    assert.equal(res.statusCode, 201);
    const [row] = await t.database.query<{ user_id: string | number }>(
      'select user_id from contact_messages where id = $1',
      [res.json().id],
    );
    assert.equal(Number(row.user_id), user.id);
  });

  test('rejects invalid input with pt-BR field errors and stores nothing', async () => {
    const [{ n: before }] = await t.database.query<{ n: number }>('select count(*)::int as n from contact_messages');
    const res = await post({ name: ' ', email: 'não-é-email', subject: 'Oi', message: 'curta' }, '10.0.0.3');
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'validation_error');
    assert.ok(body.fields.email[0].includes('e-mail'));
    assert.ok(body.fields.subject);
    assert.ok(body.fields.message);

    const blank = await post({ ...VALID, name: '          ', message: '          x' }, '10.0.0.3');
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(Object.keys(blank.json().fields).sort(), ['message', 'name']);

    const missing = await post({ name: 'Ana' }, '10.0.0.3');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.email[0], 'Este campo é obrigatório.');

    const [{ n: afterCount }] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from contact_messages',
    );
    assert.equal(afterCount, before);
  });

  test('allows 5 messages per hour per IP, then answers 429 in pt-BR; other IPs are not affected', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post(VALID, '10.9.9.9');
      assert.equal(res.statusCode, 201, `envio ${i + 1}`);
    }
    const limited = await post(VALID, '10.9.9.9');
    assert.equal(limited.statusCode, 429);
    const body = limited.json();
    assert.equal(body.code, 'rate_limited');
    assert.match(body.error, /^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    const other = await post(VALID, '10.9.9.10');
    assert.equal(other.statusCode, 201);
  });

  test('without staff, the message goes to the contact address from the settings', async () => {
    const solo = await buildTestApp();
    try {
      const res = await solo.app.inject({
        method: 'POST',
        url: '/api/v1/core/contact/',
        payload: VALID,
        remoteAddress: '10.1.1.1',
      });
      assert.equal(res.statusCode, 201);
      const mails = outbox(solo);
      assert.equal(mails.length, 1);
      assert.match(mails[0], /To: contato@tribo\.com\.br/);
    } finally {
      await solo.close();
    }
  });
});
