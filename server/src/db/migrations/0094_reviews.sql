-- Reviews of advertisers (modules/reviews). A member who talked with an advertiser about an ad, and
-- got an answer, reviews that advertiser once for that ad: 1 to 5 stars and a text. The advertiser
-- answers once, publicly; members report reviews; the staff remove them (moderation_log).

create table reviews (
  id bigint generated always as identity primary key,
  -- null once the reviewer's account is deleted (their text goes with it, the stars stay)
  reviewer_id bigint references users (id) on delete set null,
  advertiser_id bigint not null references users (id) on delete cascade,
  ad_id bigint references ads (id) on delete set null,
  -- the ad's title when reviewed (kept when the ad is deleted)
  ad_title text not null default '',
  rating smallint not null check (rating between 1 and 5),
  text text not null default '' check (char_length(text) <= 1000),
  reply text check (char_length(reply) between 1 and 1000),
  replied_at timestamptz,
  removed_at timestamptz,
  removed_by bigint references users (id) on delete set null,
  removal_reason text not null default '',
  created_at timestamptz not null default now(),
  check ((reply is null) = (replied_at is null))
);
create unique index reviews_reviewer_ad_idx on reviews (reviewer_id, ad_id);
-- A profile's reviews, newest first, and its histogram.
create index reviews_advertiser_idx on reviews (advertiser_id, created_at desc, id desc) where removed_at is null;

-- One report per member per review; the staff's list reads the reported reviews first.
create table review_reports (
  review_id bigint not null references reviews (id) on delete cascade,
  reporter_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('fraud', 'prohibited', 'offensive', 'duplicate', 'misleading', 'other')),
  details text not null default '' check (char_length(details) <= 1000),
  created_at timestamptz not null default now(),
  primary key (review_id, reporter_id)
);
create index review_reports_reporter_idx on review_reports (reporter_id);

-- The advertiser's rating as every ad answer and card shows it: counters on the user row, kept by
-- this trigger in the writing transaction, so the lists read two columns of a row they already join.
alter table users add column rating_count integer not null default 0;
alter table users add column rating_sum integer not null default 0;

create or replace function reviews_rating_counters() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.removed_at is null then
    update users set rating_count = rating_count - 1, rating_sum = rating_sum - old.rating
     where id = old.advertiser_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.removed_at is null then
    update users set rating_count = rating_count + 1, rating_sum = rating_sum + new.rating
     where id = new.advertiser_id;
  end if;
  return null;
end
$$;
create trigger reviews_rating_counters
  after insert or delete or update of rating, removed_at, advertiser_id on reviews
  for each row execute function reviews_rating_counters();

alter table moderation_log drop constraint if exists moderation_log_action_check;
alter table moderation_log add constraint moderation_log_action_check check (action in (
  'dismiss', 'request_changes', 'remove_ad', 'restore_ad', 'ban_user', 'unban_user', 'grant_staff',
  'revoke_staff', 'remove_review'));

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check check (
  type in ('AD_PUBLISHED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED', 'AD_EXPIRED', 'PAYMENT_FAILED',
           'SYSTEM_MAINTENANCE', 'GENERAL_ANNOUNCEMENT', 'MODERATION_NOTICE', 'REPORT_RESOLVED',
           'SAVED_SEARCH_MATCH', 'REVIEW_RECEIVED')
);
