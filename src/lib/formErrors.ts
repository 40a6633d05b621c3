import type { FormInstance } from '@rc-component/form';
import { apiErrorMessage, apiFieldErrors } from './apiErrors';

export interface ServerErrorOptions {
  /** Server field name -> form field name, where they differ (e.g. price_cents -> price). */
  rename?: Readonly<Record<string, string>>;
  /** Message when the server gave none (see apiErrorMessage; time-outs and network keep theirs). */
  fallback?: string;
}

/**
 * The one mapping of the server's error shape `{error, code, fields?}` onto a form (antd's Form or
 * components/form, both @rc-component/form): each `fields` message goes on its form field, and the
 * return value is what the page shows in its Alert or toast — the general message, plus any field
 * message the form has no field for.
 */
export function showServerErrors(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  formFields: Iterable<string>,
  { rename = {}, fallback }: ServerErrorOptions = {},
): string {
  const onForm = new Set(formFields);
  const entries = Object.entries(apiFieldErrors(error));
  const shown = entries.filter(([name]) => onForm.has(name));
  if (shown.length) form.setFields(shown.map(([name, errors]) => ({ name: rename[name] ?? name, errors })));
  const elsewhere = entries.filter(([name]) => !onForm.has(name)).flatMap(([, errors]) => errors);
  return [apiErrorMessage(error, fallback), ...elsewhere].join(' ');
}
