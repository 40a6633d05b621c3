import RcForm, { Field, useForm, useWatch, type FormInstance } from '@rc-component/form';
import type { Rule } from '@rc-component/form/es/interface';
import {
  cloneElement,
  createContext,
  useContext,
  useId,
  useRef,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styles from './Form.module.css';

/**
 * The plain pages' forms (sign-in, registration, password reset, contact, the profile's edit page,
 * the ad form): antd's form engine (@rc-component/form, what antd's Form wraps: the same
 * FormInstance, rules, dependencies and validation) with plain controls and CSS in antd's looks.
 * antd itself (its CSS-in-JS, theme and components, ≈ 110 KB gzip) stays off these pages:
 * bench:bundle's budgets. The antd pages keep antd's Form.
 */
export { useForm, useWatch };
export type { FormInstance, Rule };

const Disabled = createContext(false);

export interface FormProps<Values> {
  form: FormInstance<Values>;
  onFinish(values: Values): unknown;
  /** The fields' values when the form starts (and what resetFields goes back to). */
  initialValues?: Partial<Values>;
  /** Every control is disabled while it is true (a request on its way). */
  disabled?: boolean;
  /** Called on each change the user makes (not on setFieldsValue): a form with changes not saved. */
  onValuesChange?(changed: Partial<Values>, values: Values): void;
  children: ReactNode;
  className?: string;
}

/**
 * A vertical form; the browser's own validation bubbles are off (the fields show pt-BR messages).
 * A submit with errors moves the focus to the first wrong field, as antd's forms do.
 */
export function Form<Values>({
  form,
  onFinish,
  initialValues,
  disabled = false,
  onValuesChange,
  children,
  className,
}: FormProps<Values>) {
  const element = useRef<HTMLFormElement | null>(null);
  return (
    <Disabled.Provider value={disabled}>
      <RcForm<Values>
        form={form}
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={onValuesChange}
        // The fields mark themselves invalid on the render after this: look once it is done.
        onFinishFailed={() =>
          setTimeout(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
        }
        noValidate
        className={className}
        onSubmitCapture={(e: FormEvent<HTMLFormElement>) => {
          element.current = e.currentTarget;
          if (disabled) e.preventDefault();
        }}
      >
        {children}
      </RcForm>
    </Disabled.Provider>
  );
}

/** Whether the form's controls are disabled (for a control outside FormField, e.g. the submit button). */
export const useFormDisabled = () => useContext(Disabled);

interface ControlProps {
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  name: string;
  label?: ReactNode;
  rules?: Rule[];
  /** Fields whose change validates this one again (a confirmation against its password). */
  dependencies?: string[];
  /** Stop at the first rule that fails: one message at a time. */
  validateFirst?: boolean;
  /** 'checked' for a checkbox. */
  valuePropName?: 'value' | 'checked';
  /** A line of guidance under the control (and under its errors), greyed: antd's `extra`. */
  extra?: ReactNode;
  className?: string;
  /** The control: TextInput, PasswordInput, TextArea, Checkbox, Switch. */
  children: ReactElement<ControlProps>;
}

/**
 * A labelled field: the control gets the value, its id (the label's `for`), the disabled state and
 * its errors (`aria-invalid`, `aria-describedby`); the errors are shown under it (role=alert), then
 * the `extra` guidance (also in `aria-describedby`).
 */
export function FormField({
  name,
  label,
  rules,
  dependencies,
  validateFirst,
  valuePropName = 'value',
  extra,
  className,
  children,
}: FormFieldProps) {
  const id = `${useId()}-${name}`;
  const disabled = useContext(Disabled);
  return (
    <Field
      name={name}
      rules={rules}
      dependencies={dependencies}
      validateFirst={validateFirst}
      valuePropName={valuePropName}
    >
      {(control, meta) => {
        const errors = meta.errors;
        const help = `${id}-help`;
        const invalid = errors.length > 0;
        const describedBy = [invalid && help, extra && `${id}-extra`].filter(Boolean).join(' ');
        const classes = [styles.item, invalid && !extra && styles.withHelp, className];
        return (
          <div className={classes.filter(Boolean).join(' ')}>
            {label ? (
              <label htmlFor={id} className={styles.label}>
                {label}
              </label>
            ) : null}
            {cloneElement(children, {
              ...control,
              id,
              disabled: disabled || children.props.disabled,
              invalid,
              'aria-describedby': describedBy || undefined,
            })}
            {invalid ? (
              <div id={help} className={styles.help} role="alert">
                {errors.map((error) => (
                  <div key={error}>{error}</div>
                ))}
              </div>
            ) : null}
            {extra ? (
              <div id={`${id}-extra`} className={styles.extra}>
                {extra}
              </div>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
