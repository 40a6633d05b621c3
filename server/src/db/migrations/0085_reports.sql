-- Trust and safety: members report ads and profiles, the staff decide, suspended accounts, and a
-- log of every staff action (modules/reports).

-- Why an ad is out of every public list while its owner and the staff still see it. Each reason
-- is its own flag, set by the reports module (through the ads service) in the transaction that
-- decides it, so one reason ending (a dismissal, an edit, a reactivation) leaves the others.
alter table ads
  -- open reports from 3 or more different members, until the staff decide
  add column under_review boolean not null default false,
  -- the staff asked the owner for a correction; the owner's next edit clears it
  add column changes_requested boolean not null default false,
  -- the owner's account is suspended
  add column owner_suspended boolean not null default false,
  -- removed by the staff (status 'removed'; the images stay so that "Restaurar" brings it back)
  add column removed_by_staff boolean not null default false,
  add column hidden boolean generated always as (under_review or changes_requested or owner_suspended) stored;

-- Suspension: is_active goes false with it (sessions end, the auth plugin refuses the account);
-- suspended_at tells sign-in to answer "Conta suspensa" rather than wrong credentials.
alter table users
  add column suspended_at timestamptz,
  add column suspension_reason text not null default '';

-- A hidden ad leaves the search copy like an inactive one.
create or replace function ad_search_sync() returns trigger language plpgsql as $$
begin
  if new.status <> 'active' or new.hidden then
    delete from ad_search where id = new.id;
    return null;
  end if;
  -- Only scalar columns changed (a vote, a renewal, a highlight): the document stays as it is.
  if tg_op = 'UPDATE' and old.status = 'active' and not old.hidden
     and (old.title, old.description, old.category_id, old.city, old.neighbourhood, old.state_code)
         is not distinct from (new.title, new.description, new.category_id, new.city, new.neighbourhood,
                               new.state_code) then
    update ad_search set owner_id = new.owner_id, is_service = new.is_service,
                         price_cents = new.price_cents, vote_score = new.vote_score, created_at = new.created_at,
                         expires_at = new.expires_at, highlighted_until = new.highlighted_until
    where id = new.id;
    if found then
      return null;
    end if;
  end if;
  insert into ad_search (id, owner_id, category_id, state_code, is_service, price_cents, vote_score, created_at,
                         expires_at, highlighted_until, search_vector)
  values (new.id, new.owner_id, new.category_id, new.state_code, new.is_service, new.price_cents, new.vote_score,
          new.created_at, new.expires_at, new.highlighted_until,
          ad_search_document(new.title, new.category_id, new.description, new.city, new.neighbourhood,
                             new.state_code))
  on conflict (id) do update set
    owner_id = excluded.owner_id, category_id = excluded.category_id, state_code = excluded.state_code,
    is_service = excluded.is_service, price_cents = excluded.price_cents, vote_score = excluded.vote_score,
    created_at = excluded.created_at, expires_at = excluded.expires_at,
    highlighted_until = excluded.highlighted_until, search_vector = excluded.search_vector;
  insert into ad_search_words (word)
    select distinct w
    from regexp_split_to_table(
           lower(immutable_unaccent(coalesce(new.title, '') || ' ' ||
                 coalesce((select name from categories where id = new.category_id), ''))),
           '[^a-z0-9]+') w
    where length(w) >= 3
  on conflict do nothing;
  return null;
end
$$;

drop trigger ad_search_sync on ads;
create trigger ad_search_sync
  after insert or update of status, owner_id, category_id, state_code, is_service, price_cents, vote_score,
    created_at, expires_at, highlighted_until, title, description, city, neighbourhood,
    under_review, changes_requested, owner_suspended on ads
  for each row execute function ad_search_sync();

-- A tribe's wall counts its live ads from tribe_ads.ad_live (migration 0051): hidden ads are not live.
create or replace function tribe_ads_score_new() returns trigger language plpgsql as $$
begin
  new.score := tribe_ad_score(new.tribe_id, new.ad_id);
  new.ad_live := coalesce((select a.status = 'active' and not a.hidden from ads a where a.id = new.ad_id), false);
  return new;
end
$$;

create or replace function ads_tribe_liveness() returns trigger language plpgsql as $$
begin
  update tribe_ads set ad_live = (new.status = 'active' and not new.hidden) where ad_id = new.id;
  return null;
end
$$;
drop trigger ads_tribe_liveness on ads;
create trigger ads_tribe_liveness after update of status, under_review, changes_requested, owner_suspended on ads
  for each row when ((old.status, old.hidden) is distinct from (new.status, new.hidden))
  execute function ads_tribe_liveness();

-- One case per reported thing (an ad or a profile) while it is open: the staff's queue lists cases,
-- ordered by how many members reported. A report after a decision opens a new case.
create table report_cases (
  id bigint generated always as identity primary key,
  ad_id bigint references ads (id) on delete cascade,
  reported_user_id bigint references users (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'resolved')),
  reporter_count integer not null default 0,
  resolution text check (resolution in ('dismiss', 'request_changes', 'remove_ad', 'ban_user')),
  resolution_message text not null default '',
  resolved_by bigint references users (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  last_reported_at timestamptz not null default now(),
  check ((ad_id is null) <> (reported_user_id is null))
);
create unique index report_cases_open_ad_idx on report_cases (ad_id) where status = 'open' and ad_id is not null;
create unique index report_cases_open_user_idx on report_cases (reported_user_id)
  where status = 'open' and reported_user_id is not null;
create index report_cases_queue_idx on report_cases (status, reporter_count desc, last_reported_at desc, id desc);
create index report_cases_ad_idx on report_cases (ad_id, created_at desc) where ad_id is not null;

-- One report per member per case: a second report while the case is open returns the first.
create table reports (
  id bigint generated always as identity primary key,
  case_id bigint not null references report_cases (id) on delete cascade,
  reporter_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('fraud', 'prohibited', 'offensive', 'duplicate', 'misleading', 'other')),
  details text not null default '' check (char_length(details) <= 1000),
  created_at timestamptz not null default now(),
  unique (case_id, reporter_id)
);
create index reports_reporter_idx on reports (reporter_id);

-- Every staff action: who, when, on what, and why. The tribes' moderators keep their own log
-- (tribe_moderation_log); the staff's listing shows both.
create table moderation_log (
  id bigint generated always as identity primary key,
  actor_id bigint references users (id) on delete set null,
  action text not null check (action in (
    'dismiss', 'request_changes', 'remove_ad', 'restore_ad', 'ban_user', 'unban_user', 'grant_staff',
    'revoke_staff')),
  target_ad_id bigint references ads (id) on delete set null,
  target_user_id bigint references users (id) on delete set null,
  -- what the target was called when acted on (kept when it is deleted)
  target_label text not null default '',
  case_id bigint references report_cases (id) on delete set null,
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index moderation_log_created_idx on moderation_log (created_at desc, id desc);

-- The owners' and the reporters' notifications.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (
  type in ('AD_PUBLISHED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED', 'AD_EXPIRED', 'PAYMENT_FAILED',
           'SYSTEM_MAINTENANCE', 'GENERAL_ANNOUNCEMENT', 'MODERATION_NOTICE', 'REPORT_RESOLVED'));
