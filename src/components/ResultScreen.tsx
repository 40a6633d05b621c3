import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LockFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './ResultScreen.module.css';

/** What happened: a verdict (success, error, warning, info), an address that leads nowhere, a refusal. */
export type ResultStatus = 'success' | 'error' | 'warning' | 'info' | '404' | '403';

const ICONS: Record<Exclude<ResultStatus, '404'>, ReactNode> = {
  success: <CheckCircleFilled className={styles.success} />,
  error: <CloseCircleFilled className={styles.error} />,
  warning: <ExclamationCircleFilled className={styles.warning} />,
  info: <InfoCircleFilled className={styles.info} />,
  403: <LockFilled className={styles.locked} />,
};

/**
 * The outcome of a page or a step, centred: an icon (a large "404" for an address that leads
 * nowhere), the title as a heading, a line that explains, and what to do next. Icons from
 * @ant-design/icons instead of antd's Result, whose drawings are ≈ 10 KB of every antd page.
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
