-- Ads: the marketplace's listings, their images, votes, favourites and view de-duplication.

create table ads (
  id bigint generated always as identity primary key,
  -- from the title plus a short random suffix; the lookup key in routes (/ads/{slug})
  slug text not null unique,
  owner_id bigint not null references users (id) on delete cascade,
  category_id integer not null references categories (id),
  title text not null check (char_length(title) between 5 and 120),
  description text not null check (char_length(description) between 20 and 5000),
  -- null means "a combinar"
  price_cents bigint check (price_cents is null or price_cents >= 0),
  price_type text not null default 'fixed'
    check (price_type in ('fixed', 'per_hour', 'per_service', 'negotiable')),
  is_service boolean not null default true,
  state_code char(2) not null references states (code),
  city text not null,
  neighbourhood text not null default '',
  contact_whatsapp text not null default '',
  show_whatsapp boolean not null default true,
  contact_phone text not null default '',
  show_phone boolean not null default false,
  status text not null default 'active' check (status in ('active', 'paused', 'expired', 'removed')),
  -- plans arrive later; the columns are here so listing can already put highlighted ads first
  plan text not null default 'free',
  highlighted_until timestamptz,
  published_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '30 days',
  views integer not null default 0,
  vote_score integer not null default 0,
  -- kept by the trigger below: weighted full-text document and the text for typo tolerance
  search_vector tsvector not null default ''::tsvector,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index ads_search_idx on ads using gin (search_vector);
create index ads_search_trgm_idx on ads using gin (search_text gin_trgm_ops);
create index ads_owner_idx on ads (owner_id, created_at desc);
create index ads_active_created_idx on ads (created_at desc) where status = 'active';
create index ads_active_state_idx on ads (state_code, created_at desc) where status = 'active';
create index ads_active_category_idx on ads (category_id, created_at desc) where status = 'active';
create index ads_active_price_idx on ads (price_cents) where status = 'active';
create index ads_active_votes_idx on ads (vote_score desc, created_at desc) where status = 'active';
create index ads_highlighted_idx on ads (highlighted_until) where highlighted_until is not null;
create index ads_expiry_idx on ads (expires_at) where status = 'active';

-- Title weighs most, then the category name, the description and the city (A > B > C > D).
-- The category lives in another table, so a generated column cannot see it: a trigger can.
create or replace function ads_search_refresh() returns trigger language plpgsql as $$
declare
  cat text;
begin
  select name into cat from categories where id = new.category_id;
  new.search_vector :=
    setweight(to_tsvector('pt_unaccent', coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('pt_unaccent', coalesce(cat, '')), 'B') ||
    setweight(to_tsvector('pt_unaccent', coalesce(new.description, '')), 'C') ||
    setweight(to_tsvector('pt_unaccent', coalesce(new.city, '') || ' ' || coalesce(new.neighbourhood, '')), 'D');
  new.search_text := lower(immutable_unaccent(coalesce(new.title, '') || ' ' || coalesce(cat, '') || ' ' || coalesce(new.city, '')));
  return new;
end
$$;

create trigger ads_search_refresh
  before insert or update of title, description, category_id, city, neighbourhood on ads
  for each row execute function ads_search_refresh();

create table ad_images (
  id bigint generated always as identity primary key,
  ad_id bigint not null references ads (id) on delete cascade,
  position integer not null default 0,
  -- the browser's id for an image sent in new_ad_images_metadata_json
  client_id text,
  alt text not null default '',
  -- {"320": "/media/ads/…-320.webp", "800": …, "1600": …}; null until the file arrives
  variants jsonb,
  width integer,
  height integer,
  -- tiny WebP as a data: URI, shown blurred while the real image loads
  blur text,
  created_at timestamptz not null default now()
);
create index ad_images_ad_idx on ad_images (ad_id, position, id);

create table ad_votes (
  ad_id bigint not null references ads (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  value smallint not null check (value in (-1, 1)),
  created_at timestamptz not null default now(),
  primary key (ad_id, user_id)
);

create table ad_favorites (
  user_id bigint not null references users (id) on delete cascade,
  ad_id bigint not null references ads (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, ad_id)
);
create index ad_favorites_ad_idx on ad_favorites (ad_id);

-- One counted view per viewer (user id or address) per ad per hour.
create table ad_views (
  ad_id bigint not null references ads (id) on delete cascade,
  viewer text not null,
  seen_at timestamptz not null default now(),
  primary key (ad_id, viewer)
);
