import { Skeleton } from 'antd';

/** The invitation card's shape while it loads (its code or its data): nothing moves when it arrives. */
export function InvitationLoading() {
  return <Skeleton active avatar paragraph={{ rows: 1 }} style={{ marginBottom: 16 }} />;
}
