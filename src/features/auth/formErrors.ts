import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { apiErrorMessage, apiFieldErrors } from '../../api/baseQuery';

/**
 * Puts the server's `fields` messages on the form's fields and returns what goes in the page's
 * Alert: the general message, plus any field message the form has no field for.
 */
export function showServerErrors(form: FormInstance, error: unknown, formFields: readonly string[]): string {
  const fields = apiFieldErrors(error);
  const onForm = Object.entries(fields).filter(([name]) => formFields.includes(name));
  form.setFields(onForm.map(([name, errors]) => ({ name, errors })));
  const elsewhere = Object.entries(fields)
    .filter(([name]) => !formFields.includes(name))
    .flatMap(([, errors]) => errors);
  return [apiErrorMessage(error), ...elsewhere].join(' ');
}

/** pt-BR validation messages shared by the account forms. */
export const rules = {
  email: [
    { required: true, message: 'Informe seu e-mail.' },
    { type: 'email' as const, message: 'Informe um e-mail válido.' },
  ],
  password: [{ required: true, message: 'Informe sua senha.' }],
  newPassword: [
    { required: true, message: 'Crie uma senha.' },
    { min: 8, message: 'A senha deve ter pelo menos 8 caracteres.' },
    { max: 128, message: 'A senha deve ter no máximo 128 caracteres.' },
  ],
  username: [
    { required: true, message: 'Escolha um nome de usuário.' },
    {
      pattern: /^[A-Za-z0-9_.-]{3,30}$/,
      message: 'Use de 3 a 30 caracteres: letras, números, _ . ou -.',
    },
  ],
};

/** antd rule: this field must equal `other` (password confirmation). */
export function sameAs(other: string, message = 'As senhas não coincidem.') {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: unknown) {
      if (!value || getFieldValue(other) === value) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}

/**
 * Submit state of a sign-in form: `run` clears the Alert, disables the form while `action` runs and,
 * when it fails, shows the server's field errors on the form and the rest in the Alert. On success
 * the form stays disabled: the route guard (or the page) moves the user on.
 */
export function useSignInSubmit(form: FormInstance, formFields: readonly string[]) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setError(null);
      setSubmitting(true);
      try {
        await action();
        return true;
      } catch (err) {
        setError(showServerErrors(form, err, formFields));
        setSubmitting(false);
        return false;
      }
    },
    [form, formFields],
  );
  return { error, setError, submitting, run };
}
