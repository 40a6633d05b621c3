-- The staff manage the home page carousel (/admin/hero-carousel).
-- starts_at/ends_at: the slide's window (either may be open); the public list shows a slide only
-- when it is active and now() is inside its window.
-- image_mobile_url: the phone picture (square-ish); empty = phones show image_url.
-- image_key/image_mobile_key: the uploaded files under MEDIA_DIR (e.g. "hero/<uuid>-1600x600.webp"),
-- null for pictures that are not uploads (the seeded /hero/*.svg): deleting a slide removes the
-- files of its keys, and the media janitor keeps the files they name.

alter table hero_slides
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add column image_mobile_url text not null default '',
  add column image_key text,
  add column image_mobile_key text,
  add constraint hero_slides_window_check check (starts_at is null or ends_at is null or ends_at > starts_at);
