import { formatPlace } from './place';
import { plural } from './plural';

describe('texts in the right number and one place format', () => {
  it('writes singular and plural, never "(s)"', () => {
    expect(plural(1, 'nova', 'novas')).toBe('1 nova');
    expect(plural(0, 'nova', 'novas')).toBe('0 novas');
    expect(plural(1200, 'não lida', 'não lidas')).toBe('1.200 não lidas');
  });
  it('writes places as Cidade/UF, with the neighbourhood first when there is one', () => {
    expect(formatPlace('São Paulo', 'SP')).toBe('São Paulo/SP');
    expect(formatPlace('São Paulo', 'SP', 'Moema')).toBe('Moema, São Paulo/SP');
    expect(formatPlace('São Paulo', 'SP', '')).toBe('São Paulo/SP');
  });
});
