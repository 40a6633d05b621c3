-- Accounts: invitation tokens a registration may carry, and which account redeemed which token.
-- The tribes feature creates invitations (tribe_id then points at the tribe) and adds each
-- pending redemption's user to the tribe, marking it applied.

create table invitations (
  token text primary key,
  created_by bigint references users (id) on delete set null,
  -- no foreign key yet: the tribes table arrives with the tribes feature
  tribe_id bigint,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table invitation_redemptions (
  id bigint generated always as identity primary key,
  token text not null references invitations (token) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- set by the tribes feature once the membership exists
  applied_at timestamptz,
  unique (token, user_id)
);
create index invitation_redemptions_pending_idx on invitation_redemptions (created_at) where applied_at is null;

-- Expired refresh tokens are swept by expiry.
create index refresh_tokens_expires_idx on refresh_tokens (expires_at);
