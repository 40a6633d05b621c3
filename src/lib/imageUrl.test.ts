import { isPlaceholderServiceUrl, resolveImageUrl } from './imageUrl';

describe('resolveImageUrl (spec section 5)', () => {
  const api = 'https://api.tribo.com.br';
  it.each([
    ['https://cdn.exemplo.com/a.webp', 'https://cdn.exemplo.com/a.webp'],
    ['http://cdn.exemplo.com/a.jpg', 'http://cdn.exemplo.com/a.jpg'],
    ['/media/ads/1.webp', 'https://api.tribo.com.br/media/ads/1.webp'],
    ['media/ads/1.webp', '/media/ads/1.webp'],
    ['https://images.unsplash.com/photo-1', 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=80'],
    ['https://images.unsplash.com/photo-1?w=400', 'https://images.unsplash.com/photo-1?w=400'],
  ])('%s -> %s', (input, expected) => {
    expect(resolveImageUrl(input, api)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['   '], ['https://via.placeholder.com/300'], ['https://placehold.co/600x400']])(
    'gives null (placeholder) for %p',
    (input) => {
      expect(resolveImageUrl(input, api)).toBeNull();
    },
  );

  it('recognises placeholder services only by host', () => {
    expect(isPlaceholderServiceUrl('https://picsum.photos/200')).toBe(true);
    expect(isPlaceholderServiceUrl('https://cdn.exemplo.com/placeholder.png')).toBe(false);
  });
});
