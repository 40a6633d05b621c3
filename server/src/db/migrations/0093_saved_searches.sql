-- Saved searches with alerts (modules/savedSearches). A member keeps up to 50 searches of /ads;
-- every ad that becomes visible is matched against all of them by a background job, which records
-- the match once per (search, ad), notifies instant alerts and leaves the daily ones to the digest.

create table saved_searches (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  -- the parameters of GET /api/v1/ads/ads/ as the member saved them (no paging)
  query jsonb not null,
  alert text not null default 'none' check (alert in ('none', 'instant', 'daily')),
  -- The query's filters as columns (null: no such filter), so that one statement matches a new ad
  -- against every search with the listing's own clauses (ads.sql.ts storedSearchMatches).
  state_code char(2),
  category_id integer,
  is_service boolean,
  min_price_cents bigint,
  max_price_cents bigint,
  owner_username text,
  tribe_slug text,
  -- the typed text as /ads reads it (ads.search.ts parseSearch), parsed once here
  tsq tsquery,
  -- when the member last opened it: "new" ads are those matched after
  seen_at timestamptz not null default now(),
  -- the Brasília day of the last daily e-mail
  digest_on date,
  created_at timestamptz not null default now()
);
create index saved_searches_user_idx on saved_searches (user_id, created_at desc, id desc);

-- Matching one ad against every search reads only the searches it could match, through one index:
-- each search has a key that any ad it matches must have: its state ('--' for the whole country)
-- and, for a text search, a word its tsquery requires (its first whole word 't:<lexeme>', else its
-- prefix 'p:<prefix>'); for a search without text, its category ('c:<id>'); with neither (a price,
-- a type), '*'. An ad offers, for its state and for '--', '*', its category's key, each of its
-- lexemes and every prefix of them (ad_match_keys); the search's own clauses then decide, as /ads
-- would.
create or replace function saved_search_key(q tsquery, category_id integer) returns text
language sql immutable as $$
  select case
    when q is null then case when category_id is null then '*' else 'c:' || category_id end
    when q::text ~ '[|!<]' then '*'
    else coalesce(
      (select 't:' || m[1] from regexp_matches(q::text, '''((?:[^'']|'''')+)''(?!:)', 'g') m limit 1),
      (select 'p:' || m[1] from regexp_matches(q::text, '''((?:[^'']|'''')+)'':\*', 'g') m limit 1),
      '*')
  end
$$;

create or replace function ad_match_keys(v tsvector, category_id integer, state_code text) returns text[]
language sql immutable as $$
  select array(
    select st || '|' || k
      from unnest(array[state_code, '--']) st,
           unnest(array['*', 'c:' || category_id]
                  || array(select 't:' || l from unnest(tsvector_to_array(v)) l)
                  || array(select distinct 'p:' || left(l, n)
                             from unnest(tsvector_to_array(v)) l, generate_series(1, length(l)) n)) k)
$$;

alter table saved_searches add column match_key text
  generated always as (coalesce(state_code, '--') || '|' || saved_search_key(tsq, category_id)) stored;
create index saved_searches_match_key_idx on saved_searches (match_key);

-- The typed words (unaccented, 3 letters or more) for the typo-tolerant match: a search whose words
-- miss an ad by a letter is found through the trigram index, then corrected the way /ads corrects.
-- /ads corrects only words outside the ads' vocabulary (ad_search_words), which only grows: a word
-- known when the search was saved is never corrected, so only the others are indexed.
create table saved_search_words (
  search_id bigint not null references saved_searches (id) on delete cascade,
  word text not null,
  known boolean not null default false,
  primary key (search_id, word)
);
create index saved_search_words_trgm_idx on saved_search_words using gin (word gin_trgm_ops) where not known;

-- One row per (search, ad) ever matched: never notified twice; emailed_at marks the digest's part.
create table saved_search_matches (
  search_id bigint not null references saved_searches (id) on delete cascade,
  ad_id bigint not null references ads (id) on delete cascade,
  created_at timestamptz not null default now(),
  emailed_at timestamptz,
  primary key (search_id, ad_id)
);
create index saved_search_matches_ad_idx on saved_search_matches (ad_id);
create index saved_search_matches_unsent_idx on saved_search_matches (search_id, created_at)
  where emailed_at is null;

-- Ads that became visible and wait for the matching job. Written by the database itself on every
-- way an ad appears (published, resumed, renewed, approved in a tribe), in the transaction that
-- shows it, so no path forgets it and a rolled-back publication queues nothing.
create table saved_search_queue (
  id bigint generated always as identity primary key,
  ad_id bigint not null references ads (id) on delete cascade,
  queued_at timestamptz not null default now()
);

-- ad_search holds exactly the active ads: a row appearing there is an ad becoming visible; an
-- active ad past its date coming back by renewal keeps its row and moves expires_at forward.
create or replace function saved_search_enqueue() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into saved_search_queue (ad_id) values (new.id);
  elsif old.expires_at <= now() and new.expires_at > now() then
    insert into saved_search_queue (ad_id) values (new.id);
  end if;
  return null;
end
$$;

create trigger saved_search_enqueue
  after insert or update of expires_at on ad_search
  for each row execute function saved_search_enqueue();

create or replace function saved_search_enqueue_tribe() returns trigger language plpgsql as $$
begin
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved') then
    insert into saved_search_queue (ad_id) values (new.ad_id);
  end if;
  return null;
end
$$;

create trigger saved_search_enqueue_tribe
  after insert or update of status on tribe_ads
  for each row execute function saved_search_enqueue_tribe();

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check check (
  type in ('AD_PUBLISHED', 'PAYMENT_SUCCESS', 'AD_HIGHLIGHTED', 'AD_EXPIRED', 'PAYMENT_FAILED',
           'SYSTEM_MAINTENANCE', 'GENERAL_ANNOUNCEMENT', 'MODERATION_NOTICE', 'REPORT_RESOLVED',
           'SAVED_SEARCH_MATCH')
);
