import { HeartFilled, SearchOutlined } from '@ant-design/icons';
import { App, Button, Empty } from 'antd';
import { useListFavoriteAdsQuery, useUnfavoriteAdMutation, type AdSummary } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import { paths } from '../../app/paths';
import ProfileAdItem from './ProfileAdItem';
import ProfileAdList from './ProfileAdList';
import ButtonLink from '../../components/ButtonLink';

/** "Meus Favoritos": the ads the member saved (the API lists only those still published). */
export default function FavoritesTab() {
  return (
    <ProfileAdList
      label="Meus favoritos"
      useList={useListFavoriteAdsQuery}
      errorTitle="Não foi possível carregar seus favoritos."
      empty={
        <Empty description="Você ainda não tem anúncios favoritos. Use o botão “Favoritar” de um anúncio para guardá-lo aqui.">
          <ButtonLink to={paths.ads()} type="primary" icon={<SearchOutlined />}>
            Ver anúncios
          </ButtonLink>
        </Empty>
      }
      renderItem={(ad) => <FavoriteItem ad={ad} />}
    />
  );
}

function FavoriteItem({ ad }: { ad: AdSummary }) {
  const { message } = App.useApp();
  const [unfavorite, { isLoading }] = useUnfavoriteAdMutation();
  const onRemove = async () => {
    try {
      // The card leaves the list at once (optimistic update in api/ads.ts).
      await unfavorite({ slug: ad.slug }).unwrap();
      message.success('Anúncio removido dos favoritos.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível remover dos favoritos.'));
    }
  };
  return (
    <ProfileAdItem
      ad={ad}
      actions={
        <Button
          size="small"
          icon={<HeartFilled style={{ color: '#eb2f96' }} />}
          loading={isLoading}
          onClick={onRemove}
          aria-label={`Remover dos favoritos: ${ad.title}`}
        >
          Remover dos favoritos
        </Button>
      }
    />
  );
}
