import { Alert, Button, Card, Pagination, Rate, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_REASON_LABEL, type ReportReasonKey } from '../../../shared/moderation';
import {
  useListAdminReviewsQuery,
  useRemoveAdminReviewMutation,
  type AdminReview,
  type AdminReviewsArgs,
} from '../../api/admin';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatDateTime } from './format';
import ReasonModal, { type ReasonRequest } from './ReasonModal';
import styles from './Admin.module.css';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'reported', label: 'Denunciadas' },
  { value: 'removed', label: 'Removidas' },
  { value: 'all', label: 'Todas' },
];

/** /admin/reports?tab=reviews: reported reviews first (most reported on top), with their reports and "Remover". */
export default function ReviewsAdminPage() {
  useDocumentTitle('Avaliações');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? 'reported') as NonNullable<AdminReviewsArgs['status']>;
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isFetching, error } = useListAdminReviewsQuery({ status, page, pageSize: PAGE_SIZE });
  const [remove] = useRemoveAdminReviewMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const set = (next: Record<string, string>) => setParams(new URLSearchParams({ tab: 'reviews', status, ...next }));
  const onRemove = (review: AdminReview) =>
    setRequest({
      title: 'Remover avaliação',
      label: 'Motivo (vai para o registro de moderação e para o autor)',
      okText: 'Remover',
      danger: true,
      run: (reason) => remove({ id: review.id, removeReviewBody: { reason } }).unwrap(),
    });
  return (
    <section aria-labelledby="reviews-admin-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="reviews-admin-title">
          Avaliações
        </Typography.Title>
      </div>
      <Space wrap className={styles.filters}>
        <Select
          aria-label="Situação"
          value={status}
          onChange={(v) => set({ status: v })}
          style={{ width: 200 }}
          options={STATUS_OPTIONS}
        />
      </Space>
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      <div aria-busy={isFetching || undefined}>
        {data && data.results.length === 0 ? (
          <Typography.Paragraph type="secondary">Nenhuma avaliação nesta situação.</Typography.Paragraph>
        ) : null}
        {data?.results.map((review) => (
          <Card
            key={review.id}
            size="small"
            className={styles.modCard}
            title={
              <Space wrap size={8}>
                <Rate disabled value={review.rating} style={{ fontSize: 14 }} />
                <span>
                  {review.reviewer ? `@${review.reviewer}` : 'Conta excluída'} sobre{' '}
                  <Link to={paths.publicProfile(review.advertiser)}>@{review.advertiser}</Link>
                </span>
              </Space>
            }
            extra={
              review.removed_at ? (
                <Tag color="red">Removida</Tag>
              ) : (
                <Button size="small" danger onClick={() => onRemove(review)}>
                  Remover
                </Button>
              )
            }
          >
            <div className={styles.modCardFacts}>
              “{review.ad_title}” · {formatDateTime(review.created_at)}
            </div>
            {review.text ? <Typography.Paragraph>{review.text}</Typography.Paragraph> : null}
            {review.reply ? (
              <Typography.Paragraph type="secondary">Resposta: {review.reply}</Typography.Paragraph>
            ) : null}
            {review.reports.length > 0 ? (
              <ul aria-label="Denúncias">
                {review.reports.map((r) => (
                  <li key={`${r.reporter}-${r.created_at}`}>
                    @{r.reporter}: {REPORT_REASON_LABEL[r.reason as ReportReasonKey] ?? r.reason}
                    {r.details ? ` — ${r.details}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {review.removed_at ? (
              <Typography.Paragraph type="secondary">Motivo da remoção: {review.removal_reason}</Typography.Paragraph>
            ) : null}
          </Card>
        ))}
        {data && data.count > PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.count}
            onChange={(p) => set({ page: String(p) })}
          />
        )}
      </div>
      {request && <ReasonModal request={request} onDone={() => setRequest(null)} />}
    </section>
  );
}
