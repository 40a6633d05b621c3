import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { lineToBarcode, validateLine } from '../../../src/lib/boleto';
import { crc16, hasValidCrc, parseEmv } from '../../../src/lib/pix';
import { JOBS, runJob } from '../../../src/plugins/jobs';
import { buildTestApp, createUser, type TestApp } from '../../support/app';
import { createAd } from '../ads/ads.support';
import { DAY, PAYER, PAYER_ADDRESS, adState, checkout, notificationTypes } from './support';

let t: TestApp;

before(async () => {
  t = await buildTestApp();
});
after(async () => {
  await t.close();
});

const MINUTE = 60_000;
const expiryJob = JOBS.find((j) => j.name === 'payments.expireCharges')!;
const abandonJob = JOBS.find((j) => j.name === 'payments.cancelAbandoned')!;

const testConfirm = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/test-confirm/`, headers });
const getPayment = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/${id}/`, headers });

async function member() {
  const user = await createUser(t.app);
  const ad = await createAd(t.app, user);
  return { user, ad };
}

/** Moves a payment's end into the past, as if its time had run out. */
const expireNow = (id: number) =>
  t.app.db.query(`update payments set expires_at = now() - interval '1 minute' where id = $1`, [id]);

const field = (fields: ReturnType<typeof parseEmv>, id: string) => fields.find((f) => f.id === id);

describe('Pix through the local provider', () => {
  test('a real BR Code, read field by field with its CRC, and its QR code; asking again reopens it', async () => {
    const { user, ad } = await member();
    const r = await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' });
    assert.equal(r.statusCode, 200, r.body);
    const { payment } = r.json();
    assert.equal(payment.method, 'pix');
    assert.equal(payment.status, 'pending');
    assert.equal(payment.boleto, null);
    const code: string = payment.pix.copy_paste;

    const fields = parseEmv(code);
    assert.deepEqual(
      fields.map((f) => f.id),
      ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63'],
    );
    assert.equal(field(fields, '00')!.value, '01');
    const account = field(fields, '26')!.fields!;
    assert.equal(account[0].id, '00');
    assert.equal(account[0].value, 'br.gov.bcb.pix');
    assert.deepEqual(account[1], { id: '01', value: 'pix@tribo.com.br' });
    assert.equal(field(fields, '52')!.value, '0000');
    assert.equal(field(fields, '53')!.value, '986');
    assert.equal(field(fields, '54')!.value, '19.90');
    assert.equal(field(fields, '58')!.value, 'BR');
    assert.equal(field(fields, '59')!.value, 'TRIBO CLASSIFICADOS');
    assert.equal(field(fields, '60')!.value, 'SAO PAULO');
    assert.deepEqual(field(fields, '62')!.fields, [{ id: '05', value: `TRIBO${payment.id}` }]);
    // Field 63: the CRC-16/CCITT-FALSE of everything up to and including "6304".
    assert.ok(hasValidCrc(code));
    assert.equal(field(fields, '63')!.value, crc16(code.slice(0, -4)));
    assert.match(payment.pix.qr_svg, /^<svg[\s>]/);
    const expires = new Date(payment.pix.expires_at).getTime();
    assert.ok(Math.abs(expires - (Date.now() + 30 * MINUTE)) < MINUTE, payment.pix.expires_at);

    const again = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    assert.equal(again.payment.id, payment.id);
    assert.equal(again.payment.pix.copy_paste, code);
    const polled = (await getPayment(payment.id, user.headers)).json();
    assert.equal(polled.pix.copy_paste, code);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: user.headers })).json();
    assert.equal(mine.results[0].id, payment.id);
    assert.equal(mine.results[0].method, 'pix');
  });

  test('a card payment and a Pix of the same plan are separate open payments', async () => {
    const { user, ad } = await member();
    const card = (await checkout(t.app, user, ad.slug)).json();
    const pix = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    assert.equal(card.payment.method, 'card');
    assert.equal(card.payment.pix, null);
    assert.notEqual(pix.payment.id, card.payment.id);
  });

  test('someone else never sees my Pix nor confirms it (404)', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    const other = await createUser(t.app);
    const read = await getPayment(payment.id, other.headers);
    assert.equal(read.statusCode, 404);
    assert.doesNotMatch(read.body, /br\.gov\.bcb\.pix/);
    assert.equal((await testConfirm(payment.id, other.headers)).statusCode, 404);
    assert.equal((await getPayment(payment.id, {})).statusCode, 401);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/mine/', headers: other.headers })).json();
    assert.deepEqual(mine.results, []);
  });

  test('"Simular pagamento recebido" credits the highlight once, through the event table', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    const r = await testConfirm(payment.id, user.headers);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().status, 'succeeded');
    assert.equal(r.json().pix, null);
    const state = await adState(t.app, ad.id);
    assert.equal(state.plan, 'destaque-7');
    assert.ok(Math.abs(state.until! - (Date.now() + 7 * DAY)) < MINUTE);
    assert.equal((await testConfirm(payment.id, user.headers)).json().status, 'succeeded');
    assert.deepEqual(await adState(t.app, ad.id), state);
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
    const events = await t.app.db.query<{ type: string; outcome: string }>(
      'select type, outcome from payment_events where payment_id = $1 order by received_at',
      [payment.id],
    );
    assert.deepEqual(
      events.map((e) => [e.type, e.outcome]),
      [
        ['payment_intent.succeeded', 'applied'],
        ['payment_intent.succeeded', 'ignored'],
      ],
    );
  });

  test('test-confirm is for Pix and boleto: a card payment is confirmed with a test card', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug)).json();
    const r = await testConfirm(payment.id, user.headers);
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().code, 'not_pix_or_boleto');
  });

  test('the expiry job cancels an unpaid Pix with its reason and PAYMENT_FAILED; a later confirmation still credits once', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    assert.equal(await runJob(t.database, expiryJob), 0);
    await expireNow(payment.id);
    assert.equal(await runJob(t.database, expiryJob), 1);
    assert.equal(await runJob(t.database, expiryJob), 0);
    const expired = (await getPayment(payment.id, user.headers)).json();
    assert.equal(expired.status, 'canceled');
    assert.equal(expired.failure_message, 'O Pix expirou sem pagamento.');
    assert.equal(expired.pix, null);
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_FAILED']);
    assert.equal((await adState(t.app, ad.id)).plan, 'free');

    // The money arrived after all: the highlight is credited, once.
    assert.equal((await testConfirm(payment.id, user.headers)).json().status, 'succeeded');
    assert.equal((await testConfirm(payment.id, user.headers)).json().status, 'succeeded');
    assert.equal((await adState(t.app, ad.id)).plan, 'destaque-7');
    assert.deepEqual(await notificationTypes(t.app, user.id), ['PAYMENT_FAILED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED']);
    const [sale] = await t.app.db.query<{ status: string; method: string }>(
      'select status, method from payments where id = $1',
      [payment.id],
    );
    assert.deepEqual(sale, { status: 'succeeded', method: 'pix' });
  });

  test('"Gerar novo Pix" after the end: an expired open Pix gives way to a new one at once', async () => {
    const { user, ad } = await member();
    const first = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    await expireNow(first.payment.id);
    const second = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    assert.notEqual(second.payment.id, first.payment.id);
    assert.equal(second.payment.status, 'pending');
    assert.ok(second.payment.pix.copy_paste);
    assert.equal((await getPayment(first.payment.id, user.headers)).json().status, 'canceled');
  });

  test('the abandoned-payment job leaves a waiting Pix alone (it has its own end)', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'pix' })).json();
    await t.app.db.query(`update payments set updated_at = now() - interval '2 hours' where id = $1`, [payment.id]);
    await runJob(t.database, abandonJob, { paymentPendingTtlMinutes: 60 });
    assert.equal((await getPayment(payment.id, user.headers)).json().status, 'pending');
  });
});

describe('boleto through the local provider', () => {
  const ADDRESS_FIELDS = {
    'payer.address.postal_code': ['Informe um CEP válido (00000-000).'],
    'payer.address.street': ['Informe a rua, avenida ou outro logradouro.'],
    'payer.address.number': ['Informe o número (ou S/N).'],
    'payer.address.neighborhood': ['Informe o bairro.'],
    'payer.address.city': ['Informe a cidade.'],
    'payer.address.state': ['Escolha a UF.'],
  };

  test('the payer is required: name, CPF or CNPJ and the address, with pt-BR field messages', async () => {
    const { user, ad } = await member();
    const none = await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'boleto' });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().fields, {
      'payer.name': ['Informe o nome completo de quem vai pagar o boleto.'],
      'payer.tax_id': ['Informe um CPF ou CNPJ válido.'],
      ...ADDRESS_FIELDS,
    });
    const cpf = await checkout(t.app, user, ad.slug, 'destaque-7', {
      method: 'boleto',
      payer: { name: 'Maria da Silva', tax_id: '529.982.247-26', address: PAYER_ADDRESS },
    });
    assert.deepEqual(cpf.json().fields, { 'payer.tax_id': ['CPF inválido: confira os dígitos.'] });
    const cnpj = await checkout(t.app, user, ad.slug, 'destaque-7', {
      method: 'boleto',
      payer: { name: 'Padaria Boa Ltda', tax_id: '11.444.777/0001-62', address: PAYER_ADDRESS },
    });
    assert.deepEqual(cnpj.json().fields, { 'payer.tax_id': ['CNPJ inválido: confira os dígitos.'] });
    // The name and CPF of the form before the address: the address's fields are asked for.
    const noAddress = await checkout(t.app, user, ad.slug, 'destaque-7', {
      method: 'boleto',
      payer: { name: 'Maria da Silva', tax_id: '529.982.247-25' },
    });
    assert.equal(noAddress.statusCode, 400);
    assert.deepEqual(noAddress.json().fields, ADDRESS_FIELDS);
    const wrong = await checkout(t.app, user, ad.slug, 'destaque-7', {
      method: 'boleto',
      payer: {
        ...PAYER,
        address: { ...PAYER_ADDRESS, postal_code: '0131-100', state: 'XX', street: '   ', complement: '' },
      },
    });
    assert.deepEqual(wrong.json().fields, {
      'payer.address.postal_code': ADDRESS_FIELDS['payer.address.postal_code'],
      'payer.address.street': ADDRESS_FIELDS['payer.address.street'],
      'payer.address.state': ADDRESS_FIELDS['payer.address.state'],
    });
    const [{ n }] = await t.app.db.query<{ n: number }>('select count(*)::int as n from payments where ad_id = $1', [
      ad.id,
    ]);
    assert.equal(n, 0);
  });

  test('a linha digitável with valid check digits, due in 3 days, and a printable boleto for the link holder only', async () => {
    const { user, ad } = await member();
    const r = await checkout(t.app, user, ad.slug, 'destaque-30', {
      method: 'boleto',
      payer: {
        name: 'Padaria Boa Ltda',
        tax_id: '11.444.777/0001-61',
        address: { ...PAYER_ADDRESS, postal_code: '01310100', complement: '', state: 'sp', city: ' São  Paulo ' },
      },
    });
    assert.equal(r.statusCode, 200, r.body);
    const { payment } = r.json();
    assert.equal(payment.method, 'boleto');
    assert.equal(payment.pix, null);
    const { line, barcode, voucher_url, expires_at } = payment.boleto;
    assert.match(line, /^\d{47}$/);
    assert.deepEqual(validateLine(line), { valid: true, barcode });
    assert.equal(barcode, lineToBarcode(line));
    assert.equal(barcode.slice(9, 19), '0000004990');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const due = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * DAY).toISOString().slice(0, 10);
    assert.equal(new Date(expires_at).toISOString(), new Date(`${due}T23:59:59-03:00`).toISOString());
    const [stored] = await t.app.db.query<{ payer_tax_id: string; payer_address: unknown }>(
      'select payer_tax_id, payer_address from payments where id = $1',
      [payment.id],
    );
    assert.equal(stored.payer_tax_id, '11444777000161');
    // Stored as the checks leave it: the CEP's digits, the UF in capitals, spaces collapsed, no empty complement.
    assert.deepEqual(stored.payer_address, {
      postal_code: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });

    const again = (await checkout(t.app, user, ad.slug, 'destaque-30', { method: 'boleto', payer: PAYER })).json();
    assert.equal(again.payment.id, payment.id);
    assert.equal(again.payment.boleto.line, line);

    const page = await t.app.inject({ method: 'GET', url: voucher_url });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.match(page.headers['content-security-policy'] as string, /default-src 'none'/);
    assert.match(page.body, /Padaria Boa Ltda — CPF\/CNPJ 11\.444\.777\/0001-61/);
    assert.match(page.body, /Avenida Paulista, 1578 - Bela Vista, São Paulo\/SP, CEP 01310-100/);
    assert.match(page.body, /R\$ 49,90/);
    assert.match(page.body, /Boleto de teste/);
    assert.match(page.body, /Plano Destaque 30 dias para destacar o anúncio/);
    const guessed = await t.app.inject({ method: 'GET', url: '/api/v1/payments/boleto/AAAAAAAAAAAAAAAAAAAAAAAA/' });
    assert.equal(guessed.statusCode, 404);
  });

  test('a boleto past its due date is canceled by the job: "O boleto venceu sem pagamento."', async () => {
    const { user, ad } = await member();
    const { payment } = (await checkout(t.app, user, ad.slug, 'destaque-7', { method: 'boleto', payer: PAYER })).json();
    await expireNow(payment.id);
    assert.equal(await runJob(t.database, expiryJob), 1);
    const expired = (await getPayment(payment.id, user.headers)).json();
    assert.equal(expired.status, 'canceled');
    assert.equal(expired.failure_message, 'O boleto venceu sem pagamento.');
    assert.equal(expired.boleto, null);
    const [n] = await t.app.db.query<{ title: string; message: string }>(
      "select title, message from notifications where user_id = $1 and type = 'PAYMENT_FAILED'",
      [user.id],
    );
    assert.equal(n.title, 'Boleto vencido');
    assert.match(n.message, /^O boleto venceu sem pagamento\./);
  });
});
