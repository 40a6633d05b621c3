-- Refresh tokens rotate on every use (OAuth 2.0 Security BCP): a refresh spends the token and
-- issues its successor in the same family, which keeps the family's absolute 14-day end. A spent
-- token presented again (past a short grace for tabs that raced) revokes the whole family: one of
-- the two holders is a thief, and neither can tell which.
alter table refresh_tokens add column family_id uuid;
update refresh_tokens set family_id = jti;
alter table refresh_tokens alter column family_id set not null;
alter table refresh_tokens add column rotated_at timestamptz;
alter table refresh_tokens add column replaced_by uuid;
create index refresh_tokens_family_idx on refresh_tokens (family_id) where revoked_at is null;
