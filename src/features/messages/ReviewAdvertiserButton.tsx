import { StarOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useCreateProfileReviewMutation, useListReviewableAdsQuery } from '../../api/reviews';
import ReviewDialog from '../../components/ReviewDialog';

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
  const { message } = App.useApp();
  const { data } = useListReviewableAdsQuery({ username }, { refetchOnMountOrArgChange: true });
  const [create] = useCreateProfileReviewMutation();
  const [open, setOpen] = useState(false);
  const ad = data?.results.find((a) => a.slug === adSlug);
  if (!ad) return null;
  return (
    <>
      <Button icon={<StarOutlined />} onClick={() => setOpen(true)}>
        Avaliar anunciante
      </Button>
      {open ? (
        <ReviewDialog
          name={name}
          ads={[ad]}
          onSubmit={async (reviewBody) => {
            await create({ username, reviewBody }).unwrap();
            void message.success('Avaliação enviada. Obrigado!');
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
