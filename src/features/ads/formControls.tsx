import type { ChangeEvent, ComponentPropsWithoutRef, ReactNode } from 'react';
import form from '../../components/form/Form.module.css';
import styles from './formControls.module.css';

/**
 * The ad form's controls beyond components/form's (a select, a switch, counted and prefixed
 * inputs), drawn like antd's in plain CSS. Each takes what FormField gives a control: `id`,
 * `value` (or `checked`), `onChange`, `disabled`, `invalid` and `aria-describedby`.
 */

interface Invalid {
  /** Set by FormField when the field has errors. */
  invalid?: boolean;
}

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export interface SelectOption<V> {
  value: V;
  /** What the list offers (and a screen reader reads). */
  label: string;
  /** What the closed field shows, when shorter than the label ("SP" for "SP — São Paulo"). */
  short?: string;
}

/**
 * A native <select> (the phone's own picker, typing a letter jumps to it on a computer) drawn as
 * antd's Select: the closed field shows the choice's short text over the transparent select, which
 * still takes the clicks, the keys and the focus.
 */
export function Select<V extends string | number>({
  id,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  invalid,
  'aria-describedby': describedBy,
}: {
  id?: string;
  value?: V | null;
  onChange?: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  placeholder?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
} & Invalid) {
  const chosen = options.find((o) => o.value === value);
  const onSelect = (e: ChangeEvent<HTMLSelectElement>) => {
    const option = options.find((o) => String(o.value) === e.target.value);
    if (option) onChange?.(option.value);
  };
  return (
    <span className={cx(form.input, styles.select, invalid && form.invalid)} data-disabled={disabled || undefined}>
      <span className={cx(styles.selectText, !chosen && styles.placeholder)} aria-hidden="true">
        {chosen ? (chosen.short ?? chosen.label) : (placeholder ?? '')}
      </span>
      <select
        id={id}
        value={chosen ? String(chosen.value) : ''}
        onChange={onSelect}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={styles.native}
      >
        {!chosen && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <svg className={styles.arrow} viewBox="64 64 896 896" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z"
        />
      </svg>
    </span>
  );
}

/** antd's Switch: a button with role="switch", the optional texts inside the track. */
export function Switch({
  id,
  checked,
  onChange,
  disabled,
  checkedText,
  uncheckedText,
  'aria-describedby': describedBy,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  checkedText?: string;
  uncheckedText?: string;
  'aria-describedby'?: string;
} & Invalid) {
  const on = Boolean(checked);
  const withText = Boolean(checkedText || uncheckedText);
  return (
    // In a box as tall as an input, as antd's form draws every control.
    <span className={styles.switchBox}>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={on}
        aria-describedby={describedBy}
        disabled={disabled}
        className={cx(styles.switch, withText && styles.withText, on && styles.on)}
        onClick={() => onChange?.(!on)}
      >
        <span className={styles.handle} aria-hidden="true" />
        {withText ? <span className={styles.switchText}>{on ? checkedText : uncheckedText}</span> : null}
      </button>
    </span>
  );
}

/** "12 / 120" under or beside a field with a maximum length (antd's showCount). */
const count = (value: unknown, max?: number) => `${String(value ?? '').length} / ${max}`;

/**
 * A one-line input with an optional text before it ("R$") and, with `maxLength`, the count of
 * characters after it (antd's Input with prefix and showCount).
 */
export function AffixInput({
  invalid,
  prefix,
  showCount = false,
  value,
  disabled,
  className,
  ...props
}: ComponentPropsWithoutRef<'input'> & Invalid & { prefix?: ReactNode; showCount?: boolean }) {
  return (
    <span
      className={cx(form.input, form.affixWrapper, invalid && form.invalid, className)}
      data-disabled={disabled || undefined}
    >
      {prefix ? (
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        type="text"
        {...props}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        className={form.bare}
      />
      {showCount && props.maxLength ? (
        <span className={styles.count} aria-hidden="true">
          {count(value, props.maxLength)}
        </span>
      ) : null}
    </span>
  );
}

/** A text area with the count of characters under its right corner (antd's TextArea showCount). */
export function CountedTextArea({
  invalid,
  value,
  className,
  ...props
}: ComponentPropsWithoutRef<'textarea'> & Invalid) {
  return (
    <div className={styles.counted}>
      <textarea
        {...props}
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        className={cx(form.input, form.textarea, invalid && form.invalid, className)}
      />
      <div className={styles.textareaCount} aria-hidden="true">
        {count(value, props.maxLength)}
      </div>
    </div>
  );
}
