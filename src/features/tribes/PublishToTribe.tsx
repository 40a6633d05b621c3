import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useListMyAdsQuery } from '../../api/ads';
import { useSubmitTribeAdMutation, type Tribe } from '../../api/tribes';
import { paths } from '../../app/paths';
import AdThumbnail from '../../components/AdThumbnail';
import { apiErrorMessage } from '../../lib/apiErrors';
import { formatPrice } from '../../lib/price';
import ButtonLink from '../../components/ButtonLink';

/**
 * "Publicar nesta tribo": pick one of my active ads, or write a new one (the ad form sends it to
 * this tribe and comes back here).
 */
export default function PublishToTribe({ tribe }: { tribe: Tribe }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Publicar nesta tribo
      </Button>
      {open ? <PublishModal tribe={tribe} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PublishModal({ tribe, onClose }: { tribe: Tribe; onClose: () => void }) {
  const { message } = App.useApp();
  const { data, isLoading, error } = useListMyAdsQuery({ page: 1, pageSize: 50 });
  const [submit, { isLoading: sending, originalArgs }] = useSubmitTribeAdMutation();
  const active = data?.results.filter((a) => a.status === 'active') ?? [];

  const send = async (adSlug: string) => {
    try {
      const res = await submit({ slug: tribe.slug, tribeSubmitAdBody: { ad_slug: adSlug } }).unwrap();
      message.success(
        res.status === 'pending'
          ? 'Anúncio enviado. Ele aparece na tribo depois da aprovação dos moderadores.'
          : 'Anúncio publicado na tribo!',
      );
      onClose();
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível enviar o anúncio para a tribo.'));
    }
  };

  return (
    <Modal title={`Publicar em ${tribe.name}`} open onCancel={onClose} footer={null} width={560}>
      <Typography.Paragraph type="secondary">
        {tribe.ad_policy === 'approval'
          ? 'Os moderadores aprovam cada anúncio antes de ele aparecer na tribo.'
          : 'O anúncio aparece na tribo na hora.'}
      </Typography.Paragraph>
      {error ? (
        <Typography.Text type="danger">
          {apiErrorMessage(error, 'Não foi possível carregar seus anúncios.')}
        </Typography.Text>
      ) : (
        <List
          loading={isLoading}
          aria-label="Meus anúncios ativos"
          dataSource={active}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Você não tem anúncios ativos." />,
          }}
          renderItem={(ad) => (
            <List.Item
              actions={[
                <Button
                  key="send"
                  onClick={() => void send(ad.slug)}
                  loading={sending && originalArgs?.tribeSubmitAdBody.ad_slug === ad.slug}
                  disabled={sending}
                  aria-label={`Enviar ${ad.title}`}
                >
                  Enviar
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<AdThumbnail ad={ad} style={{ width: 56, height: 42, borderRadius: 6 }} />}
                title={ad.title}
                description={formatPrice(ad.price_cents, ad.price_type)}
              />
            </List.Item>
          )}
        />
      )}
      <ButtonLink
        to={`${paths.adCreate()}?tribe=${encodeURIComponent(tribe.slug)}`}
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 12 }}
      >
        Criar um anúncio novo para esta tribo
      </ButtonLink>
    </Modal>
  );
}
