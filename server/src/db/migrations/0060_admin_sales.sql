-- The admin area's sales tables and reports (modules/admin).
-- How a payment was paid: the reports break revenue down by it. The local test provider and Stripe's
-- card element pay by card; pix and boleto appear in the demo data and in Stripe's other methods.
alter table payments add column method text not null default 'card'
  check (method in ('card', 'pix', 'boleto'));

-- The sales table pages by date (newest first) under any filter; the reports read the succeeded
-- payments by date. Both walk these indexes instead of sorting every payment.
create index payments_created_idx on payments (created_at desc, id desc);
create index payments_status_created_idx on payments (status, created_at);
create index payments_plan_created_idx on payments (plan_id, created_at);
