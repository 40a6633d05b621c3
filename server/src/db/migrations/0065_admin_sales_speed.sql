-- bench:admin at 1,000,000 payments: the monthly report asks, for each member who paid in
-- the year, whether they had paid before it; this answers from the index alone.
create index payments_user_paid_idx on payments (user_id, created_at) where status = 'succeeded';
-- The sales table sorted by amount (either way) walks this index under a period filter instead of
-- sorting the period's payments.
create index payments_amount_idx on payments (amount_cents, id);
-- The sales table's member search (part of a user name or e-mail, `like '%...%'`) finds the members
-- first, then their payments.
create index users_username_trgm_idx on users using gin (lower(username) gin_trgm_ops);
create index users_email_trgm_idx on users using gin (lower(email) gin_trgm_ops);
-- A page of one status or plan, newest first, is read from the index alone (the id is in it): no
-- heap visit for the rows an offset skips.
drop index payments_status_created_idx;
create index payments_status_created_idx on payments (status, created_at, id);
drop index payments_plan_created_idx;
create index payments_plan_created_idx on payments (plan_id, created_at, id);
