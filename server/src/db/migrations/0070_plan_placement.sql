-- Where a plan puts a highlighted ad among the other highlighted ads (the plan cards' promises):
-- 2 "Topo da busca e das tribos" (Premium), 1 "Entre os primeiros resultados" (Destaque), 0 no
-- boost (Grátis). Listings, text searches and tribe walls order highlighted ads by it, then by the
-- order the visitor chose (without it, Premium and Destaque 30 would give the same places).
alter table plans add column placement smallint not null default 0 check (placement between 0 and 2);
update plans set placement = 1 where id in ('destaque-7', 'destaque-30');
update plans set placement = 2 where id = 'premium-30';
