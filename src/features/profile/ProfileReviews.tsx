import { MessageOutlined, StarOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, Pagination, Progress, Rate, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  useCreateProfileReviewMutation,
  useCreateReviewReportMutation,
  useListProfileReviewsQuery,
  useListReviewableAdsQuery,
  useCreateReviewReplyMutation,
  type Review,
  type ReviewSummary,
} from '../../api/reviews';
import type { PublicProfile } from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import RelativeTime from '../../components/RelativeTime';
import ReportDialog from '../../components/ReportDialog';
import ReviewDialog, { MAX_REVIEW_TEXT } from '../../components/ReviewDialog';
import { apiErrorMessage } from '../../lib/apiErrors';
import { showServerErrors } from '../../lib/formErrors';
import { formatRating, reviewCount } from '../../lib/rating';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { redirectPathStored, selectCurrentUser } from '../../session/authSlice';
import hidden from '../../components/VisuallyHidden.module.css';
import styles from './ProfileReviews.module.css';

export const REVIEWS_PAGE_SIZE = 10;
export const LOGIN_TO_REPORT_REVIEW = 'Entre para denunciar avaliações';

/** The public profile's reviews: the average, the histogram, "Avaliar", and the reviews paged. */
export default function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const me = useAppSelector(selectCurrentUser);
  const [page, setPage] = useState(1);
  const { username } = profile;
  const { data, error, isLoading, isFetching } = useListProfileReviewsQuery({
    username,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  });
  const name = profile.first_name || username;
  return (
    <section aria-labelledby="profile-reviews-title" className={styles.section}>
      <div className={styles.heading}>
        <Typography.Title level={2} id="profile-reviews-title" className={styles.title}>
          Avaliações
        </Typography.Title>
        {me && me.username !== username ? <ReviewButton username={username} name={name} /> : null}
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error || !data ? (
        <Alert type="error" showIcon title={apiErrorMessage(error)} />
      ) : (
        <>
          <Summary summary={data.summary} />
          {data.results.length === 0 ? (
            <Empty description={`${name} ainda não recebeu avaliações.`} />
          ) : (
            <ol className={styles.list} style={{ opacity: isFetching ? 0.6 : 1 }}>
              {data.results.map((review) => (
                <ReviewItem key={review.id} review={review} username={username} />
              ))}
            </ol>
          )}
          {data.count > REVIEWS_PAGE_SIZE ? (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={REVIEWS_PAGE_SIZE}
              total={data.count}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) return null;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageNumber}>{formatRating(summary.average)}</span>
        <Rate disabled allowHalf value={Math.round(summary.average * 2) / 2} aria-hidden />
        <span className={styles.count}>{reviewCount(summary.count)}</span>
      </div>
      <ul className={styles.histogram} aria-label="Avaliações por número de estrelas">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          return (
            <li key={stars} className={styles.bar}>
              <span className={styles.barLabel}>
                {stars} <StarOutlined aria-hidden />
              </span>
              <Progress
                percent={summary.count ? Math.round((n / summary.count) * 100) : 0}
                showInfo={false}
                strokeColor="#fadb14"
                size="small"
                aria-label={`${stars} ${stars === 1 ? 'estrela' : 'estrelas'}: ${n}`}
              />
              <span className={styles.barCount}>{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Avaliar" when the signed-in member has an answered conversation about one of the ads. */
function ReviewButton({ username, name }: { username: string; name: string }) {
  const { data } = useListReviewableAdsQuery({ username });
  const [create] = useCreateProfileReviewMutation();
  const [open, setOpen] = useState(false);
  if (!data || data.results.length === 0) return null;
  return (
    <>
      <Button type="primary" icon={<StarOutlined />} onClick={() => setOpen(true)}>
        Avaliar
      </Button>
      {open ? (
        <ReviewDialog
          name={name}
          ads={data.results}
          onSubmit={(reviewBody) => create({ username, reviewBody }).unwrap()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ReviewItem({ review, username }: { review: Review; username: string }) {
  const who = review.reviewer.username ? (
    <Link to={paths.publicProfile(review.reviewer.username)}>
      {review.reviewer.first_name || review.reviewer.username}
    </Link>
  ) : (
    <span>{review.reviewer.first_name}</span>
  );
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Rate disabled value={review.rating} className={styles.itemStars} aria-hidden />
        <span className={hidden.hidden}>{`${review.rating} de 5 estrelas`}</span>
        <strong>{who}</strong>
        <Typography.Text type="secondary">
          <RelativeTime date={review.created_at} />
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" className={styles.adLine}>
        Sobre{' '}
        {review.ad.slug ? <Link to={paths.ad(review.ad.slug)}>{review.ad.title}</Link> : <span>{review.ad.title}</span>}
      </Typography.Text>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {review.reply ? (
        <div className={styles.reply}>
          <strong>Resposta do anunciante</strong>
          <p className={styles.text}>{review.reply}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {review.can_reply ? <ReplyForm review={review} username={username} /> : null}
        {review.is_mine ? null : <ReportReviewButton review={review} username={username} />}
      </div>
    </li>
  );
}

function ReplyForm({ review, username }: { review: Review; username: string }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const [reply, { isLoading }] = useCreateReviewReplyMutation();
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button size="small" icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        Responder
      </Button>
    );
  }
  const submit = async ({ text }: { text: string }) => {
    setError(null);
    try {
      await reply({ username, id: review.id, reviewReplyBody: { text: text.trim() } }).unwrap();
      setOpen(false);
    } catch (err) {
      setError(showServerErrors(form, err, ['text']));
    }
  };
  return (
    <Form form={form} layout="vertical" className={styles.replyForm} onFinish={(v) => void submit(v)}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Form.Item
        name="text"
        label="Sua resposta (pública)"
        rules={[
          { required: true, whitespace: true, message: 'Escreva a sua resposta.' },
          { max: MAX_REVIEW_TEXT, message: 'Escreva até 1.000 caracteres.' },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={MAX_REVIEW_TEXT} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Publicar resposta
        </Button>
        <Button onClick={() => setOpen(false)}>Cancelar</Button>
      </div>
    </Form>
  );
}

function ReportReviewButton({ review, username }: { review: Review; username: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const [report] = useCreateReviewReportMutation();
  const onClick = () => {
    if (me) return setOpen(true);
    dispatch(redirectPathStored(location.pathname + location.search));
    void navigate(paths.login(), { state: { message: LOGIN_TO_REPORT_REVIEW } satisfies LoginRedirectState });
  };
  return (
    <>
      <Button size="small" type="text" danger onClick={onClick}>
        Denunciar
      </Button>
      {open ? (
        <ReportDialog
          title="Denunciar avaliação"
          onSubmit={(body) => report({ username, id: review.id, reviewReportBody: body }).unwrap()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
