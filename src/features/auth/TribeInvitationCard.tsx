import { App } from 'antd';
import TribeInvitation from '../../components/TribeInvitation';

/**
 * The invitation card on the account pages, with the antd App context its messages need: those
 * pages have antd's ConfigProvider only (app/AntdConfigProvider.tsx), so the context comes here,
 * in the invitation's own chunk.
 */
export default function TribeInvitationCard(props: { token: string; signedIn: boolean }) {
  return (
    <App component={false}>
      <TribeInvitation {...props} />
    </App>
  );
}
