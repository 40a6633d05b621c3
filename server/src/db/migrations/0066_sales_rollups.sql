-- The admin area's totals and reports at 1,000,000 payments (bench:admin): instead of
-- reading every payment of a period, they read two small tables kept by statement triggers on
-- payments, in the same transaction as the change (every writer stays right without knowing):
--   sales_daily      payments and amount per local day (Brasília) and status, plan, method, provider:
--                    the sales table's totals when only those are filtered, the report totals, the
--                    daily series and the monthly report (a year is at most 365 x a few rows);
--   paying_members   each member's first succeeded payment (the monthly "new paying members").

create table sales_daily (
  day date not null,
  status text not null,
  plan_id text not null,
  method text not null,
  provider text not null,
  payments integer not null default 0,
  amount_cents bigint not null default 0,
  primary key (day, status, plan_id, method, provider)
);

insert into sales_daily (day, status, plan_id, method, provider, payments, amount_cents)
  select (created_at at time zone 'America/Sao_Paulo')::date, status, plan_id, method, provider, count(*), sum(amount_cents)
  from payments group by 1, 2, 3, 4, 5;

create or replace function sales_daily_inserted() returns trigger language plpgsql as $$
begin
  insert into sales_daily (day, status, plan_id, method, provider, payments, amount_cents)
    select (created_at at time zone 'America/Sao_Paulo')::date, status, plan_id, method, provider, count(*), sum(amount_cents)
    from new_rows group by 1, 2, 3, 4, 5
  on conflict (day, status, plan_id, method, provider) do update
    set payments = sales_daily.payments + excluded.payments,
        amount_cents = sales_daily.amount_cents + excluded.amount_cents;
  return null;
end $$;

create or replace function sales_daily_deleted() returns trigger language plpgsql as $$
begin
  update sales_daily s set payments = s.payments - d.n, amount_cents = s.amount_cents - d.amount
    from (select (created_at at time zone 'America/Sao_Paulo')::date as day, status, plan_id, method, provider,
                 count(*) as n, sum(amount_cents) as amount
          from old_rows group by 1, 2, 3, 4, 5) d
    where s.day = d.day and s.status = d.status and s.plan_id = d.plan_id and s.method = d.method
      and s.provider = d.provider;
  return null;
end $$;

-- An update moves a payment between keys (pending -> succeeded, succeeded -> refunded): the old
-- key loses it, the new one gains it; updates that change none of the keys add nothing.
create or replace function sales_daily_updated() returns trigger language plpgsql as $$
begin
  insert into sales_daily (day, status, plan_id, method, provider, payments, amount_cents)
    select day, status, plan_id, method, provider, sum(n), sum(amount)
    from (
      select (created_at at time zone 'America/Sao_Paulo')::date as day, status, plan_id, method, provider,
             1 as n, amount_cents::bigint as amount from new_rows
      union all
      select (created_at at time zone 'America/Sao_Paulo')::date, status, plan_id, method, provider,
             -1, -amount_cents::bigint from old_rows
    ) x
    group by 1, 2, 3, 4, 5
    having sum(n) <> 0 or sum(amount) <> 0
  on conflict (day, status, plan_id, method, provider) do update
    set payments = sales_daily.payments + excluded.payments,
        amount_cents = sales_daily.amount_cents + excluded.amount_cents;
  return null;
end $$;

create trigger payments_sales_daily_insert after insert on payments
  referencing new table as new_rows for each statement execute function sales_daily_inserted();
create trigger payments_sales_daily_update after update on payments
  referencing old table as old_rows new table as new_rows for each statement execute function sales_daily_updated();
create trigger payments_sales_daily_delete after delete on payments
  referencing old table as old_rows for each statement execute function sales_daily_deleted();

create table paying_members (
  user_id bigint primary key references users (id) on delete cascade,
  first_paid_at timestamptz not null
);
create index paying_members_first_paid_idx on paying_members (first_paid_at);

insert into paying_members (user_id, first_paid_at)
  select user_id, min(created_at) from payments where status = 'succeeded' group by user_id;

-- The members a statement touched get their first succeeded payment read again (from
-- payments_user_paid_idx, migration 0065); a member with none left leaves the table.
create or replace function paying_members_refresh(ids bigint[]) returns void language sql as $$
  insert into paying_members (user_id, first_paid_at)
    select p.user_id, min(p.created_at) from payments p
    where p.status = 'succeeded' and p.user_id = any (ids) group by p.user_id
  on conflict (user_id) do update set first_paid_at = excluded.first_paid_at;
  delete from paying_members m where m.user_id = any (ids)
    and not exists (select 1 from payments p where p.user_id = m.user_id and p.status = 'succeeded');
$$;

create or replace function paying_members_inserted() returns trigger language plpgsql as $$
begin
  perform paying_members_refresh(array(select distinct user_id from new_rows where status = 'succeeded'));
  return null;
end $$;
create or replace function paying_members_updated() returns trigger language plpgsql as $$
begin
  perform paying_members_refresh(array(
    select n.user_id from new_rows n join old_rows o on o.id = n.id
    where (n.status = 'succeeded') <> (o.status = 'succeeded') or n.created_at <> o.created_at
       or n.user_id <> o.user_id
    union select o.user_id from new_rows n join old_rows o on o.id = n.id where n.user_id <> o.user_id));
  return null;
end $$;
create or replace function paying_members_deleted() returns trigger language plpgsql as $$
begin
  perform paying_members_refresh(array(select distinct user_id from old_rows where status = 'succeeded'));
  return null;
end $$;

create trigger payments_paying_members_insert after insert on payments
  referencing new table as new_rows for each statement execute function paying_members_inserted();
create trigger payments_paying_members_update after update on payments
  referencing old table as old_rows new table as new_rows for each statement execute function paying_members_updated();
create trigger payments_paying_members_delete after delete on payments
  referencing old table as old_rows for each statement execute function paying_members_deleted();
