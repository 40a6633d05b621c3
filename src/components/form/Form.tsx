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
 * The plain pages' forms (sign-in, registration, password reset, contact, the ad form): antd's
 * form engine (@rc-component/form, what antd's Form wraps: the same FormInstance, rules,
 * dependencies and validation) with plain controls and CSS in antd's looks. antd itself (its CSS-in-JS, theme and
 * components, ≈ 110 KB gzip) stays off these pages: bench:bundle's budgets. The antd pages keep
 * antd's Form.
 */
export { useForm, useWatch };
export type { FormInstance, Rule };

const Disabled = createContext(false);

export interface FormProps<Values> {
  form: FormInstance<Values>;
  onFinish(values: Values): unknown;
  /** Every control is disabled while it is true (a request on its way). */
  disabled?: boolean;
  /** The fields' values as the form opens. */
  initialValues?: Partial<Values>;
  /** Called on each change the person makes (not on the page's own setFieldsValue). */
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
  disabled = false,
  initialValues,
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
        onValuesChange={onValuesChange}
        onFinish={(values) => void onFinish(values)}
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
  /** The control: TextInput, PasswordInput, TextArea, Checkbox. */
  children: ReactElement<ControlProps>;
}

/**
 * A labelled field: the control gets the value, its id (the label's `for`), the disabled state and
 * its errors (`aria-invalid`, `aria-describedby`); the errors are shown under it (role=alert).
 */
export function FormField({
  name,
  label,
  rules,
  dependencies,
  validateFirst,
  valuePropName = 'value',
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
        return (
          <div className={invalid ? `${styles.item} ${styles.withHelp}` : styles.item}>
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
              'aria-describedby': invalid ? help : undefined,
            })}
            {invalid ? (
              <div id={help} className={styles.help} role="alert">
                {errors.map((error) => (
                  <div key={error}>{error}</div>
                ))}
              </div>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
