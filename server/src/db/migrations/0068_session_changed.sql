-- Every server process keeps the session row of a signed-in member (id, username, is_staff,
-- is_superuser, is_active, token_version) for a moment (plugins/auth.ts; bench:load)
-- instead of reading it before each of their requests. This trigger announces, at commit, each
-- change of those columns and each deletion, with the member's id: every process drops that entry
-- whatever made the write (the API, a job, a later module, SQL by hand), so a deactivated account
-- or a token from before a password change is refused at once, as if the row were read every time.
create or replace function users_session_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_changed', old.id::text);
  return null;
end $$;

create trigger users_session_changed
  after update of is_active, token_version, is_staff, is_superuser, username or delete on users
  for each row execute function users_session_changed();
