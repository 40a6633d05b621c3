import { copyText } from './copyText';

describe('copyText', () => {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const execCommand = document.execCommand;
  afterEach(() => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
    document.execCommand = execCommand;
  });
  const withClipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('uses the Clipboard API when it may', async () => {
    const written: string[] = [];
    withClipboard(async (t) => void written.push(t));
    document.execCommand = jest.fn(() => true);
    expect(await copyText('https://tribo.local/ads/x')).toBe(true);
    expect(written).toEqual(['https://tribo.local/ads/x']);
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the old copy when the Clipboard API refuses, and leaves nothing behind', async () => {
    withClipboard(() => Promise.reject(new DOMException('negado', 'NotAllowedError')));
    let selected = '';
    document.execCommand = jest.fn((command: string) => {
      selected = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return command === 'copy';
    });
    expect(await copyText('https://tribo.local/ads/y')).toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('https://tribo.local/ads/y');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could copy', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    document.execCommand = jest.fn(() => false);
    expect(await copyText('https://tribo.local/ads/z')).toBe(false);
  });
});
