import { useId, type ReactNode } from 'react';
import { useListTribesQuery, useSubmitTribeAdMutation } from '../api/tribes';
import { Checkbox } from './form/controls';
import styles from './TribePicker.module.css';

/**
 * The tribes (where I am an active member) an ad goes to from the ad form: a group of checkboxes
 * under its legend, plain React. A controlled form field: `value` is a list of tribe slugs.
 */
export default function TribePicker({
  value,
  onChange,
  disabled,
  legend,
  hint,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
  disabled?: boolean;
  /** The group's name, shown above it. */
  legend: ReactNode;
  /** A sentence under the group that describes it. */
  hint?: ReactNode;
}) {
  const hintId = useId();
  const { data, isLoading, isError } = useListTribesQuery({ mine: true, page: 1, pageSize: 100 });
  const mine = data?.results.filter((t) => t.my_membership?.status === 'active') ?? [];
  const picked = value ?? [];
  const toggle = (slug: string, on: boolean) => onChange?.(on ? [...picked, slug] : picked.filter((s) => s !== slug));
  let body: ReactNode;
  if (isError) body = <p className={styles.state}>Não foi possível carregar suas tribos agora.</p>;
  else if (isLoading) body = <p className={styles.state}>Carregando suas tribos...</p>;
  else if (!mine.length) body = <p className={styles.state}>Você ainda não participa de nenhuma tribo.</p>;
  else
    body = (
      <ul className={styles.list}>
        {mine.map((t) => (
          <li key={t.slug}>
            <Checkbox checked={picked.includes(t.slug)} onChange={(e) => toggle(t.slug, e.target.checked)}>
              {t.ad_policy === 'approval' ? `${t.name} (com aprovação)` : t.name}
            </Checkbox>
          </li>
        ))}
      </ul>
    );
  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {body}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Sends one ad to several tribes; an ad already in a tribe (409) counts as done. Resolves with how
 * many went live at once, how many wait for approval and the names that failed.
 */
export function useSubmitAdToTribes() {
  const [submit] = useSubmitTribeAdMutation();
  return async (adSlug: string, tribeSlugs: string[]) => {
    const result = { approved: 0, pending: 0, failed: [] as string[] };
    for (const slug of tribeSlugs) {
      try {
        const res = await submit({ slug, tribeSubmitAdBody: { ad_slug: adSlug } }).unwrap();
        if (res.status === 'pending') result.pending += 1;
        else result.approved += 1;
      } catch (err) {
        if ((err as { status?: unknown }).status !== 409) result.failed.push(slug);
      }
    }
    return result;
  };
}
