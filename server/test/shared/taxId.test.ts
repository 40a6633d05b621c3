import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatTaxId, isValidCnpj, isValidCpf, normalizeTaxId, taxIdError } from '../../../shared/taxId';

// Worked by hand: 529.982.247-25
//   d1 = 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2 = 295; 295 mod 11 = 9 → 11−9 = 2
//   d2 = 5·11+2·10+9·9+9·8+8·7+2·6+2·5+4·4+7·3+2·2 = 347; 347 mod 11 = 6 → 11−6 = 5
const VALID_CPFS = ['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09'];
// 12.ABC.345/01DE-35 is the Receita Federal's example of an alphanumeric CNPJ:
//   A=17 B=18 C=19 D=20 E=21; d1 sum 459 mod 11 = 8 → 3; d2 sum 424 mod 11 = 6 → 5
const VALID_CNPJS = [
  '11.444.777/0001-61',
  '11444777000161',
  '11.222.333/0001-81',
  '12.ABC.345/01DE-35',
  '12abc34501de35',
];

test('known valid CPFs pass, formatted or not', () => {
  for (const cpf of VALID_CPFS) assert.equal(isValidCpf(cpf), true, cpf);
});

test('a CPF with any one digit changed fails', () => {
  const cpf = '52998224725';
  for (let i = 0; i < cpf.length; i++) {
    const changed = cpf.slice(0, i) + String((Number(cpf[i]) + 1) % 10) + cpf.slice(i + 1);
    assert.equal(isValidCpf(changed), false, changed);
  }
});

test('all-equal CPFs and CNPJs are refused although their check digits add up', () => {
  assert.equal(isValidCpf('111.111.111-11'), false);
  assert.equal(isValidCpf('00000000000'), false);
  assert.equal(isValidCnpj('00.000.000/0000-00'), false);
  assert.equal(taxIdError('111.111.111-11'), 'CPF inválido: confira os dígitos.');
});

test('CPF and CNPJ of the wrong length or kind are not valid', () => {
  assert.equal(isValidCpf('5299822472'), false);
  assert.equal(isValidCpf('11444777000161'), false);
  assert.equal(isValidCnpj('52998224725'), false);
  assert.equal(isValidCnpj('1144477700016'), false);
  assert.equal(isValidCpf(''), false);
});

test('known valid CNPJs pass, numeric and alphanumeric, formatted or not', () => {
  for (const cnpj of VALID_CNPJS) assert.equal(isValidCnpj(cnpj), true, cnpj);
});

test('a CNPJ with a changed digit or letter fails', () => {
  assert.equal(isValidCnpj('11.444.777/0001-62'), false);
  assert.equal(isValidCnpj('11.444.777/0001-51'), false);
  assert.equal(isValidCnpj('21.444.777/0001-61'), false);
  assert.equal(isValidCnpj('12.ABD.345/01DE-35'), false);
  assert.equal(isValidCnpj('12.ABC.345/01DE-3A'), false, 'check digits are numeric');
});

test('normalizeTaxId keeps digits only, and an alphanumeric CNPJ in upper case', () => {
  assert.equal(normalizeTaxId(' 529.982.247-25 '), '52998224725');
  assert.equal(normalizeTaxId('11.444.777/0001-61'), '11444777000161');
  assert.equal(normalizeTaxId('12.abc.345/01de-35'), '12ABC34501DE35');
  assert.equal(normalizeTaxId('CPF: 529.982.247-25'), '52998224725', 'words around a number are not part of it');
  assert.equal(normalizeTaxId(''), '');
});

test('formatTaxId writes CPF and CNPJ the usual way and leaves other values as typed', () => {
  assert.equal(formatTaxId('52998224725'), '529.982.247-25');
  assert.equal(formatTaxId('11444777000161'), '11.444.777/0001-61');
  assert.equal(formatTaxId('12abc34501de35'), '12.ABC.345/01DE-35');
  assert.equal(formatTaxId('529.982.247-25'), '529.982.247-25');
  assert.equal(formatTaxId(' 12345 '), '12345');
});

test('taxIdError: null when valid, the pt-BR message otherwise', () => {
  assert.equal(taxIdError('529.982.247-25'), null);
  assert.equal(taxIdError('11.444.777/0001-61'), null);
  assert.equal(taxIdError('12.ABC.345/01DE-35'), null);
  assert.equal(taxIdError('529.982.247-26'), 'CPF inválido: confira os dígitos.');
  assert.equal(taxIdError('11.444.777/0001-62'), 'CNPJ inválido: confira os dígitos.');
  for (const wrong of ['', '123', '529.982.247-2', '11.444.777/0001-6', '529.982.247-255', 'abc']) {
    assert.equal(taxIdError(wrong), 'Informe um CPF ou CNPJ válido.', JSON.stringify(wrong));
  }
});

test('the file is plain TypeScript without Node imports, for the SPA too', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(new URL('../../../shared/taxId.ts', import.meta.url), 'utf8');
  assert.doesNotMatch(source, /^\s*import\b/m);
  assert.doesNotMatch(source, /\b(require|process|Buffer)\s*[.(]/);
});
