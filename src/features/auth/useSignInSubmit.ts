import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { showServerErrors } from '../../lib/formErrors';

/**
 * Submit state of a sign-in form: `run` clears the Alert, disables the form while `action` runs and,
 * when it fails, shows the server's field errors on the form and the rest in the Alert. On success
 * the form stays disabled: the route guard (or the page) moves the user on.
 */
export function useSignInSubmit(form: Pick<FormInstance, 'setFields'>, formFields: readonly string[]) {
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
