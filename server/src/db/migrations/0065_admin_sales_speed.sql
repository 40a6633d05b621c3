-- bench:admin at 1,000,000 payments (issue 16): the monthly report asks, for each member who paid in
-- the year, whether they had paid before it; this answers from the index alone.
create index payments_user_paid_idx on payments (user_id, created_at) where status = 'succeeded';
