import { lazy, Suspense } from 'react';
import { InvitationLoading } from '../../components/InvitationLoading';

/**
 * The invitation of `?invite=` (antd Card, Avatar, Tag and what they bring: ≈ 14 KB gzip, and the
 * App context of its messages) in its own chunk: /login and /register without an invite, nearly
 * every visit, do not download it.
 */
const TribeInvitation = lazy(() => import(/* webpackChunkName: "tribe-invitation" */ './TribeInvitationCard'));

export default function LazyTribeInvitation(props: { token: string; signedIn: boolean }) {
  return (
    <Suspense fallback={<InvitationLoading />}>
      <TribeInvitation {...props} />
    </Suspense>
  );
}
