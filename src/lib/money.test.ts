import { formatReaisInput, MAX_PRICE_CENTS, parseCents } from './money';

describe('parseCents: reais typed the Brazilian way', () => {
  it.each([
    ['1.500,50', 150050],
    ['1.500', 150000],
    ['1.500,00', 150000],
    ['2.000.000', 200000000],
    ['R$ 200', 20000],
    ['R$\u00a01.234,56', 123456],
    ['r$1.500,5', 150050],
    ['  350  ', 35000],
    ['200,5', 20050],
    ['99,90', 9990],
    ['200,', 20000],
    [',50', 50],
    ['0', 0],
    ['1500', 150000],
    ['100.000.000,00', MAX_PRICE_CENTS],
  ])('%p is %p cents', (typed, cents) => {
    expect(parseCents(typed)).toBe(cents);
  });

  it.each([
    ['1500.50', 150050],
    ['99.9', 9990],
    ['1.50', 150],
  ])('without a comma, a dot followed by 1 or 2 digits is a decimal point: %p is %p cents', (typed, cents) => {
    expect(parseCents(typed)).toBe(cents);
  });

  it.each(['', '   ', 'R$', ' R$ ', null, undefined])('%p is nothing typed', (typed) => {
    expect(parseCents(typed)).toBeUndefined();
  });

  it.each(['abc', '-5', '1,505', '1,500.50', '1.5000', '12.34.56', '1..5', '1.50,00', ',', '1 500', '1e5', '2,5,0'])(
    '%p is not an amount',
    (typed) => {
      expect(parseCents(typed)).toBeNull();
    },
  );

  it('reads a number too big for the maximum as such (the caller says so, nothing is clamped)', () => {
    expect(parseCents('999999999')).toBe(99999999900);
    expect(parseCents('999999999')!).toBeGreaterThan(MAX_PRICE_CENTS);
  });
});

describe('formatReaisInput', () => {
  it('writes cents the Brazilian way, without "R$"', () => {
    expect(formatReaisInput(150050)).toBe('1.500,50');
    expect(formatReaisInput(35000)).toBe('350,00');
    expect(formatReaisInput(5)).toBe('0,05');
    expect(formatReaisInput(MAX_PRICE_CENTS)).toBe('100.000.000,00');
  });

  it('drops ",00" from whole amounts when asked (filters)', () => {
    expect(formatReaisInput(150000, { wholeReais: true })).toBe('1.500');
    expect(formatReaisInput(9990, { wholeReais: true })).toBe('99,90');
  });

  it('reads back what it writes', () => {
    for (const cents of [0, 1, 99, 100, 150050, 123456789, MAX_PRICE_CENTS]) {
      expect(parseCents(formatReaisInput(cents))).toBe(cents);
      expect(parseCents(formatReaisInput(cents, { wholeReais: true }))).toBe(cents);
    }
  });
});
