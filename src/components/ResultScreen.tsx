import type { ReactNode } from 'react';
import styles from './ResultScreen.module.css';

/** What happened: a verdict (success, error, warning, info), an address that leads nowhere, a refusal. */
export type ResultStatus = 'success' | 'error' | 'warning' | 'info' | '404' | '403';

/** antd's filled icons (their drawings, 896 units square), inline: no icon library on the way. */
const PATHS = {
  'check-circle':
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  'close-circle':
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  'exclamation-circle':
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  'info-circle':
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  lock: 'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM540 701v53c0 4.4-3.6 8-8 8h-40c-4.4 0-8-3.6-8-8v-53a48.01 48.01 0 1156 0zm152-237H332V240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224z',
};

function Glyph({ name, className }: { name: keyof typeof PATHS; className: string }) {
  return (
    <span role="img" aria-label={name} className={`${styles.glyph} ${className}`}>
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}

const ICONS: Record<Exclude<ResultStatus, '404'>, ReactNode> = {
  success: <Glyph name="check-circle" className={styles.success} />,
  error: <Glyph name="close-circle" className={styles.error} />,
  warning: <Glyph name="exclamation-circle" className={styles.warning} />,
  info: <Glyph name="info-circle" className={styles.info} />,
  403: <Glyph name="lock" className={styles.locked} />,
};

/**
 * The outcome of a page or a step, centred: an icon (a large "404" for an address that leads
 * nowhere), the title as a heading, a line that explains, and what to do next. antd's icons drawn
 * inline instead of antd's Result (whose drawings are ≈ 10 KB of every antd page) and of
 * @ant-design/icons: plain React, so the public pages that show it (a public profile's 404) load
 * no antd.
 * `heading` is h1 when the result is the whole page, h2 inside a page that has its own title.
 */
export default function ResultScreen({
  status,
  icon,
  title,
  subTitle,
  extra,
  heading = 'h1',
}: {
  status?: ResultStatus;
  /** Instead of the status' icon (a spinner while a payment is confirmed). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  const mark = icon ?? (status === '404' ? <span className={styles.code}>404</span> : status ? ICONS[status] : null);
  return (
    <div className={styles.result}>
      {mark && (
        <div className={styles.icon} aria-hidden="true">
          {mark}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
