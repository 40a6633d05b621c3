import AntdProvider from '../../app/AntdProvider';
import ReviewDialog, { type ReviewDialogProps } from '../../components/ReviewDialog';

/**
 * "Avaliar anunciante"'s form (antd: its stars, select and modal) inside antd's provider: a chunk of
 * its own, loaded when the member opens it, so the conversation page downloads no antd.
 */
export default function ReviewAdvertiserDialog(props: ReviewDialogProps) {
  return (
    <AntdProvider>
      <ReviewDialog {...props} />
    </AntdProvider>
  );
}
