import { Link } from 'react-router-dom';
import { tribeImageUrl, type TribeSummary } from '../api/tribes';
import { paths } from '../app/paths';
import { resolveImageUrl } from '../lib/imageUrl';
import { JOIN_POLICY_LABELS, ROLE_LABELS, memberCountLabel, tribePlace } from '../lib/tribeLabels';
import Tag from './Tag';
import { TribeIcon } from './tribeIcons';
import styles from './TribeCard.module.css';

/** A tribe's cover colour when it has no picture: stable per tribe, never the same flat grey. */
const COVER_COLOURS = ['#1f6feb', '#0b7a3e', '#b4540a', '#7c3aed', '#0e7490', '#be185d'];
export const coverColour = (id: number) => COVER_COLOURS[Math.abs(id) % COVER_COLOURS.length];

/** My place in a tribe, as a tag: role when active, "Aguardando aprovação" when pending. */
export function MembershipTag({ membership }: { membership: TribeSummary['my_membership'] }) {
  if (membership?.status === 'pending') return <Tag color="warning">Aguardando aprovação</Tag>;
  if (membership?.status === 'banned') return <Tag color="red">Banido(a)</Tag>;
  if (membership?.status === 'active')
    return <Tag color={membership.role === 'member' ? 'blue' : 'purple'}>{ROLE_LABELS[membership.role]}</Tag>;
  return null;
}

/** One tribe in a list: cover, avatar, name, place, member count, join policy and my state. */
export default function TribeCard({ tribe }: { tribe: TribeSummary }) {
  const cover = resolveImageUrl(tribeImageUrl(tribe.cover, '800'));
  const avatar = resolveImageUrl(tribeImageUrl(tribe.avatar));
  const place = tribePlace(tribe);
  return (
    // The name is the link (its accessible name is the visible name); its ::after covers the card,
    // so the whole card opens the tribe.
    <div className={styles.link}>
      <div className={styles.card}>
        <div
          aria-hidden
          className={styles.cover}
          style={{ background: cover ? `center / cover no-repeat url("${cover}")` : coverColour(tribe.id) }}
        />
        <div className={styles.body}>
          <div className={styles.row}>
            <span className={styles.avatar} style={{ background: coverColour(tribe.id + 1) }}>
              {avatar ? <img src={avatar} alt="" /> : tribe.name.slice(0, 1).toUpperCase()}
            </span>
            <div className={styles.text}>
              <Link to={paths.tribe(tribe.slug)} className={`${styles.name} ${styles.stretched}`} title={tribe.name}>
                {tribe.name}
              </Link>
              {place ? (
                <span className={styles.secondary}>
                  <TribeIcon name="place" /> {place}
                </span>
              ) : null}
              <span className={styles.secondary}>
                <TribeIcon name="team" /> {memberCountLabel(tribe.member_count)}
              </span>
            </div>
          </div>
          <div className={styles.tags}>
            {tribe.visibility === 'private' ? <Tag icon={<TribeIcon name="lock" />}>Privada</Tag> : null}
            <Tag>{JOIN_POLICY_LABELS[tribe.join_policy] ?? tribe.join_policy}</Tag>
            <MembershipTag membership={tribe.my_membership} />
          </div>
        </div>
      </div>
    </div>
  );
}
