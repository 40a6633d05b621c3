import { EditOutlined, EnvironmentOutlined, LockOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Empty,
  Input,
  List,
  Modal,
  Popconfirm,
  Skeleton,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import ResultScreen from '../../components/ResultScreen';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  useGetTribeQuery,
  useJoinTribeMutation,
  useLeaveTribeMutation,
  useListTribeMembersQuery,
  tribeImageUrl,
  type Tribe,
} from '../../api/tribes';
import { paths } from '../../app/paths';
import { coverColour, MembershipTag } from '../../components/TribeCard';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import {
  JOIN_POLICY_LABELS,
  memberCountLabel,
  ROLE_LABELS,
  tribePlace,
  VISIBILITY_LABELS,
} from '../../lib/tribeLabels';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import PublishToTribe from './PublishToTribe';
import TribeFeed from './TribeFeed';
import { canManage, isActiveMember } from './tribeAccess';
import styles from './TribePage.module.css';
import ButtonLink from '../../components/ButtonLink';

/** /tribes/{slug}: the tribe's header, how to join, its rules, its feed of ads and its members. */
export default function TribePage() {
  const { slug = '' } = useParams();
  const { data: tribe, isLoading, error, refetch } = useGetTribeQuery({ slug });
  useDocumentTitle(tribe?.name ?? 'Tribo');
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (error && (error as { status?: unknown }).status === 404)
    return (
      <ResultScreen
        status="404"
        title="Tribo não encontrada"
        subTitle="O endereço pode estar errado ou a tribo foi excluída."
        extra={<Link to={paths.tribes()}>Ver tribos</Link>}
      />
    );
  if (error || !tribe)
    return (
      <ResultScreen
        status="error"
        title={apiErrorMessage(error, 'Não foi possível carregar a tribo.')}
        extra={<Button onClick={() => void refetch()}>Tentar de novo</Button>}
      />
    );
  return <TribeView tribe={tribe} />;
}

/** What a visitor of a private tribe can do about it, by the way the tribe takes members. */
const HOW_TO_ENTER: Record<string, string> = {
  open: 'Entre na tribo para ver.',
  request: 'Peça para participar: os moderadores avaliam o pedido.',
  invite: 'A entrada é só por convite: peça um link de convite a um membro da tribo.',
};

function TribeView({ tribe }: { tribe: Tribe }) {
  const member = isActiveMember(tribe);
  const canSee = tribe.can_view_content;
  const [sp, setSp] = useSearchParams();
  const tab = sp.get('tab') ?? 'ads';
  return (
    <div className={styles.page}>
      <TribeHeader tribe={tribe} />
      {!canSee ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title="Esta tribo é privada"
          description={`Só membros veem os anúncios, as regras e os membros. ${HOW_TO_ENTER[tribe.join_policy] ?? ''}`.trim()}
        />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setSp(key === 'ads' ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'ads', label: 'Anúncios', children: <TribeFeed tribe={tribe} /> },
            { key: 'rules', label: 'Regras', children: <TribeRules tribe={tribe} /> },
            ...(member ? [{ key: 'members', label: 'Membros', children: <TribeMembers slug={tribe.slug} /> }] : []),
          ]}
        />
      )}
    </div>
  );
}

function TribeHeader({ tribe }: { tribe: Tribe }) {
  const cover = resolveImageUrl(tribeImageUrl(tribe.cover, '800'));
  const avatar = resolveImageUrl(tribeImageUrl(tribe.avatar));
  const place = tribePlace(tribe);
  return (
    <section className={styles.header} aria-labelledby="tribe-name">
      <div
        className={styles.cover}
        style={{ background: cover ? `center / cover no-repeat url("${cover}")` : coverColour(tribe.id) }}
      />
      <div className={styles.headerBody}>
        <Avatar
          size={{ xs: 72, sm: 96, md: 96, lg: 96, xl: 96, xxl: 96 }}
          shape="square"
          src={avatar ?? undefined}
          alt={avatar ? `Imagem da tribo ${tribe.name}` : undefined}
          className={styles.avatar}
          style={{ background: coverColour(tribe.id + 1) }}
        >
          {tribe.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={styles.info}>
          <Typography.Title level={1} id="tribe-name" className={styles.name}>
            {tribe.name}
          </Typography.Title>
          <div className={styles.meta}>
            {place ? (
              <span>
                <EnvironmentOutlined /> {place}
              </span>
            ) : null}
            <span>
              <TeamOutlined /> {memberCountLabel(tribe.member_count)}
            </span>
            <span>
              {tribe.visibility === 'private' ? <LockOutlined /> : null} Tribo{' '}
              {VISIBILITY_LABELS[tribe.visibility]?.toLowerCase()}
            </span>
            <span>
              <UserAddOutlined /> {JOIN_POLICY_LABELS[tribe.join_policy] ?? tribe.join_policy}
            </span>
            {tribe.category ? <span>{tribe.category.name}</span> : null}
            <MembershipTag membership={tribe.my_membership} />
          </div>
        </div>
        <div className={styles.actions}>
          <MembershipActions tribe={tribe} />
        </div>
      </div>
      {tribe.description ? (
        <Typography.Paragraph className={styles.description}>{tribe.description}</Typography.Paragraph>
      ) : null}
    </section>
  );
}

/** Join / request / leave, as the tribe's policy and my state allow; join and leave are optimistic. */
function MembershipActions({ tribe }: { tribe: Tribe }) {
  const { message } = App.useApp();
  const [join, { isLoading: joining }] = useJoinTribeMutation();
  const [leave, { isLoading: leaving }] = useLeaveTribeMutation();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('');
  const manage = canManage(tribe);

  const doJoin = async (joinAnswer?: string) => {
    try {
      const res = await join({ slug: tribe.slug, tribeJoinBody: { answer: joinAnswer || undefined } }).unwrap();
      setAsking(false);
      message.success(
        res.membership.status === 'pending'
          ? 'Pedido enviado. Você será avisado quando for aprovado.'
          : 'Você entrou na tribo!',
      );
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível entrar na tribo. Tente de novo.'));
    }
  };
  const doLeave = async (pending: boolean) => {
    try {
      await leave({ slug: tribe.slug }).unwrap();
      message.success(pending ? 'Pedido cancelado.' : 'Você saiu da tribo.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível sair da tribo. Tente de novo.'));
    }
  };

  const manageButton = manage ? (
    <ButtonLink to={paths.tribeEdit(tribe.slug)} icon={<EditOutlined />}>
      Gerenciar tribo
    </ButtonLink>
  ) : null;

  const status = tribe.my_membership?.status;
  if (status === 'banned')
    return <Typography.Text type="danger">Você não pode mais participar desta tribo.</Typography.Text>;
  if (status === 'pending')
    return (
      <Popconfirm
        title="Cancelar seu pedido para entrar?"
        okText="Cancelar pedido"
        cancelText="Manter"
        onConfirm={() => doLeave(true)}
      >
        <Button loading={leaving}>Cancelar pedido</Button>
      </Popconfirm>
    );
  if (status === 'active')
    return (
      <>
        <PublishToTribe tribe={tribe} />
        {manageButton}
        {tribe.my_membership?.role === 'owner' ? null : (
          <Popconfirm
            title="Sair desta tribo?"
            description="Seus anúncios deixam de aparecer no mural dela."
            okText="Sair"
            cancelText="Ficar"
            onConfirm={() => doLeave(false)}
          >
            <Button danger loading={leaving}>
              Sair da tribo
            </Button>
          </Popconfirm>
        )}
      </>
    );
  if (tribe.join_policy === 'invite')
    return (
      <>
        {manageButton}
        <Tag icon={<LockOutlined />} style={{ padding: '4px 8px' }}>
          Entrada só por convite
        </Tag>
      </>
    );
  if (tribe.join_policy === 'request')
    return (
      <>
        {manageButton}
        <Button type="primary" onClick={() => setAsking(true)}>
          Pedir para entrar
        </Button>
        <Modal
          title={`Pedir para entrar em ${tribe.name}`}
          open={asking}
          okText="Enviar pedido"
          cancelText="Cancelar"
          confirmLoading={joining}
          onOk={() => doJoin(answer.trim())}
          onCancel={() => setAsking(false)}
        >
          <Typography.Paragraph>Os moderadores vão analisar seu pedido.</Typography.Paragraph>
          <label htmlFor="join-answer">Conte por que você quer participar (opcional)</label>
          <Input.TextArea
            id="join-answer"
            rows={3}
            maxLength={500}
            showCount
            // antd draws the count under the field, outside its box: room for it above the buttons.
            style={{ marginBottom: 20 }}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </Modal>
      </>
    );
  return (
    <>
      {manageButton}
      <Button type="primary" loading={joining} onClick={() => doJoin()}>
        Entrar na tribo
      </Button>
    </>
  );
}

function TribeRules({ tribe }: { tribe: Tribe }) {
  if (!tribe.rules)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Esta tribo ainda não publicou regras." />;
  return (
    <Card>
      <Typography.Paragraph className={styles.rules}>{tribe.rules}</Typography.Paragraph>
    </Card>
  );
}

function TribeMembers({ slug }: { slug: string }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug });
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={apiErrorMessage(error, 'Não foi possível carregar os membros.')}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Tentar de novo
          </Button>
        }
      />
    );
  return (
    <List
      loading={isLoading}
      aria-label="Membros da tribo"
      locale={{ emptyText: 'Nenhum membro ainda.' }}
      dataSource={data?.results ?? []}
      renderItem={(m) => (
        <List.Item extra={m.role !== 'member' ? <Tag color="purple">{ROLE_LABELS[m.role]}</Tag> : null}>
          <List.Item.Meta
            avatar={
              <Avatar src={resolveImageUrl(m.user.avatar ?? null) ?? undefined}>
                {(m.user.first_name || m.user.username).slice(0, 1).toUpperCase()}
              </Avatar>
            }
            title={<Link to={paths.publicProfile(m.user.username)}>{m.user.first_name || m.user.username}</Link>}
            description={`@${m.user.username}`}
          />
        </List.Item>
      )}
    />
  );
}
