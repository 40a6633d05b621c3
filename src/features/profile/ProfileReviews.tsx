import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  useCreateProfileReviewMutation,
  useCreateReviewReportMutation,
  useListProfileReviewsQuery,
  useListReviewableAdsQuery,
  type Review,
  type ReviewSummary,
} from '../../api/reviews';
import type { PublicProfile } from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import RelativeTime from '../../components/RelativeTime';
import ReportDialog from '../../components/ReportDialog';
import { apiErrorMessage } from '../../lib/apiErrors';
import { formatRating, reviewCount } from '../../lib/rating';
import type { LoginRedirectState } from '../../session/AccessGuard';
import { redirectPathStored, selectCurrentUser } from '../../session/authSlice';
import hidden from '../../components/VisuallyHidden.module.css';
import button from '../../components/Button.module.css';
import { AdIcon, SvgIcon } from '../../components/icons';
import { PROFILE_ICONS } from './icons';
import Pager from '../../components/Pager';
import grid from '../../components/AdGrid.module.css';
import page from './PublicProfilePage.module.css';
import styles from './ProfileReviews.module.css';
import { profileReviewsArg, REVIEWS_PAGE_SIZE } from './publicProfileArgs';

/** The forms in antd ("Avaliar", the reply): a chunk of their own, loaded when one opens. */
const forms = () => import(/* webpackChunkName: "review-forms" */ './ReviewForms');
const ProfileReviewDialog = lazy(() => forms().then((m) => ({ default: m.ProfileReviewDialog })));
const ReplyForm = lazy(() => forms().then((m) => ({ default: m.ReplyForm })));

export const LOGIN_TO_REPORT_REVIEW = 'Entre para denunciar avaliações';

/** The public profile's reviews: the average, the histogram, "Avaliar", and the reviews paged. */
export default function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const me = useAppSelector(selectCurrentUser);
  const [current, setCurrent] = useState(1);
  const { username } = profile;
  const { data, error, isLoading, isFetching } = useListProfileReviewsQuery(profileReviewsArg(username, current));
  const name = profile.first_name || username;
  return (
    <section aria-labelledby="profile-reviews-title" className={styles.section}>
      <div className={styles.heading}>
        <h2 id="profile-reviews-title" className={styles.title}>
          Avaliações
        </h2>
        {me && me.username !== username ? <ReviewButton username={username} name={name} /> : null}
      </div>
      {isLoading ? (
        <div aria-busy="true">
          {['40%', '90%', '75%', '60%'].map((width) => (
            <div key={width} className={`${grid.placeholder} ${grid.line}`} style={{ width }} />
          ))}
        </div>
      ) : error || !data ? (
        <p className={page.error} role="alert">
          {apiErrorMessage(error)}
        </p>
      ) : (
        <>
          <Summary summary={data.summary} />
          {data.results.length === 0 ? (
            <p className={page.empty}>{`${name} ainda não recebeu avaliações.`}</p>
          ) : (
            <ol className={styles.list} style={{ opacity: isFetching ? 0.6 : 1 }}>
              {data.results.map((review) => (
                <ReviewItem key={review.id} review={review} username={username} />
              ))}
            </ol>
          )}
          {data.count > REVIEWS_PAGE_SIZE ? (
            <div className={styles.pagination}>
              <Pager current={current} pages={Math.ceil(data.count / REVIEWS_PAGE_SIZE)} onChange={setCurrent} />
            </div>
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
        <Stars value={Math.round(summary.average * 2) / 2} size={20} />
        <span className={styles.count}>{reviewCount(summary.count)}</span>
      </div>
      <ul className={styles.histogram} aria-label="Avaliações por número de estrelas">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          return (
            <li key={stars} className={styles.bar}>
              <span className={styles.barLabel}>
                {stars} <SvgIcon path={PROFILE_ICONS.starOutline} size={14} />
              </span>
              <Bar
                percent={summary.count ? Math.round((n / summary.count) * 100) : 0}
                label={`${stars} ${stars === 1 ? 'estrela' : 'estrelas'}: ${n}`}
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
      <button type="button" className={`${button.button} ${button.primary}`} onClick={() => setOpen(true)}>
        <SvgIcon path={PROFILE_ICONS.starOutline} /> Avaliar
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileReviewDialog
            name={name}
            ads={data.results}
            onSubmit={(reviewBody) => create({ username, reviewBody }).unwrap()}
            onClose={() => setOpen(false)}
          />
        </Suspense>
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
        <Stars value={review.rating} size={14} />
        <span className={hidden.hidden}>{`${review.rating} de 5 estrelas`}</span>
        <strong>{who}</strong>
        <span className={styles.secondary}>
          <RelativeTime date={review.created_at} />
        </span>
      </div>
      <span className={`${styles.secondary} ${styles.adLine}`}>
        Sobre{' '}
        {review.ad.slug ? <Link to={paths.ad(review.ad.slug)}>{review.ad.title}</Link> : <span>{review.ad.title}</span>}
      </span>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {review.reply ? (
        <div className={styles.reply}>
          <strong>Resposta do anunciante</strong>
          <p className={styles.text}>{review.reply}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {review.can_reply ? <ReplyButton review={review} username={username} /> : null}
        {review.is_mine ? null : <ReportReviewButton review={review} username={username} />}
      </div>
    </li>
  );
}

/** "Responder": the advertiser's reply form opens in its place (antd, loaded on demand). */
function ReplyButton({ review, username }: { review: Review; username: string }) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <ReplyForm review={review} username={username} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <button type="button" className={`${button.button} ${button.small}`} onClick={() => setOpen(true)}>
      <SvgIcon path={PROFILE_ICONS.chat} size={14} /> Responder
    </button>
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
      <button type="button" className={`${button.button} ${button.small} ${page.textDanger}`} onClick={onClick}>
        Denunciar
      </button>
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

/**
 * 0 to 5 stars, halves included, drawn in yellow over grey (a picture: the text beside says it).
 * `size` is a star's own width (the icon's box is a fifth larger), 8 px apart, as antd's Rate.
 */
function Stars({ value, size }: { value: number; size: number }) {
  const box = Math.round(size * 1.2);
  const gap = 8 - (box - size);
  const filled = Math.floor(value) * (box + gap) + (value % 1) * box;
  const row = (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <AdIcon key={i} name="star" size={box} />
      ))}
    </>
  );
  return (
    <span className={styles.stars} aria-hidden="true">
      <span className={styles.starsEmpty} style={{ gap }}>
        {row}
      </span>
      <span className={styles.starsFull} style={{ gap, width: filled }}>
        {row}
      </span>
    </span>
  );
}

/** A histogram bar: how many reviews gave these stars, as a share of all. */
function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
