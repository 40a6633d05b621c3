/**
 * public/boot.js keeps the taps on a server-rendered page's buttons made before the app started
 * (they would do nothing: React has not attached its handlers yet) and clicks them again here.
 */
interface TriboBoot {
  stop(): void;
  replay(): void;
}

const boot = () => (window as Window & { triboBoot?: TriboBoot }).triboBoot;

/** React takes the page over from here (hydrateRoot or createRoot): later taps are its own. */
export const stopKeepingTaps = () => boot()?.stop();

/** The app answers input now: the kept taps go to their buttons, if the page still has them. */
export const replayEarlyTaps = () => boot()?.replay();
