/** Inline icons: a handful of paths instead of an icon library on every page. */
type IconName = 'search' | 'menu' | 'close' | 'home' | 'plus' | 'user' | 'chevron' | 'whatsapp' | 'instagram';

const PATHS: Record<IconName, string> = {
  search:
    'M10.5 3a7.5 7.5 0 015.96 12.05l4.24 4.25-1.4 1.4-4.25-4.24A7.5 7.5 0 1110.5 3zm0 2a5.5 5.5 0 100 11 5.5 5.5 0 000-11z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  home: 'M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  user: 'M12 12a4.5 4.5 0 110-9 4.5 4.5 0 010 9zm0 2c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5z',
  chevron: 'M7 9.5l5 5 5-5-1.4-1.4L12 11.7 8.4 8.1z',
  whatsapp:
    'M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2a8.2 8.2 0 01-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2 5.2 5.2 0 001.1 2.7 11.8 11.8 0 004.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 001.8-1.3 2.2 2.2 0 00.2-1.3c-.1-.1-.3-.2-.5-.3z',
  instagram:
    'M12 7a5 5 0 110 10 5 5 0 010-10zm0 2a3 3 0 100 6 3 3 0 000-6zm5.5-3.2a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4zM8 2h8a6 6 0 016 6v8a6 6 0 01-6 6H8a6 6 0 01-6-6V8a6 6 0 016-6zm0 2a4 4 0 00-4 4v8a4 4 0 004 4h8a4 4 0 004-4V8a4 4 0 00-4-4z',
};

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  );
}
