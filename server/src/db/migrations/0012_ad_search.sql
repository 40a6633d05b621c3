-- Text search reads a narrow copy of the ACTIVE ads: the weighted document plus the columns that
-- filter and order a search. A broad word ("eletricista") matches thousands of ads and every match
-- is visited to be ranked and counted; visiting rows a third the size of an ad, and never the
-- paused, expired or removed ads (which pile up over the months), makes that pass much cheaper.
-- The ads table does not carry the document, so every other read of an ad is lighter too.

create table ad_search (
  -- the ad's id
  id bigint primary key references ads (id) on delete cascade,
  owner_id bigint not null,
  category_id integer not null,
  state_code char(2) not null,
  is_service boolean not null,
  price_cents bigint,
  vote_score integer not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  highlighted_until timestamptz,
  search_vector tsvector not null
);
-- fastupdate off: a search never scans a pending list of recent entries (ads are written rarely and
-- searched all the time, so each write pays for its own index entries).
create index ad_search_vector_idx on ad_search using gin (search_vector) with (fastupdate = off);

-- Title weighs most, then the category name, the description and the place (A > B > C > D); the
-- place includes the state's code, so "diarista sp" finds the diaristas of São Paulo state.
create or replace function ad_search_document(title text, category_id integer, description text, city text,
                                              neighbourhood text, state_code text) returns tsvector
language sql stable as $$
  select setweight(to_tsvector('pt_unaccent', coalesce(title, '')), 'A') ||
         setweight(to_tsvector('pt_unaccent', coalesce((select name from categories where id = category_id), '')), 'B') ||
         setweight(to_tsvector('pt_unaccent', coalesce(description, '')), 'C') ||
         setweight(to_tsvector('pt_unaccent', coalesce(city, '') || ' ' || coalesce(neighbourhood, '') || ' ' ||
                                              coalesce(state_code, '')), 'D')
$$;

-- Keeps ad_search and the typo vocabulary (ad_search_words) in step with ads, in the same transaction.
create or replace function ad_search_sync() returns trigger language plpgsql as $$
begin
  if new.status <> 'active' then
    delete from ad_search where id = new.id;
    return null;
  end if;
  -- Only scalar columns changed (a vote, a renewal, a highlight): the document stays as it is.
  if tg_op = 'UPDATE' and old.status = 'active'
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

drop trigger if exists ads_search_refresh on ads;
drop function if exists ads_search_refresh();

create trigger ad_search_sync
  after insert or update of status, owner_id, category_id, state_code, is_service, price_cents, vote_score,
    created_at, expires_at, highlighted_until, title, description, city, neighbourhood on ads
  for each row execute function ad_search_sync();

insert into ad_search (id, owner_id, category_id, state_code, is_service, price_cents, vote_score, created_at,
                       expires_at, highlighted_until, search_vector)
  select id, owner_id, category_id, state_code, is_service, price_cents, vote_score, created_at, expires_at,
         highlighted_until, ad_search_document(title, category_id, description, city, neighbourhood, state_code)
  from ads where status = 'active';

-- A category's name is part of its ads' documents and of the vocabulary: a rename refreshes both.
create or replace function ad_search_category_renamed() returns trigger language plpgsql as $$
begin
  update ad_search s
     set search_vector = ad_search_document(a.title, a.category_id, a.description, a.city, a.neighbourhood,
                                            a.state_code)
    from ads a
   where a.id = s.id and a.category_id = new.id;
  insert into ad_search_words (word)
    select distinct w from regexp_split_to_table(lower(immutable_unaccent(new.name)), '[^a-z0-9]+') w
    where length(w) >= 3
  on conflict do nothing;
  return null;
end
$$;

create trigger ad_search_category_renamed
  after update of name on categories
  for each row when (old.name is distinct from new.name)
  execute function ad_search_category_renamed();

alter table ads drop column search_vector, drop column search_text;
