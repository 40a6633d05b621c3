import { formatBoletoLine, formatCountdown, maskTaxId } from './chargeFormat';

describe('chargeFormat', () => {
  it('counts down in whole seconds: a new 30-minute Pix reads 29:59', () => {
    expect(formatCountdown(30 * 60_000 - 5)).toBe('29:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(3_900_000)).toBe('1:05:00');
    expect(formatCountdown(-10)).toBe('0:00');
  });

  it('masks a CPF up to 11 digits and a CNPJ past them', () => {
    expect(maskTaxId('529982')).toBe('529.982');
    expect(maskTaxId('52998224725')).toBe('529.982.247-25');
    expect(maskTaxId('114447770001')).toBe('11.444.777/0001');
    expect(maskTaxId('11.444.777/0001-61x9')).toBe('11.444.777/0001-61');
  });

  it('prints the linha digitável in its five fields', () => {
    expect(formatBoletoLine('23793381286000000000300000000405199990000001990')).toBe(
      '23793.38128 60000.000003 00000.000405 1 99990000001990',
    );
  });
});
