import { formatCents, formatInteger } from './numberFormat';

const integer = new Intl.NumberFormat('pt-BR');
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

describe('pt-BR numbers without Intl', () => {
  const integers = [0, 1, 9, 10, 999, 1000, 1234, 9999, 10000, 123456, 1000000, 12345678, 2147483647, -1, -1234];
  const cents = [0, 1, 5, 10, 99, 100, 101, 1999, 123456, 100000, 99999999, 250000, -100, -123456];

  it('integers are written as Intl writes them', () => {
    for (const n of integers) expect(formatInteger(n)).toBe(integer.format(n));
  });

  it('cents are written as Intl writes BRL', () => {
    for (const c of cents) expect(formatCents(c)).toBe(brl.format(c / 100));
    expect(formatCents(123456)).toBe('R$\u00a01.234,56');
  });
});
