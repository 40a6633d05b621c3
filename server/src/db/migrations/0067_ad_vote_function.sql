-- A vote in one round trip (bench:load): ad_vote() does what a transaction from the app would do in
-- four (begin, lock the ad's row, vote, commit), with the same rules and order. Inside a plpgsql
-- function each statement reads a fresh snapshot, so the vote statement, which runs after the row
-- lock is granted, sees every vote committed on the ad before it (as the second statement of such
-- a transaction would). Outcomes: 'ok' (score and the member's vote, null when withdrawn),
-- 'not_found' (no such ad, or not active), 'own_ad' (the owner's own ad).

create or replace function ad_vote(p_slug text, p_user_id bigint, p_value smallint)
returns table (outcome text, score integer, vote smallint)
language plpgsql as $$
declare
  v_id bigint;
  v_owner bigint;
  v_status text;
begin
  select a.id, a.owner_id, a.status into v_id, v_owner, v_status from ads a where a.slug = p_slug for update;
  if v_id is null or v_status <> 'active' then
    return query select 'not_found'::text, null::integer, null::smallint;
    return;
  end if;
  if v_owner = p_user_id then
    return query select 'own_ad'::text, null::integer, null::smallint;
    return;
  end if;
  return query
    with old as (
      select v.value from ad_votes v where v.ad_id = v_id and v.user_id = p_user_id
    ),
    withdrawn as (
      delete from ad_votes v where v.ad_id = v_id and v.user_id = p_user_id
        and exists (select 1 from old where old.value = p_value)
      returning v.value
    ),
    cast_vote as (
      insert into ad_votes (ad_id, user_id, value)
      select v_id, p_user_id, p_value
      where not exists (select 1 from old where old.value = p_value)
      on conflict (ad_id, user_id) do update set value = excluded.value, created_at = now()
      returning ad_votes.value
    ),
    new_score as (
      update ads set vote_score = ads.vote_score - coalesce((select old.value from old), 0)
                                               + coalesce((select cast_vote.value from cast_vote), 0)
      where ads.id = v_id returning ads.vote_score
    )
    select 'ok'::text, (select new_score.vote_score from new_score), (select cast_vote.value from cast_vote);
end $$;
