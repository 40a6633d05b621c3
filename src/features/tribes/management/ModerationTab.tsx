import { App, Button, Empty, List, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useListTribeSubmissionsQuery,
  useApproveTribeAdMutation,
  useRejectTribeAdMutation,
  type Tribe,
} from '../../../api/tribes';
import { paths } from '../../../app/paths';
import { apiErrorMessage } from '../../../lib/apiErrors';
import { relativeTime } from '../../../lib/relativeTime';
import { LabelledList, ItemMeta, ListError } from './common';
import AdThumbnail from '../../../components/AdThumbnail';
import ReasonField from '../ReasonField';

/** Moderação: the ads sent to the tribe that wait for approval. */
export default function ModerationTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeSubmissionsQuery({ slug: tribe.slug, status: 'pending' });
  const [approve, approving] = useApproveTribeAdMutation();
  const [reject, rejectingCall] = useRejectTribeAdMutation();
  const busy = approving.isLoading || rejectingCall.isLoading;
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<{ slug: string; title: string } | null>(null);
  const [reason, setReason] = useState('');

  const decide = async (adSlug: string, decision: 'approve' | 'reject', why?: string) => {
    try {
      if (decision === 'approve') await approve({ slug: tribe.slug, adSlug }).unwrap();
      else await reject({ slug: tribe.slug, adSlug, tribeRequiredReasonBody: { reason: why ?? '' } }).unwrap();
      message.success(
        decision === 'approve' ? 'Anúncio aprovado e publicado na tribo.' : 'Anúncio recusado. O autor foi avisado.',
      );
      setRejecting(null);
      setReason('');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível concluir a moderação.'));
    }
  };

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (error)
    return (
      <ListError
        error={error}
        onRetry={() => void refetch()}
        fallback="Não foi possível carregar a fila de moderação."
      />
    );
  if (!data?.results.length)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum anúncio esperando aprovação.">
        <Link to={paths.tribe(tribe.slug)}>Ver o mural da tribo</Link>
      </Empty>
    );
  return (
    <>
      <LabelledList
        label="Fila de moderação"
        dataSource={data.results}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button
                key="ok"
                type="primary"
                size="small"
                disabled={busy}
                onClick={() => void decide(s.ad.slug, 'approve')}
                aria-label={`Aprovar ${s.ad.title}`}
              >
                Aprovar
              </Button>,
              <Button
                key="no"
                size="small"
                danger
                disabled={busy}
                onClick={() => setRejecting({ slug: s.ad.slug, title: s.ad.title })}
                aria-label={`Recusar ${s.ad.title}`}
              >
                Recusar
              </Button>,
            ]}
          >
            <ItemMeta
              avatar={<AdThumbnail ad={s.ad} style={{ width: 64, height: 48, borderRadius: 6 }} />}
              title={<Link to={paths.ad(s.ad.slug)}>{s.ad.title}</Link>}
              description={`Enviado por @${s.submitted_by?.username ?? 'desconhecido'} · ${relativeTime(s.created_at)}`}
            />
          </List.Item>
        )}
      />
      <Modal
        title={rejecting ? `Recusar “${rejecting.title}”` : ''}
        open={Boolean(rejecting)}
        okText="Recusar anúncio"
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        cancelText="Cancelar"
        confirmLoading={busy}
        onOk={() => rejecting && void decide(rejecting.slug, 'reject', reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <ReasonField id="reject-reason" label="Motivo (o autor vai ver)" value={reason} onChange={setReason} />
      </Modal>
    </>
  );
}
