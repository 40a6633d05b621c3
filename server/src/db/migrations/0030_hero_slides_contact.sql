-- Shell/core: the home page hero carousel and the contact form's messages.

create table hero_slides (
  id serial primary key,
  title text not null,
  subtitle text not null default '',
  image_url text not null default '',
  image_alt text not null default '',
  cta_label text not null default '',
  cta_url text not null default '',
  position integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index hero_slides_active_position_idx on hero_slides (is_active, position, id);

insert into hero_slides (title, subtitle, image_url, image_alt, cta_label, cta_url, position) values
  ('Profissionais de confiança perto de você',
   'Diaristas, pedreiros, eletricistas e muito mais, indicados por quem conhece a sua região.',
   '/hero/servicos.svg',
   'Ilustração de uma casa com ferramentas de diarista, pedreiro e eletricista',
   'Encontrar serviços', '/ads', 10),
  ('Anuncie grátis e seja encontrado pela sua tribo',
   'Publique seu serviço ou produto em minutos, com fotos, e receba contatos pelo WhatsApp.',
   '/hero/anuncie.svg',
   'Ilustração de um celular publicando um anúncio com fotos',
   'Anunciar Grátis', '/ads/create', 20);

create table contact_messages (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  ip text not null default '',
  user_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index contact_messages_created_idx on contact_messages (created_at desc);

-- Carousel settings (autoplay, interval) live in the settings table under hero_carousel, with
-- their defaults in core.service.ts.
