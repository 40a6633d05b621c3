-- Vocabulary of the words in ad titles and category names, for typo tolerance: a mistyped word
-- ("eletrisista") is corrected against this small table with pg_trgm, then searched by full text.
-- Matching trigrams against every ad's text instead is far too slow at 100,000 ads.

create table ad_search_words (
  word text primary key
);
create index ad_search_words_trgm_idx on ad_search_words using gin (word gin_trgm_ops);
-- The per-ad trigram index is replaced by the vocabulary above.
drop index if exists ads_search_trgm_idx;

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
  insert into ad_search_words (word)
    select distinct w
    from regexp_split_to_table(lower(immutable_unaccent(coalesce(new.title, '') || ' ' || coalesce(cat, ''))), '[^a-z0-9]+') w
    where length(w) >= 3
  on conflict do nothing;
  return new;
end
$$;

insert into ad_search_words (word)
  select distinct w
  from ads a join categories c on c.id = a.category_id,
       regexp_split_to_table(lower(immutable_unaccent(a.title || ' ' || c.name)), '[^a-z0-9]+') w
  where length(w) >= 3
on conflict do nothing;
