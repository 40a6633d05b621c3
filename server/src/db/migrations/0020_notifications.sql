-- Notifications: one row per user and event. Reads are always "one user's rows, newest first"
-- (the first page, the bell's unread list) or "how many unread" (the badge), so the indexes lead
-- with user_id and keep those reads fast at millions of rows.

create table notifications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  type text not null check (
    type in ('AD_PUBLISHED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED', 'AD_EXPIRED', 'PAYMENT_FAILED',
             'SYSTEM_MAINTENANCE', 'GENERAL_ANNOUNCEMENT')
  ),
  title text not null,
  message text not null,
  -- optional in-app path, e.g. /ads/{slug}
  link text,
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);

-- Pages in either order (-created_at, created_at) with id as the tie-breaker; also counts a
-- user's total with an index-only scan.
create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc);

-- The badge (unread_count) and the bell's unread list touch only unread rows: a partial index
-- stays small however many read notifications accumulate.
create index notifications_user_unread_idx on notifications (user_id, created_at desc, id desc)
  where not is_read;
