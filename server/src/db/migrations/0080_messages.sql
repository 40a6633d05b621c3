-- Mensagens: conversations between a buyer and an ad's advertiser, their messages, and blocks.
--
-- A conversation belongs to one (ad, buyer) pair. Each participant has a member row with what is
-- theirs: the other side, the unread counter (the header badge sums it, so GET unread_count reads a
-- handful of rows instead of counting messages), the last activity (the inbox order) and when the
-- unread-messages e-mail last went out. An account's deletion removes its member rows and messages
-- (modules/messages erases them first, with their photos); the other side keeps the conversation,
-- its other_id set to null ("Conta excluída").

create table conversations (
  id bigint generated always as identity primary key,
  -- null when the ad is gone (its owner's account deleted)
  ad_id bigint references ads (id) on delete set null,
  buyer_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index conversations_ad_buyer_idx on conversations (ad_id, buyer_id);

create table conversation_members (
  conversation_id bigint not null references conversations (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  other_id bigint references users (id) on delete set null,
  unread integer not null default 0 check (unread >= 0),
  last_message_at timestamptz not null default now(),
  emailed_at timestamptz,
  primary key (conversation_id, user_id)
);
create index conversation_members_inbox_idx
  on conversation_members (user_id, last_message_at desc, conversation_id desc);
create index conversation_members_unread_idx
  on conversation_members (user_id) include (unread, other_id) where unread > 0;

create table messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references conversations (id) on delete cascade,
  sender_id bigint not null references users (id) on delete cascade,
  text text not null default '' check (char_length(text) <= 2000),
  -- [{"variants": {"320": "/media/ads/…-320.webp", …}, "width": 800, "height": 600}]
  images jsonb not null default '[]'::jsonb,
  flagged boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- when it reached an open notifications stream of the recipient (no e-mail is sent then)
  delivered_at timestamptz
);
create index messages_conversation_idx on messages (conversation_id, id);
create index messages_sender_idx on messages (sender_id);
-- the media janitor's walk over the messages that have photos
create index messages_images_idx on messages (id) where images <> '[]'::jsonb;

create table user_blocks (
  blocker_id bigint not null references users (id) on delete cascade,
  blocked_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index user_blocks_blocked_idx on user_blocks (blocked_id);

-- The unread-messages e-mail's opt-out (on by default).
alter table users add column message_emails boolean not null default true;
