import type { Tribe } from '../../../api/tribes';
import InvitationsTab from './InvitationsTab';
import LogTab from './LogTab';
import MembersTab from './MembersTab';
import ModerationTab from './ModerationTab';
import RequestsTab from './RequestsTab';

/** The management tabs of /tribes/edit/{slug}, after the tribe's data. */
export function managementTabs(tribe: Tribe) {
  return [
    { key: 'members', label: 'Membros', children: <MembersTab tribe={tribe} /> },
    { key: 'requests', label: 'Pedidos', children: <RequestsTab tribe={tribe} /> },
    { key: 'invitations', label: 'Convites', children: <InvitationsTab tribe={tribe} /> },
    { key: 'moderation', label: 'Moderação', children: <ModerationTab tribe={tribe} /> },
    { key: 'log', label: 'Histórico', children: <LogTab tribe={tribe} /> },
  ];
}
