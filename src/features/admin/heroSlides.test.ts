import { formatWindow, isSafeCtaUrl, moveItem } from './heroSlides';

describe('heroSlides helpers', () => {
  it('accepts site paths and http(s) addresses as the button link, nothing else', () => {
    for (const ok of ['/ads', '/ads?search=diarista', 'https://exemplo.com.br/x', 'http://exemplo.com'])
      expect(isSafeCtaUrl(ok)).toBe(true);
    for (const bad of ['ads', '//evil.example', 'javascript:alert(1)', 'ftp://x.com', '/a b', 'mailto:a@b.c'])
      expect(isSafeCtaUrl(bad)).toBe(false);
  });

  it('shows the window in Brasília time, with open ends in words', () => {
    expect(formatWindow('2026-12-01T11:00:00.000Z', '2027-01-01T02:59:00.000Z')).toBe(
      '01/12/2026 08:00 – 31/12/2026 23:59',
    );
    expect(formatWindow('2026-12-01T11:00:00.000Z', null)).toBe('A partir de 01/12/2026 08:00');
    expect(formatWindow(null, '2026-12-01T11:00:00.000Z')).toBe('Até 01/12/2026 08:00');
    expect(formatWindow(null, null)).toBe('Sempre');
  });

  it('moves an item up or down without touching the original', () => {
    const list = [1, 2, 3, 4];
    expect(moveItem(list, 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem(list, 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4]);
  });
});
