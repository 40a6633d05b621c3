-- Tribes: communities that curate ads. A tribe has members (owner, moderators, members; active,
-- pending or banned), ads submitted to it (pending, approved, rejected, removed; pinned) ranked by
-- the votes of its members, a moderation log, and invitations (migration 0003) that now point at it.
-- Reads that must stay fast at 1M memberships / 500k tribe-ad links: a tribe's feed (first page)
-- and "my tribes"; both are served by an index in the order they are read.

create table tribes (
  id bigint generated always as identity primary key,
  slug text not null unique,
  name text not null check (char_length(name) between 3 and 80),
  description text not null default '' check (char_length(description) <= 2000),
  rules text not null default '' check (char_length(rules) <= 5000),
  -- {"variants": {"320": "/media/ads/…-320.webp", …}, "width", "height", "blur"} from the ads' image pipeline
  avatar jsonb,
  cover jsonb,
  state_code char(2) not null references states (code),
  city text not null default '',
  category_id integer references categories (id) on delete set null,
  visibility text not null default 'public' check (visibility in ('public', 'private')),
  join_policy text not null default 'open' check (join_policy in ('open', 'request', 'invite')),
  ad_policy text not null default 'open' check (ad_policy in ('open', 'approval')),
  owner_id bigint not null references users (id) on delete cascade,
  -- active members, kept by the trigger on tribe_members
  member_count integer not null default 0,
  search_text text generated always as (lower(immutable_unaccent(name || ' ' || city || ' ' || description))) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tribes_popular_idx on tribes (member_count desc, id desc);
create index tribes_state_idx on tribes (state_code, member_count desc, id desc);
create index tribes_category_idx on tribes (category_id, member_count desc, id desc);
create index tribes_search_trgm_idx on tribes using gin (search_text gin_trgm_ops);

create table tribe_members (
  tribe_id bigint not null references tribes (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'moderator', 'member')),
  status text not null default 'active' check (status in ('active', 'pending', 'banned')),
  join_answer text not null default '' check (char_length(join_answer) <= 500),
  invited_by bigint references users (id) on delete set null,
  requested_at timestamptz not null default now(),
  joined_at timestamptz,
  primary key (tribe_id, user_id)
);
-- "My tribes": one user's memberships, newest first.
create index tribe_members_user_idx on tribe_members (user_id, requested_at desc, tribe_id);
-- A tribe's members by status and role (member list, pending requests, moderators to notify).
create index tribe_members_tribe_idx on tribe_members (tribe_id, status, role, joined_at);
-- One owner per tribe.
create unique index tribe_members_one_owner_idx on tribe_members (tribe_id) where role = 'owner';

create table tribe_ads (
  tribe_id bigint not null references tribes (id) on delete cascade,
  ad_id bigint not null references ads (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'removed')),
  submitted_by bigint references users (id) on delete set null,
  reviewed_by bigint references users (id) on delete set null,
  reviewed_at timestamptz,
  reason text not null default '' check (char_length(reason) <= 500),
  pinned boolean not null default false,
  -- sum of the votes cast on the ad by the tribe's active members (triggers below)
  score integer not null default 0,
  -- the ad's own created_at, copied (it never changes) so the feed's order is one index
  ad_created_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (tribe_id, ad_id)
);
-- The feed: pinned first, then the members' votes, then recency.
create index tribe_ads_feed_idx on tribe_ads (tribe_id, pinned desc, score desc, ad_created_at desc, ad_id desc)
  where status = 'approved';
-- The moderation queue, and the tribes an ad is in (ad detail, vote triggers).
create index tribe_ads_queue_idx on tribe_ads (tribe_id, status, created_at desc);
create index tribe_ads_ad_idx on tribe_ads (ad_id);

create table tribe_moderation_log (
  id bigint generated always as identity primary key,
  tribe_id bigint not null references tribes (id) on delete cascade,
  actor_id bigint references users (id) on delete set null,
  action text not null check (action in (
    'approve_member', 'reject_member', 'ban_member', 'unban_member', 'remove_member', 'promote_member',
    'demote_member', 'transfer_ownership', 'approve_ad', 'reject_ad', 'remove_ad', 'pin_ad', 'unpin_ad',
    'create_invitation', 'revoke_invitation', 'update_tribe')),
  target_user_id bigint references users (id) on delete set null,
  target_ad_id bigint references ads (id) on delete set null,
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index tribe_moderation_log_idx on tribe_moderation_log (tribe_id, created_at desc, id desc);

-- Invitations belong to a tribe now: uses are counted, a limit and a revocation may end them.
-- No tribe existed before this migration, so any tribe_id already there points nowhere.
update invitations set tribe_id = null where tribe_id is not null;
alter table invitations
  add constraint invitations_tribe_fk foreign key (tribe_id) references tribes (id) on delete cascade,
  add column max_uses integer check (max_uses is null or max_uses > 0),
  add column uses integer not null default 0,
  add column revoked_at timestamptz;
create index invitations_tribe_idx on invitations (tribe_id, created_at desc);

-- Votes are read by voter when a membership changes.
create index ad_votes_user_idx on ad_votes (user_id, ad_id);

-- member_count follows the active memberships.
create or replace function tribe_members_count() returns trigger language plpgsql as $$
declare
  delta integer := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'active' then delta := delta - 1; end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'active' then delta := delta + 1; end if;
  if delta <> 0 then
    update tribes set member_count = member_count + delta
      where id = (case when tg_op = 'DELETE' then old.tribe_id else new.tribe_id end);
  end if;
  return null;
end
$$;
create trigger tribe_members_count after insert or update of status or delete on tribe_members
  for each row execute function tribe_members_count();

-- A tribe-ad link's score: the votes on the ad by the tribe's active members.
create or replace function tribe_ad_score(p_tribe bigint, p_ad bigint) returns integer
  language sql stable as $$
  select coalesce(sum(v.value), 0)::int from ad_votes v
    join tribe_members m on m.tribe_id = p_tribe and m.user_id = v.user_id and m.status = 'active'
   where v.ad_id = p_ad
$$;

create or replace function tribe_ads_score_new() returns trigger language plpgsql as $$
begin
  new.score := tribe_ad_score(new.tribe_id, new.ad_id);
  return new;
end
$$;
create trigger tribe_ads_score_new before insert on tribe_ads
  for each row execute function tribe_ads_score_new();

-- A vote cast, changed or withdrawn rescores the ad in every tribe it is in.
create or replace function ad_votes_rescore_tribes() returns trigger language plpgsql as $$
declare
  ad bigint := case when tg_op = 'DELETE' then old.ad_id else new.ad_id end;
begin
  update tribe_ads set score = tribe_ad_score(tribe_id, ad_id) where ad_id = ad;
  return null;
end
$$;
create trigger ad_votes_rescore_tribes after insert or update or delete on ad_votes
  for each row execute function ad_votes_rescore_tribes();

-- A member who joins or leaves brings or takes their votes on the tribe's ads.
create or replace function tribe_members_rescore() returns trigger language plpgsql as $$
declare
  t bigint := case when tg_op = 'DELETE' then old.tribe_id else new.tribe_id end;
  u bigint := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
  update tribe_ads set score = tribe_ad_score(tribe_id, ad_id)
   where tribe_id = t and ad_id in (select v.ad_id from ad_votes v where v.user_id = u);
  return null;
end
$$;
create trigger tribe_members_rescore after insert or update of status or delete on tribe_members
  for each row execute function tribe_members_rescore();
