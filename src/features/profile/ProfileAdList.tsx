import { useRef, useState, type ReactNode } from 'react';
import type { AdSummary } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useToast, type Toast } from '../../components/Toast';
import Pager from '../../components/Pager';
import LoadError from './LoadError';
import { Skeleton, SkeletonBlock } from './Skeleton';
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
  /** One item; `toast` tells how its actions went (the list's messages outlive a row that leaves it). */
  renderItem: (item: T, toast: Toast) => ReactNode;
}

/**
 * A paged list in a profile tab (ads, favourites, payments): skeletons, error with retry, empty
 * state, pagination, and the toasts of its items' actions.
 */
export default function ProfileAdList<T extends { id: number } = AdSummary>(props: Props<T>) {
  const [page, setPage] = useState(1);
  const query = props.useList({ page, pageSize: PROFILE_PAGE_SIZE });
  const { data } = query;
  const listRef = useRef<HTMLDivElement>(null);
  const { toast, region } = useToast();
  // The last ad of a later page was deleted or unfavourited: step back to a page that has ads
  // (state adjusted while rendering, as React recommends over an effect). The server answers a
  // page beyond the last one with 404 invalid_page, and RTK Query then keeps the old page's data.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / PROFILE_PAGE_SIZE));
  const pageGone = page > 1 && (query.error as { data?: { code?: string } } | undefined)?.data?.code === 'invalid_page';
  const emptiedPage = pageGone || (!!data && data.results.length === 0 && page > lastPage);
  if (emptiedPage) setPage(pageGone ? page - 1 : lastPage);

  let content: ReactNode;
  if (query.isLoading || emptiedPage) {
    content = (
      <div className={styles.list} aria-busy="true" aria-label={props.loadingLabel ?? 'Carregando anúncios'}>
        {/* Keys no ad has: a skeleton is replaced, never moved where an ad lands (a layout shift). */}
        {Array.from({ length: 3 }, (_, i) => (
          <div key={`skeleton-${i}`} className={props.thumbs === false ? styles.paymentItem : styles.item}>
            {props.thumbs === false ? null : <SkeletonBlock className={styles.thumb} />}
            <Skeleton
              rows={2}
              className={props.thumbs === false ? undefined : styles.body}
              style={props.thumbs === false ? { gridColumn: '1 / -1' } : undefined}
            />
          </div>
        ))}
      </div>
    );
  } else if (query.error && !data) {
    content = (
      <LoadError
        title={props.errorTitle}
        description={apiErrorMessage(query.error)}
        retryText="Tentar novamente"
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data || data.results.length === 0) {
    content = props.empty;
  } else {
    content = (
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
              {props.renderItem(item, toast)}
            </div>
          ))}
        </div>
        {data.count > PROFILE_PAGE_SIZE ? (
          <div className={styles.pagination}>
            <Pager
              current={page}
              pages={lastPage}
              onChange={(p) => {
                setPage(p);
                listRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      {region}
      {content}
    </>
  );
}
