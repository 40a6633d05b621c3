-- Room on every page for the frequent small updates to stay HOT (heap-only: no index touched).
-- A vote rewrites ads.vote_score and its ad_search copy, a visit ads.views, the expiry and highlight
-- jobs their dates. With full pages (fillfactor 100) each such update moves the row to another page
-- and inserts into every index of the table, including ad_search's GIN index of the whole document
-- (fastupdate off). ad_search has no index on those columns, so with room on the page a vote there
-- touches no index at all. Pages written from now on keep the room; existing ones gain it as
-- autovacuum and updates rewrite them.
alter table ad_search set (fillfactor = 70);
alter table ads set (fillfactor = 85);
