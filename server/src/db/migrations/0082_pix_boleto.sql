-- Pix and boleto payments (modules/payments): what the member needs to pay one while it waits
-- (the "copia e cola" code, the linha digitável, the printable boleto), when it expires, and the
-- boleto's payer as given. The QR code and the barcode are drawn from the code and the line.
alter table payments
  add column pix_copy_paste text,
  add column boleto_line text check (boleto_line ~ '^\d{47}$'),
  -- Stripe's hosted voucher; null for the local provider, whose page is found by voucher_token
  add column boleto_voucher_url text,
  -- the secret part of the local printable boleto's address (whoever has the link sees the boleto)
  add column voucher_token text unique,
  add column payer_name text,
  add column payer_tax_id text,
  -- when the Pix code or the boleto stops being payable (payments.expireCharges cancels it then)
  add column expires_at timestamptz;

-- The open payment is one per ad, plan and method: asking again for a Pix returns the same code,
-- while a card payment of the same plan is a separate attempt.
drop index payments_open_idx;
create unique index payments_open_idx on payments (ad_id, plan_id, method) where status in ('pending', 'processing');
-- The expiry job reads the waiting Pix and boletos by their end.
create index payments_expiring_idx on payments (expires_at) where status = 'pending' and expires_at is not null;
