import { env } from '../lib/env';

export interface AdSlotProps {
  /** Where the slot sits, for the ads service's reports (e.g. "home-meio"). */
  slot: string;
  /** Reserved height, so the page does not jump when a banner arrives. */
  height?: number;
  /** Defaults to the build flag ADS_ENABLED; tests pass it explicitly. */
  enabled?: boolean;
}

/**
 * A third-party banner slot. With ADS_ENABLED=false (the default) it renders nothing and loads
 * no script; when enabled it reserves the space the ads service fills.
 */
export default function AdSlot({ slot, height = 120, enabled = env.adsEnabled }: AdSlotProps) {
  if (!enabled) return null;
  return (
    <aside
      aria-label="Publicidade"
      data-ad-slot={slot}
      style={{
        minHeight: height,
        margin: '24px 0',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: '1px dashed #c9d1de',
        borderRadius: 12,
        color: '#555',
        fontSize: 12,
      }}
    >
      Publicidade
    </aside>
  );
}
