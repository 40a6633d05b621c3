import {
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  ReloadOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Popconfirm } from 'antd';
import { useDeleteAdMutation, useListMyAdsQuery, useRenewAdMutation, type AdSummary } from '../../api/ads';
import { useUpdateAdMutation } from '../../api/adWrites';
import { apiErrorMessage } from '../../lib/apiErrors';
import { paths } from '../../app/paths';
import ProfileAdItem from './ProfileAdItem';
import ProfileAdList from './ProfileAdList';
import { canRenew } from '../../lib/adStatus';
import { adStatus } from './profileFormat';
import ButtonLink from '../../components/ButtonLink';

/** "Meus Anúncios": every ad of the signed-in member, whatever its status, with its actions. */
export default function MyAdsTab() {
  return (
    <ProfileAdList
      label="Meus anúncios"
      useList={useListMyAdsQuery}
      errorTitle="Não foi possível carregar seus anúncios."
      empty={
        <Empty description="Você ainda não publicou anúncios">
          <ButtonLink to={paths.adCreate()} type="primary" icon={<PlusOutlined />}>
            Publicar anúncio
          </ButtonLink>
        </Empty>
      }
      renderItem={(ad) => <MyAdItem ad={ad} />}
    />
  );
}

function MyAdItem({ ad }: { ad: AdSummary }) {
  const { message } = App.useApp();
  const [update, { isLoading: updating }] = useUpdateAdMutation();
  const [renew, { isLoading: renewing }] = useRenewAdMutation();
  const [remove, { isLoading: removing }] = useDeleteAdMutation();
  const status = adStatus(ad);
  const busy = updating || renewing || removing;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      message.success(done);
    } catch (err) {
      message.error(apiErrorMessage(err, failed));
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
          <ButtonLink to={paths.adEdit(ad.slug)} size="small" icon={<EditOutlined />} disabled={busy}>
            Editar
          </ButtonLink>
          {renewable ? (
            <Button
              size="small"
              type="primary"
              icon={<ReloadOutlined />}
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
            </Button>
          ) : null}
          {status === 'active' ? (
            // A page, so a link (styled as the row's buttons).
            <ButtonLink to={paths.planSelect(ad.slug)} size="small" icon={<StarOutlined aria-hidden />}>
              {ad.is_highlighted ? 'Estender destaque' : 'Destacar'}
            </ButtonLink>
          ) : null}
          {status === 'active' ? (
            <Button
              size="small"
              icon={<PauseCircleOutlined />}
              loading={updating}
              disabled={busy}
              onClick={() => setStatus('paused')}
            >
              Pausar
            </Button>
          ) : null}
          {status === 'paused' && !renewable ? (
            <Button
              size="small"
              icon={<PlayCircleOutlined />}
              loading={updating}
              disabled={busy}
              onClick={() => setStatus('active')}
            >
              Reativar
            </Button>
          ) : null}
          <Popconfirm
            title="Excluir este anúncio?"
            description="Ele sai do ar e não poderá ser recuperado."
            okText="Excluir"
            cancelText="Cancelar"
            okButtonProps={{ danger: true, loading: removing }}
            onConfirm={() =>
              run(() => remove({ slug: ad.slug }).unwrap(), 'Anúncio excluído.', 'Não foi possível excluir o anúncio.')
            }
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={busy}>
              Excluir
            </Button>
          </Popconfirm>
        </>
      }
    />
  );
}
