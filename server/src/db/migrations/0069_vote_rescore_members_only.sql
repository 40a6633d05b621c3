-- A vote counts in a tribe's score only when the voter is an active member of that tribe
-- (tribe_ad_score), so ad_votes_rescore_tribes rescores only the tribes the voter is an active
-- member of; the others' score does not depend on this vote. Rewriting every tribe_ads row of the
-- ad is never a HOT update (score is in the feed's index): in bench:load's mix it took a third of a
-- vote's time in PostgreSQL for rows whose score could not change.
create or replace function ad_votes_rescore_tribes() returns trigger language plpgsql as $$
declare
  ad bigint := case when tg_op = 'DELETE' then old.ad_id else new.ad_id end;
  voter bigint := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  update tribe_ads t set score = tribe_ad_score(t.tribe_id, t.ad_id)
   where t.ad_id = ad
     and exists (
       select 1 from tribe_members m
        where m.tribe_id = t.tribe_id and m.user_id = voter and m.status = 'active'
     );
  -- An update that moved a vote to another user or ad (not done by the app) rescores both sides.
  if tg_op = 'UPDATE' and (old.user_id, old.ad_id) is distinct from (new.user_id, new.ad_id) then
    update tribe_ads t set score = tribe_ad_score(t.tribe_id, t.ad_id)
     where t.ad_id = old.ad_id
       and exists (
         select 1 from tribe_members m
          where m.tribe_id = t.tribe_id and m.user_id = old.user_id and m.status = 'active'
       );
  end if;
  return null;
end
$$;
