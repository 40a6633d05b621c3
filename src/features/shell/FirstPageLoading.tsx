import LoadingScreen from '../../components/LoadingScreen';
import styles from './Shell.module.css';

/**
 * The page area while the first page chunk of a visit loads (the route table's HydrateFallback):
 * the shell is painted at once instead of a blank screen. The footer waits with the page (see
 * Shell.module.css), so it appears in place instead of jumping down when the page arrives.
 */
export default function FirstPageLoading() {
  return (
    <div className={styles.firstPageLoading}>
      <LoadingScreen />
    </div>
  );
}
