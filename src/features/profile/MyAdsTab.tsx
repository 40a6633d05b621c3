import { useState } from 'react';
import { useDeleteAdMutation, useListMyAdsQuery, useRenewAdMutation, type AdSummary } from '../../api/ads';
import { useUpdateAdMutation } from '../../api/adWrites';
import { apiErrorMessage } from '../../lib/apiErrors';
import { paths } from '../../app/paths';
import ProfileAdItem from './ProfileAdItem';
import ProfileAdList from './ProfileAdList';
import { canRenew } from '../../lib/adStatus';
import { adStatus } from './profileFormat';
import ButtonLink from '../../components/ButtonLink';
import ConfirmDialog from '../../components/ConfirmDialog';
import type { Toast } from '../../components/Toast';
import ActionButton from './ActionButton';
import EmptyState from './EmptyState';
import { MemberIcon } from './memberIcons';

/** "Meus Anúncios": every ad of the signed-in member, whatever its status, with its actions. */
export default function MyAdsTab() {
  return (
    <ProfileAdList
      label="Meus anúncios"
      useList={useListMyAdsQuery}
      errorTitle="Não foi possível carregar seus anúncios."
      empty={
        <EmptyState description="Você ainda não publicou anúncios">
          <ButtonLink to={paths.adCreate()} type="primary" icon={<MemberIcon name="plus" />}>
            Publicar anúncio
          </ButtonLink>
        </EmptyState>
      }
      renderItem={(ad, toast) => <MyAdItem ad={ad} toast={toast} />}
    />
  );
}

function MyAdItem({ ad, toast }: { ad: AdSummary; toast: Toast }) {
  const [confirming, setConfirming] = useState(false);
  const [update, { isLoading: updating }] = useUpdateAdMutation();
  const [renew, { isLoading: renewing }] = useRenewAdMutation();
  const [remove, { isLoading: removing }] = useDeleteAdMutation();
  const status = adStatus(ad);
  const busy = updating || renewing || removing;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error(apiErrorMessage(err, failed));
    }
  };
  const renewable = canRenew(ad);
  const setStatus = (next: 'active' | 'paused') =>
    run(
      () => update({ slug: ad.slug, adUpdateBody: { status: next } }).unwrap(),
      next === 'paused' ? 'Anúncio pausado. Ele não aparece nas buscas até você reativá-lo.' : 'Anúncio reativado.',
      next === 'paused' ? 'Não foi possível pausar o anúncio.' : 'Não foi possível reativar o anúncio.',
    );

  return (
    <ProfileAdItem
      ad={ad}
      owner
      actions={
        <>
          <ButtonLink to={paths.adEdit(ad.slug)} size="small" icon={<MemberIcon name="edit" />} disabled={busy}>
            Editar
          </ButtonLink>
          {renewable ? (
            <ActionButton
              size="small"
              type="primary"
              icon={<MemberIcon name="reload" />}
              loading={renewing}
              disabled={busy}
              onClick={() =>
                run(
                  () => renew({ slug: ad.slug }).unwrap(),
                  'Anúncio renovado por mais 30 dias.',
                  'Não foi possível renovar o anúncio.',
                )
              }
            >
              Renovar
            </ActionButton>
          ) : null}
          {status === 'active' ? (
            // A page, so a link (styled as the row's buttons).
            <ButtonLink to={paths.planSelect(ad.slug)} size="small" icon={<MemberIcon name="star" />}>
              {ad.is_highlighted ? 'Estender destaque' : 'Destacar'}
            </ButtonLink>
          ) : null}
          {status === 'active' ? (
            <ActionButton
              size="small"
              icon={<MemberIcon name="pause" />}
              loading={updating}
              disabled={busy}
              onClick={() => setStatus('paused')}
            >
              Pausar
            </ActionButton>
          ) : null}
          {status === 'paused' && !renewable ? (
            <ActionButton
              size="small"
              icon={<MemberIcon name="play" />}
              loading={updating}
              disabled={busy}
              onClick={() => setStatus('active')}
            >
              Reativar
            </ActionButton>
          ) : null}
          <ActionButton
            size="small"
            danger
            icon={<MemberIcon name="delete" />}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Excluir
          </ActionButton>
          <ConfirmDialog
            open={confirming}
            title="Excluir este anúncio?"
            description="Ele sai do ar e não poderá ser recuperado."
            confirmText="Excluir"
            danger
            busy={removing}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              await run(
                () => remove({ slug: ad.slug }).unwrap(),
                'Anúncio excluído.',
                'Não foi possível excluir o anúncio.',
              );
              setConfirming(false);
            }}
          />
        </>
      }
    />
  );
}
