import { Alert, Button, Pagination, Skeleton } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { AdSummary } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import styles from './ProfilePage.module.css';

export const PROFILE_PAGE_SIZE = 10;

interface Props<T extends { id: number }> {
  /** Names the list for assistive technology ("Meus anúncios"). */
  label: string;
  /** Names the skeletons shown while the first page loads. */
  loadingLabel?: string;
  /** The items have a picture (ads): the skeletons keep its place. */
  thumbs?: boolean;
  /** The RTK Query hook of the tab's list (server paging). */
  useList: (arg: { page: number; pageSize: number }) => {
    data?: { count: number; results: T[] };
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  errorTitle: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list in a profile tab (ads, favourites, payments): skeletons, error with retry, empty
 * state, pagination.
 */
export default function ProfileAdList<T extends { id: number } = AdSummary>(props: Props<T>) {
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
      <div className={styles.list} aria-busy="true" aria-label={props.loadingLabel ?? 'Carregando anúncios'}>
        {/* Keys no ad has: a skeleton is replaced, never moved where an ad lands (a layout shift). */}
        {Array.from({ length: 3 }, (_, i) => (
          <div key={`skeleton-${i}`} className={props.thumbs === false ? styles.paymentItem : styles.item}>
            {props.thumbs === false ? null : (
              <Skeleton.Node active className={styles.thumb} style={{ width: '100%', height: '100%' }} />
            )}
            <Skeleton
              active
              title
              paragraph={{ rows: 2 }}
              className={props.thumbs === false ? undefined : styles.body}
              style={props.thumbs === false ? { gridColumn: '1 / -1' } : undefined}
            />
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
        {data.results.map((item) => (
          <div role="listitem" key={item.id}>
            {props.renderItem(item)}
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
