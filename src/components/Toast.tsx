import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';
export type Toast = Record<ToastTone, (text: string) => void>;

/** How long a message stays on screen: long enough to read two lines. */
const SHOW_MS = 4000;

/**
 * A short message at the top of the screen in a live region (role="status"), in place of antd's
 * `message` on the plain pages. The region is rendered empty from the start: screen readers only
 * announce changes to a live region that was already in the page.
 */
export function useToast(): { toast: Toast; region: ReactElement } {
  const [current, setCurrent] = useState<{ text: string; tone: ToastTone; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);
  const show = useCallback((text: string, tone: ToastTone) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setCurrent({ text, tone, id: nextId.current });
    timer.current = setTimeout(() => setCurrent(null), SHOW_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const toast = useMemo<Toast>(
    () => ({
      success: (text) => show(text, 'success'),
      error: (text) => show(text, 'error'),
      warning: (text) => show(text, 'warning'),
      info: (text) => show(text, 'info'),
    }),
    [show],
  );
  const region = (
    <div className={styles.region} role="status" aria-live="polite">
      {current && (
        // A new key for each message: the same text twice is announced twice.
        <div key={current.id} className={`${styles.toast} ${styles[current.tone]}`}>
          <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false" fill="currentColor">
            <path d={ICONS[current.tone]} />
          </svg>
          <span>{current.text}</span>
        </div>
      )}
    </div>
  );
  return { toast, region };
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A message that outlives the page showing it (an account deleted, and the user already on the
 * home page): the same toast in a live region of its own on `document.body`, added empty and filled
 * a moment later (so it is announced), removed after the same 4 s.
 */
export function toastBeyondPage(text: string, tone: ToastTone = 'success') {
  const region = document.createElement('div');
  region.className = styles.region;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  setTimeout(() => {
    const box = document.createElement('div');
    box.className = `${styles.toast} ${styles[tone]}`;
    const svg = document.createElementNS(SVG, 'svg');
    for (const [name, value] of Object.entries({
      viewBox: '0 0 24 24',
      width: '16',
      height: '16',
      fill: 'currentColor',
    }))
      svg.setAttribute(name, value);
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', ICONS[tone]);
    svg.appendChild(path);
    const span = document.createElement('span');
    span.textContent = text;
    box.append(svg, span);
    region.appendChild(box);
  }, 50);
  setTimeout(() => region.remove(), SHOW_MS);
}

/** antd's filled message icons: a tick, an exclamation mark (error and warning) and an "i". */
const ICONS: Record<ToastTone, string> = {
  success: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1.4 13.6l6.7-6.7-1.4-1.4-5.3 5.3-2.3-2.3-1.4 1.4z',
  error: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1 5v7h2V7zm0 9v2h2v-2z',
  warning: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1 5v7h2V7zm0 9v2h2v-2z',
  info: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1 15h2v-7h-2zm0-9h2V6h-2z',
};
