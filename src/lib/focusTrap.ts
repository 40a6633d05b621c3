import type { KeyboardEvent } from 'react';

/**
 * A modal dialog's Tab key: from its last control back to its first (and Shift+Tab the other way),
 * so the keyboard stays inside while it is open. `selector` names the dialog's controls.
 */
export function keepTabInside(e: KeyboardEvent, box: HTMLElement | null, selector: string) {
  if (e.key !== 'Tab') return;
  const controls = [...(box?.querySelectorAll<HTMLElement>(selector) ?? [])];
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
