import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LockFilled,
} from '@ant-design/icons';
import type { ComponentProps, ReactNode } from 'react';
import ResultLayout from './ResultLayout';
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
 * The outcome of a page or a step, centred (ResultLayout): an icon (a large "404" for an address
 * that leads nowhere), the title as a heading, a line that explains, and what to do next. Icons from
 * @ant-design/icons instead of antd's Result, whose drawings are ≈ 10 KB of every antd page.
 */
export default function ResultScreen({
  status,
  icon,
  ...rest
}: Omit<ComponentProps<typeof ResultLayout>, 'mark'> & {
  status?: ResultStatus;
  /** Instead of the status' icon (a spinner while a payment is confirmed). */
  icon?: ReactNode;
}) {
  return <ResultLayout mark={icon ?? (status === '404' ? '404' : status ? ICONS[status] : null)} {...rest} />;
}
