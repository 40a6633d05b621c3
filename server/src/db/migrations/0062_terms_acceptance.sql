-- LGPD: which version of the Termos de Uso and Política de Privacidade a member
-- accepted, and when. Registrations through the product's form (the checkbox is required there)
-- and first Google sign-ins (after the notice beside the button) record the version in force.
-- Accounts created before this column existed keep NULL: nobody recorded their acceptance.
alter table users add column terms_version text;
alter table users add column terms_accepted_at timestamptz;
