import { Alert, Button, Card, Empty, Image, Pagination, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_REASON_LABEL, RESOLVE_ACTION_LABEL, MODERATION_ACTION_LABEL } from '../../../shared/moderation';
import {
  useListAdminReportsQuery,
  useResolveAdminReportMutation,
  type ReportCase,
  type ReportCasesArgs,
  type ResolveAction,
} from '../../api/admin';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatDateTime, money } from './format';
import ReasonModal, { type ReasonRequest } from './ReasonModal';
import ReviewsAdminPage from './ReviewsAdminPage';
import styles from './Admin.module.css';

const PAGE_SIZE = 10;
const REASONS = Object.entries(REPORT_REASON_LABEL).map(([value, label]) => ({ value, label }));
const ACTIONS = Object.entries(RESOLVE_ACTION_LABEL) as Array<[ResolveAction, string]>;
const AD_STATUS: Record<string, string> = {
  active: 'publicado',
  paused: 'pausado',
  expired: 'expirado',
  removed: 'removido',
};

/** Who a case is about, as its card and its dialog name it. */
const caseTitle = (item: ReportCase) =>
  item.ad
    ? item.ad.title
    : item.conversation
      ? `Conversa com @${item.owner.username}`
      : `Perfil @${item.owner.username}`;

/** A reported conversation's messages (the newest, in order): the only conversations the staff read. */
function CaseConversation({ conversation: c }: { conversation: NonNullable<ReportCase['conversation']> }) {
  return (
    <>
      <Typography.Text strong>
        Conversa
        {c.ad && (
          <>
            {' '}
            sobre <Link to={paths.ad(c.ad.slug)}>{c.ad.title}</Link>
          </>
        )}
        {c.message_count > c.messages.length &&
          ` (as ${c.messages.length} mais recentes de ${c.message_count} mensagens)`}
      </Typography.Text>
      <ol className={styles.caseMessages} aria-label="Mensagens da conversa denunciada">
        {c.messages.map((m) => (
          <li key={m.id} className={m.reported ? styles.caseReported : undefined}>
            <span className={styles.saleCardMuted}>
              {formatDateTime(m.created_at)} · @{m.sender ?? 'conta excluída'}
              {m.reported && ' (denunciado)'}
            </span>
            {m.text && <div className={styles.caseText}>{m.text}</div>}
            {m.images.length > 0 && (
              <Space size={4}>
                {m.images.map((src) => (
                  <Image key={src} src={resolveImageUrl(src) ?? undefined} alt="Foto da mensagem" width={64} />
                ))}
              </Space>
            )}
            {m.flagged && <Tag color="orange">Aviso de segurança</Tag>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** One case of the queue: the ad (or profile, or conversation), its owner, every reporter, its history, the decisions. */
function CaseCard({ item, onAct }: { item: ReportCase; onAct: (item: ReportCase, action: ResolveAction) => void }) {
  const ad = item.ad;
  const titleId = `case-${item.id}-title`;
  return (
    <Card
      size="small"
      className={styles.caseCard}
      aria-labelledby={titleId}
      title={
        <span id={titleId}>
          {caseTitle(item)}{' '}
          <Tag color={item.status === 'open' ? 'red' : 'default'}>
            {item.status === 'open' ? 'Aberta' : `Resolvida: ${RESOLVE_ACTION_LABEL[item.resolution!]}`}
          </Tag>
        </span>
      }
      extra={
        <Tag color="volcano">{item.reporter_count === 1 ? '1 denunciante' : `${item.reporter_count} denunciantes`}</Tag>
      }
    >
      <div className={styles.caseBody}>
        {ad?.image && (
          <Image src={resolveImageUrl(ad.image) ?? undefined} alt="" width={96} height={72} preview={false} />
        )}
        <div className={styles.caseFacts}>
          {ad && (
            <Typography.Paragraph ellipsis={{ rows: 2 }} className={styles.caseText}>
              <Link to={paths.ad(ad.slug)}>Ver anúncio</Link> ·{' '}
              {ad.price_cents === null ? 'A combinar' : money(ad.price_cents)} · {ad.city}/{ad.state_code} ·{' '}
              {ad.hidden ? 'fora das listas' : (AD_STATUS[ad.status] ?? ad.status)}
              <br />
              {ad.description}
            </Typography.Paragraph>
          )}
          <div>
            {item.conversation ? 'Denunciado: ' : 'Anunciante: '}
            <Link to={paths.publicProfile(item.owner.username)}>@{item.owner.username}</Link>{' '}
            <span className={styles.saleCardMuted}>{item.owner.email}</span>
            {item.owner.suspended && <Tag color="red">Suspensa</Tag>}
          </div>
        </div>
      </div>
      {item.conversation && <CaseConversation conversation={item.conversation} />}
      <Typography.Text strong>Denúncias</Typography.Text>
      <ul className={styles.caseList}>
        {item.reports.map((r) => (
          <li key={r.id}>
            <Tag>{REPORT_REASON_LABEL[r.reason]}</Tag> @{r.reporter.username} ·{' '}
            <span className={styles.saleCardMuted}>{formatDateTime(r.created_at)}</span>
            {r.details && <div className={styles.caseText}>“{r.details}”</div>}
          </li>
        ))}
      </ul>
      {item.history.length > 0 && (
        <>
          <Typography.Text strong>Histórico</Typography.Text>
          <ul className={styles.caseList}>
            {item.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.created_at)} · {MODERATION_ACTION_LABEL[h.action] ?? h.action} por @{h.actor ?? '—'}
                {h.reason && <span className={styles.saleCardMuted}> — {h.reason}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {item.status === 'open' ? (
        <Space wrap className={styles.caseActions}>
          {ACTIONS.filter(([a]) => ad || a === 'dismiss' || a === 'ban_user').map(([action, label]) => (
            <Button
              key={action}
              danger={action === 'remove_ad' || action === 'ban_user'}
              type={action === 'dismiss' ? 'default' : 'primary'}
              onClick={() => onAct(item, action)}
            >
              {label}
            </Button>
          ))}
        </Space>
      ) : (
        <p className={styles.saleCardMuted}>
          {formatDateTime(item.resolved_at!)} por @{item.resolved_by ?? '—'}: {item.resolution_message}
        </p>
      )}
    </Card>
  );
}

/**
 * /admin/reports: the queue of reports, open first then by number of reporters, with the staff's
 * decisions; `?tab=reviews` shows the reported reviews instead (ReviewsAdminPage).
 */
export default function ReportsPage() {
  const [params] = useSearchParams();
  return params.get('tab') === 'reviews' ? <ReviewsAdminPage /> : <ReportCasesQueue />;
}

function ReportCasesQueue() {
  useDocumentTitle('Denúncias');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? 'open') as NonNullable<ReportCasesArgs['status']> | 'all';
  const reason = (params.get('reason') ?? undefined) as ReportCasesArgs['reason'];
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isFetching, error } = useListAdminReportsQuery({
    status: status === 'all' ? undefined : status,
    reason,
    page,
    pageSize: PAGE_SIZE,
  });
  const [resolve] = useResolveAdminReportMutation();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const act = (item: ReportCase, action: ResolveAction) =>
    setRequest({
      title: `${RESOLVE_ACTION_LABEL[action]}: ${caseTitle(item)}`,
      label: item.conversation ? 'Mensagem para o membro denunciado' : 'Mensagem para o anunciante',
      okText: RESOLVE_ACTION_LABEL[action],
      danger: action === 'remove_ad' || action === 'ban_user',
      run: async (message) => {
        await resolve({ id: item.id, resolveReportBody: { action, message } }).unwrap();
        setDone(`${RESOLVE_ACTION_LABEL[action]}: feito. O anunciante e os denunciantes foram avisados.`);
      },
    });

  return (
    <section aria-labelledby="reports-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="reports-title">
          Denúncias
        </Typography.Title>
      </div>
      <Space wrap className={styles.filters}>
        <Select
          aria-label="Situação"
          value={status}
          onChange={(v) => set('status', v === 'open' ? undefined : v)}
          style={{ width: 160 }}
          options={[
            { value: 'open', label: 'Abertas' },
            { value: 'resolved', label: 'Resolvidas' },
            { value: 'all', label: 'Todas' },
          ]}
        />
        <Select
          aria-label="Motivo"
          allowClear
          placeholder="Todos os motivos"
          value={reason}
          onChange={(v) => set('reason', v)}
          style={{ width: 240 }}
          options={REASONS}
        />
      </Space>
      {done && (
        <Alert type="success" showIcon closable title={done} onClose={() => setDone(null)} className={styles.cards} />
      )}
      {error && <Alert type="error" showIcon title={apiErrorMessage(error)} />}
      <Spin spinning={isFetching}>
        {data && data.results.length === 0 ? (
          <Empty description={status === 'open' ? 'Nenhuma denúncia aberta.' : 'Nenhuma denúncia encontrada.'} />
        ) : (
          <div className={styles.caseGrid}>
            {data?.results.map((item) => (
              <CaseCard key={item.id} item={item} onAct={act} />
            ))}
          </div>
        )}
      </Spin>
      {data && data.count > PAGE_SIZE && (
        <Pagination
          className={styles.cards}
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          showSizeChanger={false}
          onChange={(p) => set('page', String(p))}
        />
      )}
      {request && <ReasonModal request={request} onDone={() => setRequest(null)} />}
    </section>
  );
}
