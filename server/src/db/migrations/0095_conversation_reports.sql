-- A participant reports a conversation (modules/reports): the case names the conversation and the
-- member reported (the reporter's other side), so the staff read that conversation, and only a
-- reported one, and may suspend that member. Each side reporting the other opens its own case.
alter table report_cases
  add column conversation_id bigint references conversations (id) on delete cascade,
  add constraint report_cases_conversation_check
    check (conversation_id is null or (ad_id is null and reported_user_id is not null));

-- A profile's open case and a conversation's are different cases of the same member.
drop index report_cases_open_user_idx;
create unique index report_cases_open_user_idx on report_cases (reported_user_id)
  where status = 'open' and reported_user_id is not null and conversation_id is null;
create unique index report_cases_open_conversation_idx on report_cases (conversation_id, reported_user_id)
  where status = 'open' and conversation_id is not null;
