-- A paid highlight is frozen while its ad is not active (paused, expired): highlight_paused_at is
-- when it stopped, and the remaining days resume when the ad is active again (highlighted_until
-- moves by the time it was off). Null when no highlight is frozen. ads.sql.ts highlightOnStatus
-- keeps it on every status change; the highlight-expiry job leaves a frozen highlight alone.
alter table ads add column highlight_paused_at timestamptz;
-- Highlights of ads that are not active today are frozen from now: their remaining days are kept.
update ads set highlight_paused_at = now() where status in ('paused', 'expired') and highlighted_until > now();
