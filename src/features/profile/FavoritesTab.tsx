import { useListFavoriteAdsQuery, useUnfavoriteAdMutation, type AdSummary } from '../../api/ads';
import { apiErrorMessage } from '../../lib/apiErrors';
import { paths } from '../../app/paths';
import ProfileAdItem from './ProfileAdItem';
import ProfileAdList from './ProfileAdList';
import ButtonLink from '../../components/ButtonLink';
import type { Toast } from '../../components/Toast';
import ActionButton from './ActionButton';
import EmptyState from './EmptyState';
import { MemberIcon } from './memberIcons';

/** "Meus Favoritos": the ads the member saved (the API lists only those still published). */
export default function FavoritesTab() {
  return (
    <ProfileAdList
      label="Meus favoritos"
      useList={useListFavoriteAdsQuery}
      errorTitle="Não foi possível carregar seus favoritos."
      empty={
        <EmptyState description="Você ainda não tem anúncios favoritos. Use o botão “Favoritar” de um anúncio para guardá-lo aqui.">
          <ButtonLink to={paths.ads()} type="primary" icon={<MemberIcon name="search" />}>
            Ver anúncios
          </ButtonLink>
        </EmptyState>
      }
      renderItem={(ad, toast) => <FavoriteItem ad={ad} toast={toast} />}
    />
  );
}

function FavoriteItem({ ad, toast }: { ad: AdSummary; toast: Toast }) {
  const [unfavorite, { isLoading }] = useUnfavoriteAdMutation();
  const onRemove = async () => {
    try {
      // The card leaves the list at once (optimistic update in api/ads.ts).
      await unfavorite({ slug: ad.slug }).unwrap();
      toast.success('Anúncio removido dos favoritos.');
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível remover dos favoritos.'));
    }
  };
  return (
    <ProfileAdItem
      ad={ad}
      actions={
        <ActionButton
          size="small"
          icon={<MemberIcon name="heartFilled" style={{ color: '#eb2f96' }} />}
          loading={isLoading}
          onClick={onRemove}
          aria-label={`Remover dos favoritos: ${ad.title}`}
        >
          Remover dos favoritos
        </ActionButton>
      }
    />
  );
}
