-- Rate-limit counters (sign-in, registration, password reset, contact form...), shared by every
-- server process on the database and kept across restarts. One row per limited key (an HMAC-SHA-256,
-- keyed with the server secret, of route + client address or e-mail): the window opens at the first hit and closes at
-- reset_at; the next hit after that starts a new window. Closed windows are swept periodically.

create table rate_limit_hits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index rate_limit_hits_reset_idx on rate_limit_hits (reset_at);
