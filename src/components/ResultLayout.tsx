import type { ReactNode } from 'react';
import styles from './ResultScreen.module.css';

/**
 * ResultScreen's layout without its icons (plain React, no icon library): the mark above (a large
 * "404" for `'404'`), the title as a heading, a line that explains, and what to do next. The public
 * pages use it directly (a public profile's 404); ResultScreen adds antd's status icons.
 * `heading` is h1 when the result is the whole page, h2 inside a page that has its own title.
 */
export default function ResultLayout({
  mark,
  title,
  subTitle,
  extra,
  heading = 'h1',
}: {
  mark?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <div className={styles.result}>
      {mark && (
        <div className={styles.icon} aria-hidden="true">
          {mark === '404' ? <span className={styles.code}>404</span> : mark}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
