import { Select, Typography } from 'antd';
import { useListTribesQuery, useSubmitTribeAdMutation } from '../api/tribes';

/**
 * The tribes (where I am an active member) an ad goes to from the ad form. A controlled antd
 * field: `value` is a list of tribe slugs.
 */
export default function TribePicker({
  value,
  onChange,
  disabled,
  id,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { data, isLoading, isError } = useListTribesQuery({ mine: true, page: 1, pageSize: 100 });
  const mine = data?.results.filter((t) => t.my_membership?.status === 'active') ?? [];
  if (isError) return <Typography.Text type="secondary">Não foi possível carregar suas tribos agora.</Typography.Text>;
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={isLoading}
      disabled={disabled}
      value={value}
      onChange={onChange}
      optionFilterProp="label"
      placeholder={mine.length || isLoading ? 'Escolha as tribos' : 'Você ainda não participa de nenhuma tribo'}
      notFoundContent="Nenhuma tribo"
      options={mine.map((t) => ({
        value: t.slug,
        label: t.ad_policy === 'approval' ? `${t.name} (com aprovação)` : t.name,
      }))}
    />
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
