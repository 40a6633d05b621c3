import { fitWithin, formatBytes, renameWithExtension } from './imageResize';

describe('browser-side image sizing', () => {
  it('fits the longest side within 2,048 px keeping proportions and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1024, height: 2048 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 10)).toEqual({ width: 2048, height: 10 });
  });

  it('renames to the encoded format and formats sizes in pt-BR', () => {
    expect(renameWithExtension('foto.HEIC.png', 'image/webp')).toBe('foto.HEIC.webp');
    expect(renameWithExtension('IMG_001.jpeg', 'image/jpeg')).toBe('IMG_001.jpg');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});
