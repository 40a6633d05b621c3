-- Accounts: users and their server-side refresh tokens (revocable by jti).

create table users (
  id bigint generated always as identity primary key,
  username text not null,
  email text not null,
  -- null for accounts created through Google that never set a password
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  avatar text,
  bio text not null default '',
  phone text not null default '',
  whatsapp text not null default '',
  show_email boolean not null default false,
  show_phone boolean not null default false,
  show_whatsapp boolean not null default false,
  state_code char(2) references states (code),
  city text not null default '',
  is_active boolean not null default true,
  is_staff boolean not null default false,
  is_superuser boolean not null default false,
  email_verified boolean not null default false,
  google_sub text unique,
  date_joined timestamptz not null default now(),
  last_login timestamptz,
  password_changed_at timestamptz not null default now()
);
-- Unique ignoring case: "Maria" and "maria" are the same account name.
create unique index users_username_lower_key on users (lower(username));
create unique index users_email_lower_key on users (lower(email));

create table refresh_tokens (
  jti uuid primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index refresh_tokens_user_idx on refresh_tokens (user_id) where revoked_at is null;
