-- Foundation: search configuration, reference data (states), categories and global settings.

create extension if not exists unaccent;
create extension if not exists pg_trgm;

-- Accent-insensitive Portuguese full-text search: "eletricista", "Elétricista" and "ELETRICISTA"
-- all reduce to the same lexeme.
create text search configuration pt_unaccent (copy = portuguese);
alter text search configuration pt_unaccent
  alter mapping for hword, hword_part, word with unaccent, portuguese_stem;

-- unaccent() is only STABLE; indexes need an IMMUTABLE wrapper with the dictionary pinned.
create or replace function immutable_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select unaccent('unaccent'::regdictionary, $1) $$;

create table states (
  code char(2) primary key,
  name text not null unique
);

insert into states (code, name) values
  ('AC', 'Acre'), ('AL', 'Alagoas'), ('AP', 'Amapá'), ('AM', 'Amazonas'), ('BA', 'Bahia'),
  ('CE', 'Ceará'), ('DF', 'Distrito Federal'), ('ES', 'Espírito Santo'), ('GO', 'Goiás'),
  ('MA', 'Maranhão'), ('MT', 'Mato Grosso'), ('MS', 'Mato Grosso do Sul'), ('MG', 'Minas Gerais'),
  ('PA', 'Pará'), ('PB', 'Paraíba'), ('PR', 'Paraná'), ('PE', 'Pernambuco'), ('PI', 'Piauí'),
  ('RJ', 'Rio de Janeiro'), ('RN', 'Rio Grande do Norte'), ('RS', 'Rio Grande do Sul'),
  ('RO', 'Rondônia'), ('RR', 'Roraima'), ('SC', 'Santa Catarina'), ('SP', 'São Paulo'),
  ('SE', 'Sergipe'), ('TO', 'Tocantins');

create table categories (
  id serial primary key,
  name text not null,
  slug text not null unique,
  icon text not null default '',
  position integer not null default 0,
  is_service boolean not null default true,
  description text not null default ''
);
create index categories_position_idx on categories (position, name);

create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
