import AntdProvider from '../../app/AntdProvider';
import TribeInvitation from '../../components/TribeInvitation';

/**
 * The invitation card on the account pages, inside antd's provider (theme, pt-BR, the App context
 * its messages need): those pages load no antd of their own (components/form), so it comes here,
 * in the invitation's own chunk.
 */
export default function TribeInvitationCard(props: { token: string; signedIn: boolean }) {
  return (
    <AntdProvider>
      <TribeInvitation {...props} />
    </AntdProvider>
  );
}
