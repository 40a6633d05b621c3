-- The sales table filtered by a status or a payment method and sorted by amount (either way)
-- walks that status's or method's payments in amount order. On 1,000,000 payments the amount
-- index alone skipped hundreds of thousands of rows of other statuses or methods before the first
-- page (Pix payments are rarely the cheapest plan): 80-280 ms cold, at most 45 ms with these.
create index payments_status_amount_idx on payments (status, amount_cents, id);
create index payments_method_amount_idx on payments (method, amount_cents, id);
-- Sorted by member under a status filter: each member's payments of that status (and period),
-- newest first, instead of all their payments read and filtered (46 ms for refunds; 5 ms).
create index payments_user_status_idx on payments (user_id, status, created_at desc, id desc);
