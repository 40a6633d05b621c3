import LoadingScreen from '../../components/LoadingScreen';

/**
 * The page area while the first page chunk of a visit loads (the route table's HydrateFallback):
 * the shell is painted at once instead of a blank screen. The main area is at least a screen tall
 * (Shell.module.css), so the footer starts below the fold and does not move when the page arrives.
 */
export default function FirstPageLoading() {
  return <LoadingScreen />;
}
