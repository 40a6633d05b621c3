import { DeleteOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Flex, Modal, Pagination, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useListTribeAdsQuery,
  usePinTribeAdMutation,
  useRemoveTribeAdMutation,
  useUnpinTribeAdMutation,
  type Tribe,
} from '../../api/tribes';
import AdCard from '../../components/AdCard';
import { apiErrorMessage } from '../../lib/apiErrors';
import PublishToTribe from './PublishToTribe';
import { canManage, isActiveMember } from './tribeAccess';
import styles from './TribePage.module.css';
import ReasonField from './ReasonField';

const FEED_PAGE_SIZE = 12;

/** Approved ads, pinned first then by the members' votes; moderators pin and unpin here (optimistic). */
export default function TribeFeed({ tribe }: { tribe: Tribe }) {
  const [page, setPage] = useState(1);
  const { currentData, isFetching, error, refetch } = useListTribeAdsQuery({
    slug: tribe.slug,
    page,
    pageSize: FEED_PAGE_SIZE,
  });
  const [pin] = usePinTribeAdMutation();
  const [unpin] = useUnpinTribeAdMutation();
  const [removeAd, { isLoading: removing }] = useRemoveTribeAdMutation();
  const [toRemove, setToRemove] = useState<{ slug: string; title: string } | null>(null);
  const [reason, setReason] = useState('');
  const { message } = App.useApp();
  const moderator = canManage(tribe);

  if (isFetching && !currentData)
    return (
      <Row gutter={[16, 16]} aria-busy="true" aria-label="Anúncios da tribo: carregando">
        {/* Keys no ad has: a skeleton is replaced, never moved where an ad lands (a layout shift). */}
        {['a', 'b', 'c', 'd'].map((k) => (
          <Col key={`skeleton-${k}`} xs={12} md={8} lg={6}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={apiErrorMessage(error, 'Não foi possível carregar os anúncios da tribo.')}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Tentar de novo
          </Button>
        }
      />
    );
  if (!currentData?.results.length)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum anúncio nesta tribo ainda.">
        {isActiveMember(tribe) ? <PublishToTribe tribe={tribe} /> : null}
      </Empty>
    );

  const togglePin = async (adSlug: string, pinned: boolean) => {
    try {
      await (pinned ? pin : unpin)({ slug: tribe.slug, adSlug }).unwrap();
      message.success(pinned ? 'Anúncio fixado no topo.' : 'Anúncio desafixado.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível fixar o anúncio. Tente de novo.'));
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    try {
      await removeAd({ slug: tribe.slug, adSlug: toRemove.slug, tribeReasonBody: { reason: reason.trim() } }).unwrap();
      message.success('Anúncio removido da tribo. O anunciante foi avisado.');
      setToRemove(null);
      setReason('');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível remover o anúncio. Tente de novo.'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]} role="list" aria-label="Anúncios da tribo">
        {currentData.results.map((ad) => (
          <Col key={ad.slug} xs={12} md={8} lg={6} role="listitem" className={styles.feedCell}>
            <div className={styles.feedItem}>
              {ad.pinned ? (
                <Tag color="blue" icon={<PushpinFilled />} className={styles.pinned}>
                  Fixado
                </Tag>
              ) : null}
              <AdCard ad={ad} />
            </div>
            {moderator ? (
              <Flex className={styles.moderation}>
                <Button
                  size="small"
                  type="text"
                  className={styles.moderationButton}
                  icon={ad.pinned ? <PushpinFilled /> : <PushpinOutlined />}
                  onClick={() => void togglePin(ad.slug, !ad.pinned)}
                  aria-label={`${ad.pinned ? 'Desafixar' : 'Fixar'} ${ad.title}`}
                >
                  {ad.pinned ? 'Desafixar' : 'Fixar no topo'}
                </Button>
                <Button
                  size="small"
                  type="text"
                  danger
                  className={styles.moderationButton}
                  icon={<DeleteOutlined />}
                  onClick={() => setToRemove({ slug: ad.slug, title: ad.title })}
                  aria-label={`Remover da tribo ${ad.title}`}
                >
                  Remover da tribo
                </Button>
              </Flex>
            ) : null}
          </Col>
        ))}
      </Row>
      <Modal
        title="Remover da tribo"
        open={Boolean(toRemove)}
        okText="Remover da tribo"
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        cancelText="Cancelar"
        confirmLoading={removing}
        onOk={() => void remove()}
        onCancel={() => setToRemove(null)}
      >
        <Typography.Paragraph type="secondary">
          “{toRemove?.title}” sai do mural da tribo (continua publicado no site). O anunciante recebe o motivo.
        </Typography.Paragraph>
        <ReasonField id="remove-reason" label="Motivo (o anunciante vai ver)" value={reason} onChange={setReason} />
      </Modal>
      {currentData.count > FEED_PAGE_SIZE ? (
        <Pagination
          align="center"
          current={page}
          pageSize={FEED_PAGE_SIZE}
          total={currentData.count}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </Flex>
  );
}
