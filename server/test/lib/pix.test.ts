import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  buildPixCopyPaste,
  crc16,
  emvText,
  hasValidCrc,
  normalizePixKey,
  parseEmv,
  pixAmount,
  PixInputError,
  pixQrSvg,
  type PixInput,
} from '../../src/lib/pix';

const qrcodeLoaded = () => Object.keys(require.cache).some((p) => p.includes(`${path.sep}qrcode${path.sep}`));
/** Read before any test draws a QR. */
const qrcodeAtImport = qrcodeLoaded();

const base: PixInput = {
  key: 'pagamentos@tribo.com.br',
  amountCents: 1590,
  merchantName: 'Tribo Classificados',
  merchantCity: 'Brasília',
  txid: 'TRIBO0000123',
};

test('crc16 is CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
  assert.equal(crc16('123456789'), '29B1');
  assert.equal(crc16(''), 'FFFF', 'the initial value');
  assert.equal(crc16('A'), 'B915');
});

test("the Banco Central manual's static BR Code example has the CRC 1D3D, and parses field by field", () => {
  const example =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
    '5913Fulano de Tal6008BRASILIA62070503***63041D3D';
  assert.equal(crc16(example.slice(0, -4)), '1D3D');
  assert.equal(hasValidCrc(example), true);
  assert.equal(hasValidCrc(example.replace('Fulano', 'Fulana')), false);
  assert.deepEqual(parseEmv(example), [
    { id: '00', value: '01' },
    {
      id: '26',
      value: '0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000',
      fields: [
        { id: '00', value: 'br.gov.bcb.pix' },
        { id: '01', value: '123e4567-e12b-12d1-a456-426655440000' },
      ],
    },
    { id: '52', value: '0000' },
    { id: '53', value: '986' },
    { id: '58', value: 'BR' },
    { id: '59', value: 'Fulano de Tal' },
    { id: '60', value: 'BRASILIA' },
    { id: '62', value: '0503***', fields: [{ id: '05', value: '***' }] },
    { id: '63', value: '1D3D' },
  ]);
});

test('the generated code: every field and subfield, in order, with its value and a valid CRC', () => {
  const code = buildPixCopyPaste({ ...base, description: 'Destaque do anúncio' });
  const fields = parseEmv(code);
  assert.deepEqual(fields.slice(0, -1), [
    { id: '00', value: '01' },
    {
      id: '26',
      value: '0014br.gov.bcb.pix0123pagamentos@tribo.com.br0219Destaque do anuncio',
      fields: [
        { id: '00', value: 'br.gov.bcb.pix' },
        { id: '01', value: 'pagamentos@tribo.com.br' },
        { id: '02', value: 'Destaque do anuncio' },
      ],
    },
    { id: '52', value: '0000' },
    { id: '53', value: '986' },
    { id: '54', value: '15.90' },
    { id: '58', value: 'BR' },
    { id: '59', value: 'TRIBO CLASSIFICADOS' },
    { id: '60', value: 'BRASILIA' },
    { id: '62', value: '0512TRIBO0000123', fields: [{ id: '05', value: 'TRIBO0000123' }] },
  ]);
  const crc = fields.at(-1)!;
  assert.equal(crc.id, '63');
  assert.match(crc.value, /^[0-9A-F]{4}$/);
  assert.ok(code.endsWith(`6304${crc.value}`));
  assert.equal(crc16(code.slice(0, -4)), crc.value);
  assert.equal(hasValidCrc(code), true);
  // Lengths are two decimal digits of the value's length, so the whole code is the sum of its parts.
  assert.equal(
    code.length,
    fields.reduce((n, f) => n + 4 + f.value.length, 0),
  );
});

test('without a description, field 26 has the GUI and the key only', () => {
  const account = parseEmv(buildPixCopyPaste(base)).find((f) => f.id === '26')!;
  assert.deepEqual(
    account.fields?.map((f) => f.id),
    ['00', '01'],
  );
  const blank = parseEmv(buildPixCopyPaste({ ...base, description: ' ✓ ' })).find((f) => f.id === '26')!;
  assert.deepEqual(
    blank.fields?.map((f) => f.id),
    ['00', '01'],
    'a description with nothing printable is left out',
  );
});

test('a long description is cut to what field 26 can hold (99 characters)', () => {
  const code = buildPixCopyPaste({ ...base, description: 'x'.repeat(200) });
  const account = parseEmv(code).find((f) => f.id === '26')!;
  assert.equal(account.value.length, 99);
  assert.equal(account.fields![2].value, 'x'.repeat(99 - 18 - 27 - 4));
  assert.equal(hasValidCrc(code), true);
});

test('a key of 77 characters fills field 26: no room is left for a description', () => {
  const key = `${'a'.repeat(67)}@tribo.com`;
  assert.equal(key.length, 77);
  const code = buildPixCopyPaste({ ...base, key, description: 'Destaque do anúncio' });
  const account = parseEmv(code).find((f) => f.id === '26')!;
  assert.equal(account.value.length, 99);
  assert.deepEqual(account.fields, [
    { id: '00', value: 'br.gov.bcb.pix' },
    { id: '01', value: key },
  ]);
});

test('amounts: cents become a dot and two decimals', () => {
  assert.equal(pixAmount(1990), '19.90');
  assert.equal(pixAmount(1), '0.01');
  assert.equal(pixAmount(100), '1.00');
  assert.equal(pixAmount(123456), '1234.56');
  assert.equal(pixAmount(999_999_999_999), '9999999999.99');
  const code = buildPixCopyPaste({ ...base, amountCents: 1990 });
  assert.equal(parseEmv(code).find((f) => f.id === '54')!.value, '19.90');
  for (const bad of [0, -100, 15.9, Number.NaN, 1_000_000_000_000]) {
    assert.throws(() => buildPixCopyPaste({ ...base, amountCents: bad }), PixInputError, String(bad));
  }
});

test('merchant name and city lose their accents and are cut to 25 and 15 characters', () => {
  const code = buildPixCopyPaste({
    ...base,
    merchantName: 'Associação Tribo de Anúncios Ltda',
    merchantCity: 'São João da Boa Vista',
  });
  const fields = parseEmv(code);
  const name = fields.find((f) => f.id === '59')!.value;
  const city = fields.find((f) => f.id === '60')!.value;
  assert.equal(name, 'ASSOCIACAO TRIBO DE ANUNC');
  assert.equal(name.length, 25);
  assert.equal(city, 'SAO JOAO DA BOA');
  assert.equal(city.length, 15);
  assert.match(code, /^[\x20-\x7e]+$/, 'the code is plain ASCII');
  assert.equal(emvText('  Ação   e  reação ', 99), 'Acao e reacao');
  assert.equal(emvText('Cidade ', 7), 'Cidade', 'no trailing space after the cut');
});

test('empty name or city, or a bad txid, are refused with a message naming the field', () => {
  assert.throws(() => buildPixCopyPaste({ ...base, merchantName: '  ' }), {
    name: 'PixInputError',
    field: 'merchantName',
  });
  assert.throws(() => buildPixCopyPaste({ ...base, merchantCity: '😀' }), { field: 'merchantCity' });
  for (const txid of ['', '***', 'ABC-123', 'pedido 1', 'PEDIDOÇ', 'A'.repeat(26)]) {
    assert.throws(() => buildPixCopyPaste({ ...base, txid }), { field: 'txid', message: /txid/ }, txid);
  }
  assert.doesNotThrow(() => buildPixCopyPaste({ ...base, txid: 'A'.repeat(25) }));
});

test('Pix keys: each kind is recognised and written as the DICT stores it', () => {
  assert.deepEqual(normalizePixKey('Pagamentos@Tribo.com.br'), { key: 'pagamentos@tribo.com.br', type: 'email' });
  assert.deepEqual(normalizePixKey('529.982.247-25'), { key: '52998224725', type: 'cpf' });
  assert.deepEqual(normalizePixKey('52998224725'), { key: '52998224725', type: 'cpf' });
  assert.deepEqual(normalizePixKey('11.444.777/0001-61'), { key: '11444777000161', type: 'cnpj' });
  assert.deepEqual(normalizePixKey('+5511987654321'), { key: '+5511987654321', type: 'phone' });
  assert.deepEqual(normalizePixKey('+551133334444'), { key: '+551133334444', type: 'phone' });
  assert.deepEqual(normalizePixKey('123E4567-E12B-12D1-A456-426655440000'), {
    key: '123e4567-e12b-12d1-a456-426655440000',
    type: 'evp',
  });
  const code = buildPixCopyPaste({ ...base, key: '529.982.247-25' });
  assert.equal(parseEmv(code)[1].fields![1].value, '52998224725');
});

test('bad Pix keys are refused with a pt-BR message', () => {
  const bad: [string, RegExp][] = [
    ['529.982.247-26', /CPF/],
    ['11444777000162', /CNPJ/],
    ['+55 11 98765-4321', /telefone/],
    ['+1415555123', /telefone/],
    ['+5501987654321', /telefone/],
    ['pagamentos@tribo', /e-mail/],
    ['pagamentos tribo@tribo.com', /e-mail/],
    [`${'a'.repeat(70)}@tribo.com`, /77/],
    ['123e4567-e12b-12d1-a456-42665544000', /chave aleatória/],
    ['', /use e-mail, CPF/],
  ];
  for (const [key, message] of bad) {
    assert.throws(() => buildPixCopyPaste({ ...base, key }), { name: 'PixInputError', field: 'key', message }, key);
  }
});

test('parseEmv refuses a truncated or malformed code', () => {
  const code = buildPixCopyPaste(base);
  assert.throws(() => parseEmv(code.slice(0, -2)), /passa do fim/);
  assert.throws(() => parseEmv('0002010X0101'), /posição 6/);
  assert.deepEqual(parseEmv(''), []);
});

test('the QR code is an SVG document', async () => {
  const svg = await pixQrSvg(buildPixCopyPaste(base));
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"/);
  assert.match(svg, /<path [^>]*d="M/);
  assert.ok(svg.trimEnd().endsWith('</svg>'));
});

test('the qrcode library loads with the first QR drawn, not with the module', async () => {
  assert.equal(qrcodeAtImport, false);
  assert.match(await pixQrSvg(buildPixCopyPaste(base)), /<svg/);
  assert.equal(qrcodeLoaded(), true);
});
