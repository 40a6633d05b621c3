-- Accounts: a per-user session generation. Every access token carries the value it was issued
-- under (claim "ver"); a password change, a password reset or a take-over of an unverified
-- e-mail increments it, so every access token issued before stops working at once (refresh
-- tokens are revoked by row). A counter, not a timestamp: a JWT's iat has one-second resolution,
-- and the tokens issued right after the change (in the same second) must keep working.
alter table users add column token_version integer not null default 0;
