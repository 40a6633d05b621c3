import { lazy, Suspense, useState } from 'react';
import { useCreateProfileReviewMutation, useListReviewableAdsQuery } from '../../api/reviews';
import button from '../../components/Button.module.css';
import { Icon, useMessagesToast } from './parts';

const ReviewAdvertiserDialog = lazy(
  () => import(/* webpackChunkName: "review-advertiser" */ './ReviewAdvertiserDialog'),
);

/**
 * "Avaliar anunciante" on a conversation about someone's ad, once they answered it and while the
 * member has not reviewed them for that ad (the server's list of reviewable ads says so).
 */
export default function ReviewAdvertiserButton({
  username,
  name,
  adSlug,
}: {
  username: string;
  name: string;
  adSlug: string;
}) {
  const toast = useMessagesToast();
  const { data } = useListReviewableAdsQuery({ username }, { refetchOnMountOrArgChange: true });
  const [create] = useCreateProfileReviewMutation();
  const [open, setOpen] = useState(false);
  const ad = data?.results.find((a) => a.slug === adSlug);
  if (!ad) return null;
  return (
    <>
      <button type="button" className={button.button} onClick={() => setOpen(true)}>
        <Icon name="star" />
        Avaliar anunciante
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReviewAdvertiserDialog
            name={name}
            ads={[ad]}
            onSubmit={async (reviewBody) => {
              await create({ username, reviewBody }).unwrap();
              toast.success('Avaliação enviada. Obrigado!');
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
