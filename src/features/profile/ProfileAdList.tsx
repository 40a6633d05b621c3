import { Alert, Button, Pagination, Skeleton } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { AdSummary } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import styles from './ProfilePage.module.css';

export const PROFILE_PAGE_SIZE = 10;

interface Props {
  /** Names the list for assistive technology ("Meus anúncios"). */
  label: string;
  /** The RTK Query hook of the tab's list (server paging). */
  useList: (arg: { page: number; pageSize: number }) => {
    data?: { count: number; results: AdSummary[] };
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  errorTitle: string;
  empty: ReactNode;
  renderItem: (ad: AdSummary) => ReactNode;
}

/** A paged list of ads in a profile tab: skeletons, error with retry, empty state, pagination. */
export default function ProfileAdList(props: Props) {
  const [page, setPage] = useState(1);
  const query = props.useList({ page, pageSize: PROFILE_PAGE_SIZE });
  const { data } = query;
  const listRef = useRef<HTMLDivElement>(null);
  // The last ad of a later page was deleted or unfavourited: step back to a page that has ads
  // (state adjusted while rendering, as React recommends over an effect). The server answers a
  // page beyond the last one with 404 invalid_page, and RTK Query then keeps the old page's data.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / PROFILE_PAGE_SIZE));
  const pageGone = page > 1 && (query.error as { data?: { code?: string } } | undefined)?.data?.code === 'invalid_page';
  const emptiedPage = pageGone || (!!data && data.results.length === 0 && page > lastPage);
  if (emptiedPage) setPage(pageGone ? page - 1 : lastPage);

  if (query.isLoading || emptiedPage) {
    return (
      <div className={styles.list} aria-busy="true" aria-label="Carregando anúncios">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={styles.item}>
            <Skeleton.Node active className={styles.thumb} style={{ width: '100%', height: '100%' }} />
            <Skeleton active title paragraph={{ rows: 2 }} className={styles.body} />
          </div>
        ))}
      </div>
    );
  }
  if (query.error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={props.errorTitle}
        description={apiErrorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Tentar novamente</Button>}
      />
    );
  }
  if (!data || data.results.length === 0) return <>{props.empty}</>;
  return (
    <>
      <div
        ref={listRef}
        className={styles.list}
        role="list"
        aria-label={props.label}
        style={{ opacity: query.isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }}
      >
        {data.results.map((ad) => (
          <div role="listitem" key={ad.id}>
            {props.renderItem(ad)}
          </div>
        ))}
      </div>
      {data.count > PROFILE_PAGE_SIZE ? (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={PROFILE_PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={(p) => {
            setPage(p);
            listRef.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      ) : null}
    </>
  );
}
