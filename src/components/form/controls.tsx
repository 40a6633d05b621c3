import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useFormDisabled } from './Form';
import styles from './Form.module.css';

/** The plain pages' form controls (components/form/Form.tsx): antd's looks in plain CSS. */

interface Invalid {
  /** Set by FormField when the field has errors. */
  invalid?: boolean;
}

const inputClass = (invalid?: boolean, extra?: string) =>
  [styles.input, invalid && styles.invalid, extra].filter(Boolean).join(' ');

export function TextInput({ invalid, className, value, ...props }: ComponentPropsWithoutRef<'input'> & Invalid) {
  return (
    <input
      type="text"
      {...props}
      value={value ?? ''}
      aria-invalid={invalid || undefined}
      className={inputClass(invalid, className)}
    />
  );
}

/** A text box; with `showCount` and `maxLength`, "12 / 1000" under it on the right (antd's showCount). */
export function TextArea({
  invalid,
  className,
  value,
  showCount = false,
  ...props
}: ComponentPropsWithoutRef<'textarea'> & Invalid & { showCount?: boolean }) {
  const box = (
    <textarea
      {...props}
      value={value ?? ''}
      aria-invalid={invalid || undefined}
      className={inputClass(invalid, `${styles.textarea} ${className ?? ''}`)}
    />
  );
  if (!showCount || props.maxLength === undefined) return box;
  return (
    <div>
      {box}
      <div className={styles.count} aria-hidden="true">
        {String(value ?? '').length} / {props.maxLength}
      </div>
    </div>
  );
}

/** A password field with a button that shows what was typed (and hides it again). */
export function PasswordInput({
  invalid,
  className,
  value,
  disabled,
  ...props
}: ComponentPropsWithoutRef<'input'> & Invalid) {
  const [visible, setVisible] = useState(false);
  return (
    <span
      className={inputClass(invalid, `${styles.affixWrapper} ${className ?? ''}`)}
      data-disabled={disabled || undefined}
    >
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        className={styles.bare}
      />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        <span className={styles.visuallyHidden}>{visible ? 'Ocultar senha' : 'Mostrar senha'}</span>
        <EyeIcon crossed={!visible} />
      </button>
    </span>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {crossed ? <path d="M3.5 3.5l17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A checkbox with its text; FormField gives it `checked` (valuePropName="checked"). */
export function Checkbox({
  invalid,
  children,
  className,
  ...props
}: Omit<ComponentPropsWithoutRef<'input'>, 'type'> & Invalid & { children: ReactNode }) {
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...props} checked={!!props.checked} aria-invalid={invalid || undefined} />
      <span>{children}</span>
    </label>
  );
}

/**
 * An on/off choice that applies as a setting (antd's Switch): a checkbox with role="switch", so the
 * keyboard (Space), the label and the checked state are the browser's; FormField gives it `checked`.
 */
export function Switch({
  invalid,
  children,
  className,
  ...props
}: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role'> & Invalid & { children: ReactNode }) {
  return (
    <label className={[styles.switchLine, className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        role="switch"
        {...props}
        checked={!!props.checked}
        aria-invalid={invalid || undefined}
        className={styles.switch}
      />
      <span>{children}</span>
    </label>
  );
}

/** The form's primary button: disabled with the form, a spinner while `loading`. */
export function SubmitButton({
  loading = false,
  block = false,
  large = false,
  children,
}: {
  loading?: boolean;
  block?: boolean;
  large?: boolean;
  children: ReactNode;
}) {
  const disabled = useFormDisabled();
  const classes = [styles.submit, block && styles.block, large && styles.large, loading && styles.loading];
  return (
    <button
      type="submit"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled && !loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export { Notice } from './Notice';

/** "ou" between the form and another way in (Google). */
export function OrDivider() {
  return (
    <div className={styles.divider} role="separator">
      ou
    </div>
  );
}
