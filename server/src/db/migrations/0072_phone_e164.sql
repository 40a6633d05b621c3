-- Phone and WhatsApp numbers in E.164 (+55, the DDD, the number), as the users and ads modules
-- write them (server/src/lib/phone.ts has the same rule): "(11) 98765-4321", "11987654321",
-- "011 98765-4321" and "5511987654321" become "+5511987654321". A number that is not a Brazilian
-- one stays as it was typed, so that nothing is lost; the SPA shows such a number unformatted.

create function pg_temp.phone_e164(typed text) returns text language sql immutable as $$
  select case
    when n ~ '^[1-9]{2}(9[0-9]{8}|[2-8][0-9]{7})$' and not (btrim(typed) like '+%' and d !~ '^55') then '+55' || n
    else typed
  end
  from (select d, case when length(d) >= 12 and d like '55%' then substr(d, 3) else regexp_replace(d, '^0', '') end as n
        from (select regexp_replace(typed, '[^0-9]', '', 'g') as d) digits) national
$$;

update users set phone = pg_temp.phone_e164(phone) where phone <> '' and phone !~ '^\+55[0-9]{10,11}$';
update users set whatsapp = pg_temp.phone_e164(whatsapp) where whatsapp <> '' and whatsapp !~ '^\+55[0-9]{10,11}$';
update ads set contact_phone = pg_temp.phone_e164(contact_phone)
  where contact_phone <> '' and contact_phone !~ '^\+55[0-9]{10,11}$';
update ads set contact_whatsapp = pg_temp.phone_e164(contact_whatsapp)
  where contact_whatsapp <> '' and contact_whatsapp !~ '^\+55[0-9]{10,11}$';

drop function pg_temp.phone_e164(text);
