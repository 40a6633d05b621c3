import { relativeTime } from './relativeTime';

describe('relativeTime (spec section 9)', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0).getTime();
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('under 60 seconds is Agora', () => {
    expect(relativeTime(ago(0), now)).toBe('Agora');
    expect(relativeTime(ago(59), now)).toBe('Agora');
    expect(relativeTime(ago(59.999), now)).toBe('Agora');
  });

  it('under one hour counts minutes', () => {
    expect(relativeTime(ago(60), now)).toBe('1min atrás');
    expect(relativeTime(ago(119), now)).toBe('1min atrás');
    expect(relativeTime(ago(3599), now)).toBe('59min atrás');
  });

  it('under one day counts hours', () => {
    expect(relativeTime(ago(3600), now)).toBe('1h atrás');
    expect(relativeTime(ago(86399), now)).toBe('23h atrás');
  });

  it('under seven days counts days', () => {
    expect(relativeTime(ago(86400), now)).toBe('1d atrás');
    expect(relativeTime(ago(7 * 86400 - 1), now)).toBe('6d atrás');
  });

  it('from seven days on shows the date as dd/mm/aaaa', () => {
    expect(relativeTime(ago(7 * 86400), now)).toBe('16/11/2026');
    expect(relativeTime(new Date(2025, 0, 5, 8, 30), now)).toBe('05/01/2025');
  });

  it('a date a little in the future reads Agora; an invalid one reads nothing', () => {
    expect(relativeTime(new Date(now + 5000), now)).toBe('Agora');
    expect(relativeTime('não é data', now)).toBe('');
  });
});
