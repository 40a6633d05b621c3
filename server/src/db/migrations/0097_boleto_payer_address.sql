-- A boleto payer's address (modules/payments), as the payment form gives it and the checks leave
-- it (shared/payerAddress.ts: postal_code, street, number, complement, neighborhood, city, state):
-- Stripe registers the boleto with it as the billing address, and the test boleto prints it.
alter table payments add column payer_address jsonb;
