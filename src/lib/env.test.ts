import { FALLBACK_API_URL, normalizeApiBase } from './env';

describe('normalizeApiBase (spec section 7)', () => {
  it.each([
    ['https://x.com/api/v1/', 'https://x.com'],
    ['https://x.com/api/v1', 'https://x.com'],
    ['https://x.com/api', 'https://x.com'],
    ['https://x.com/api/', 'https://x.com'],
    ['https://x.com/', 'https://x.com'],
    ['https://x.com', 'https://x.com'],
    ['https://x.com/base/api/v1/', 'https://x.com/base'],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(normalizeApiBase(input)).toBe(expected);
  });

  it('falls back to http://localhost:8000 when unset', () => {
    expect(normalizeApiBase(undefined)).toBe(FALLBACK_API_URL);
    expect(FALLBACK_API_URL).toBe('http://localhost:8000');
  });
});
