import { canRenew, pausedHighlightText } from './adStatus';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const past = '2026-02-28T12:00:00Z';
const future = '2026-03-02T12:00:00Z';

describe('canRenew', () => {
  it.each([
    ['expired', future, true],
    ['active', past, true],
    ['paused', past, true],
    ['active', future, false],
    ['paused', future, false],
    ['removed', past, false],
  ])('%s ad expiring %s: %s', (status, expires_at, expected) => {
    expect(canRenew({ status, expires_at }, NOW)).toBe(expected);
  });
});

describe('pausedHighlightText', () => {
  it('says the days a frozen highlight keeps, in the right number', () => {
    expect(pausedHighlightText({ highlight_paused_days: 5 })).toBe('Destaque pausado: 5 dias restantes');
    expect(pausedHighlightText({ highlight_paused_days: 1 })).toBe('Destaque pausado: 1 dia restante');
    expect(pausedHighlightText({ highlight_paused_days: null })).toBeNull();
  });
});
