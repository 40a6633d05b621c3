-- A tribe's feed counts its ads from tribe_ads alone: whether the ad is active is copied onto the
-- link (ad_live), kept by a trigger on ads' status (the expiry job, pausing, renewing, removal), so
-- counting thousands of approved ads is an index-only scan instead of one ads lookup each.
-- (Between an ad's expires_at and the expiry job's next run it is still counted; the page itself
-- checks expires_at.)

alter table tribe_ads add column ad_live boolean not null default true;
update tribe_ads ta set ad_live = (a.status = 'active') from ads a where a.id = ta.ad_id;

drop index tribe_ads_feed_idx;
create index tribe_ads_feed_idx on tribe_ads (tribe_id, pinned desc, score desc, ad_created_at desc, ad_id desc)
  where status = 'approved' and ad_live;

create or replace function tribe_ads_score_new() returns trigger language plpgsql as $$
begin
  new.score := tribe_ad_score(new.tribe_id, new.ad_id);
  new.ad_live := coalesce((select a.status = 'active' from ads a where a.id = new.ad_id), false);
  return new;
end
$$;

create or replace function ads_tribe_liveness() returns trigger language plpgsql as $$
begin
  update tribe_ads set ad_live = (new.status = 'active') where ad_id = new.id;
  return null;
end
$$;
create trigger ads_tribe_liveness after update of status on ads
  for each row when (old.status is distinct from new.status) execute function ads_tribe_liveness();
