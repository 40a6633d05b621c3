import { useRef, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetTribeQuery, useListTribeMembersQuery, tribeImageUrl, type Tribe } from '../../api/tribes';
import { paths } from '../../app/paths';
import button from '../../components/Button.module.css';
import Empty from '../../components/Empty';
import LoadError from '../../components/LoadError';
import { SvgIcon } from '../../components/icons';
import ResultLayout from '../../components/ResultLayout';
import Tag from '../../components/Tag';
import { coverColour, MembershipTag } from '../../components/TribeCard';
import { TribeIcon } from '../../components/tribeIcons';
import { useToast, type Toast } from '../../components/Toast';
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
import MembershipActions from './MembershipActions';
import TribeFeed from './TribeFeed';
import { isActiveMember } from './tribeAccess';
import styles from './TribePage.module.css';

/**
 * /tribes/{slug}: the tribe's header, how to join, its rules, its feed of ads and its members.
 * Plain React + CSS (no antd: bench:bundle's 250 KB); its management is TribeFormPage's, a link away.
 */
export default function TribePage() {
  const { slug = '' } = useParams();
  const { data: tribe, isLoading, error, refetch } = useGetTribeQuery({ slug });
  useDocumentTitle(tribe?.name ?? 'Tribo');
  if (isLoading) return <TribePlaceholder />;
  if (error && (error as { status?: unknown }).status === 404)
    return (
      <ResultLayout
        mark="404"
        title="Tribo não encontrada"
        subTitle="O endereço pode estar errado ou a tribo foi excluída."
        extra={<Link to={paths.tribes()}>Ver tribos</Link>}
      />
    );
  if (error || !tribe)
    return (
      <ResultLayout
        mark={<SvgIcon path={ERROR_ICON} viewBox="64 64 896 896" size="1em" style={{ color: '#cf1322' }} />}
        title={apiErrorMessage(error, 'Não foi possível carregar a tribo.')}
        extra={
          <button type="button" className={button.button} onClick={() => void refetch()}>
            Tentar de novo
          </button>
        }
      />
    );
  return <TribeView tribe={tribe} />;
}

/** antd's CloseCircleFilled: the mark of a page that could not load. */
const ERROR_ICON =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z';

/** The header's shape while the tribe loads, so nothing jumps when it arrives. */
function TribePlaceholder() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Carregando a tribo">
      <div className={styles.header}>
        <div className={`${styles.cover} ${styles.placeholder}`} />
        <div className={styles.headerBody}>
          <div className={`${styles.avatar} ${styles.placeholderAvatar}`} />
          <div className={styles.info}>
            <div className={`${styles.placeholder} ${styles.placeholderLine}`} style={{ width: '40%', height: 28 }} />
            <div className={`${styles.placeholder} ${styles.placeholderLine}`} style={{ width: '70%' }} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** What a visitor of a private tribe can do about it, by the way the tribe takes members. */
const HOW_TO_ENTER: Record<string, string> = {
  open: 'Entre na tribo para ver.',
  request: 'Peça para participar: os moderadores avaliam o pedido.',
  invite: 'A entrada é só por convite: peça um link de convite a um membro da tribo.',
};

type TabKey = 'ads' | 'rules' | 'members';

function TribeView({ tribe }: { tribe: Tribe }) {
  const member = isActiveMember(tribe);
  const canSee = tribe.can_view_content;
  const { toast, region } = useToast();
  const [sp, setSp] = useSearchParams();
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'ads', label: 'Anúncios' },
    { key: 'rules', label: 'Regras' },
    ...(member ? [{ key: 'members' as const, label: 'Membros' }] : []),
  ];
  const asked = sp.get('tab');
  const tab = tabs.find((t) => t.key === asked)?.key ?? 'ads';
  return (
    <div className={styles.page}>
      {region}
      <TribeHeader tribe={tribe} toast={toast} />
      {!canSee ? (
        <div className={styles.notice} role="note">
          <span className={styles.noticeIcon}>
            <TribeIcon name="lock" />
          </span>
          <div>
            <div className={styles.noticeTitle}>Esta tribo é privada</div>
            <div>
              {`Só membros veem os anúncios, as regras e os membros. ${HOW_TO_ENTER[tribe.join_policy] ?? ''}`.trim()}
            </div>
          </div>
        </div>
      ) : (
        <Tabs tabs={tabs} active={tab} onChange={(key) => setSp(key === 'ads' ? {} : { tab: key }, { replace: true })}>
          {tab === 'ads' ? (
            <TribeFeed tribe={tribe} toast={toast} />
          ) : tab === 'rules' ? (
            <TribeRules tribe={tribe} />
          ) : (
            <TribeMembers slug={tribe.slug} />
          )}
        </Tabs>
      )}
    </div>
  );
}

/**
 * The tabs (WAI-ARIA: a tablist, arrows and Home/End move between tabs, the panel is the chosen
 * tab's), drawn as antd's: the chosen one blue and underlined. Only the chosen panel is rendered.
 */
function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  children,
}: {
  tabs: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  children: React.ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === active);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    onChange(tabs[to].key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div>
      <div ref={list} className={styles.tabList} role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tribe-tab-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`tribe-panel-${t.key}`}
            tabIndex={t.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`tribe-panel-${active}`} aria-labelledby={`tribe-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}

function TribeHeader({ tribe, toast }: { tribe: Tribe; toast: Toast }) {
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
        <span className={styles.avatar} style={{ background: coverColour(tribe.id + 1) }}>
          {avatar ? <img src={avatar} alt={`Imagem da tribo ${tribe.name}`} /> : tribe.name.slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.info}>
          <h1 id="tribe-name" className={styles.name}>
            {tribe.name}
          </h1>
          <div className={styles.meta}>
            {place ? (
              <span>
                <TribeIcon name="place" /> {place}
              </span>
            ) : null}
            <span>
              <TribeIcon name="team" /> {memberCountLabel(tribe.member_count)}
            </span>
            <span>
              {tribe.visibility === 'private' ? <TribeIcon name="lock" /> : null} Tribo{' '}
              {VISIBILITY_LABELS[tribe.visibility]?.toLowerCase()}
            </span>
            <span>
              <TribeIcon name="userAdd" /> {JOIN_POLICY_LABELS[tribe.join_policy] ?? tribe.join_policy}
            </span>
            {tribe.category ? <span>{tribe.category.name}</span> : null}
            <MembershipTag membership={tribe.my_membership} />
          </div>
        </div>
        <div className={styles.actions}>
          <MembershipActions tribe={tribe} toast={toast} />
        </div>
      </div>
      {tribe.description ? <p className={styles.description}>{tribe.description}</p> : null}
    </section>
  );
}

function TribeRules({ tribe }: { tribe: Tribe }) {
  if (!tribe.rules) return <Empty description="Esta tribo ainda não publicou regras." />;
  return (
    <div className={styles.card}>
      <p className={styles.rules}>{tribe.rules}</p>
    </div>
  );
}

function TribeMembers({ slug }: { slug: string }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug });
  if (error)
    return (
      <LoadError
        message={apiErrorMessage(error, 'Não foi possível carregar os membros.')}
        onRetry={() => void refetch()}
      />
    );
  if (isLoading) return <div className={styles.membersLoading} aria-busy="true" aria-label="Membros: carregando" />;
  if (!data?.results.length) return <p className={styles.membersEmpty}>Nenhum membro ainda.</p>;
  return (
    <ul className={styles.members} aria-label="Membros da tribo">
      {data.results.map((m) => {
        const photo = resolveImageUrl(m.user.avatar ?? null);
        return (
          <li key={m.user.username} className={styles.member}>
            <span className={styles.memberAvatar}>
              {photo ? <img src={photo} alt="" /> : (m.user.first_name || m.user.username).slice(0, 1).toUpperCase()}
            </span>
            <div className={styles.memberText}>
              <Link to={paths.publicProfile(m.user.username)}>{m.user.first_name || m.user.username}</Link>
              <span className={styles.memberHandle}>@{m.user.username}</span>
            </div>
            {m.role !== 'member' ? <Tag color="purple">{ROLE_LABELS[m.role]}</Tag> : null}
          </li>
        );
      })}
    </ul>
  );
}
