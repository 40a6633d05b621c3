import { useListPlansQuery } from '../../api/payments';

/** The paid plans for the filters (the public list, cached for an hour). */
export function usePlansQuery() {
  const { data } = useListPlansQuery();
  return (data ?? []).filter((p) => p.price_cents > 0);
}
