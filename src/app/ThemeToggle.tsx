import { useTheme } from './ThemeProvider';

/**
 * The light/dark toggle, shown disabled (spec section 1: the theme is always light). Plain React so
 * the header can carry it without pulling antd into the entry.
 */
export default function ThemeToggle({ className }: { className?: string }) {
  const { canToggle, isDark, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      className={className}
      onClick={toggleTheme}
      disabled={!canToggle}
      aria-pressed={isDark}
      aria-label="Tema escuro"
      title="Tema escuro indisponível: o site usa sempre o tema claro"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
