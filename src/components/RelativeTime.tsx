import { relativeTime } from '../lib/relativeTime';
import { useClientValue } from '../lib/useClientValue';

/**
 * "3d atrás", or the date in the visitor's time zone (spec section 9). It depends on the browser's
 * clock and time zone, so a page the server rendered keeps the line's height (a no-break space)
 * until it hydrates, then shows it.
 */
export default function RelativeTime({ date }: { date: string }) {
  return <>{useClientValue(() => relativeTime(date), '\u00a0')}</>;
}
