-- Plans and payments: what a highlight costs, each attempt to pay for one, and every
-- provider event received, keyed by the provider's event id so that a redelivered event is
-- recognised and ignored in the same transaction that would have applied it.

create table plans (
  -- stable key, also stored in ads.plan: free, destaque-7, destaque-30, premium-30
  id text primary key check (id ~ '^[a-z0-9-]{2,40}$'),
  name text not null,
  description text not null default '',
  -- centavos; 0 is the free plan
  price_cents integer not null check (price_cents >= 0),
  currency char(3) not null default 'BRL',
  duration_days integer not null default 0 check (duration_days >= 0),
  -- what the plan gives, as shown on the plan cards (pt-BR sentences)
  benefits jsonb not null default '[]'::jsonb,
  -- what the plan does: the highlighted badge, first places in /ads and tribe feeds, the home showcase
  badge boolean not null default false,
  top_of_search boolean not null default false,
  home_showcase boolean not null default false,
  position integer not null default 0,
  -- staff retire a plan instead of deleting it (payments keep pointing at it)
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into plans (id, name, description, price_cents, duration_days, benefits, badge, top_of_search, home_showcase, position)
values
  ('free', 'Grátis', 'Seu anúncio publicado por 30 dias, sem custo.', 0, 0,
   '["Anúncio publicado por 30 dias", "Aparece nas buscas e na sua tribo"]', false, false, false, 0),
  ('destaque-7', 'Destaque 7 dias', 'Mais visibilidade por uma semana.', 1990, 7,
   '["Selo \"Destaque\" no anúncio", "Entre os primeiros resultados da busca e das tribos", "Vitrine de destaques da página inicial"]',
   true, true, true, 1),
  ('destaque-30', 'Destaque 30 dias', 'Mais visibilidade por um mês inteiro.', 4990, 30,
   '["Selo \"Destaque\" no anúncio", "Entre os primeiros resultados da busca e das tribos", "Vitrine de destaques da página inicial"]',
   true, true, true, 2),
  ('premium-30', 'Premium 30 dias', 'O máximo de visibilidade por 30 dias.', 8990, 30,
   '["Selo \"Destaque\" no anúncio", "Topo da busca e das tribos", "Vitrine de destaques da página inicial"]',
   true, true, true, 3);

create table payments (
  id bigint generated always as identity primary key,
  ad_id bigint not null references ads (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  plan_id text not null references plans (id),
  -- copied from the plan when the payment is created: a later price change never touches it
  amount_cents integer not null check (amount_cents > 0),
  currency char(3) not null,
  duration_days integer not null check (duration_days > 0),
  provider text not null check (provider in ('stripe', 'local')),
  -- the PaymentIntent id (pi_...); null until the provider answered
  provider_payment_id text unique,
  client_secret text,
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded')),
  failure_message text,
  -- the end of the highlight this payment bought (set on success)
  highlighted_until timestamptz,
  succeeded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_user_idx on payments (user_id, created_at desc, id desc);
create index payments_ad_idx on payments (ad_id);
-- At most one open payment per ad and plan: pressing "pagar" twice, or two tabs, reuse it.
create unique index payments_open_idx on payments (ad_id, plan_id) where status in ('pending', 'processing');

create table payment_events (
  -- the provider's event id (evt_...); a redelivery hits this key and changes nothing
  id text primary key,
  provider text not null,
  type text not null,
  payment_id bigint references payments (id) on delete set null,
  -- what the event did: applied, ignored (status would move backwards), unknown_payment, unhandled
  outcome text not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);
create index payment_events_payment_idx on payment_events (payment_id);
