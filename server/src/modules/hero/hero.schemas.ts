import { Type, type Static } from '@sinclair/typebox';

export const HeroSlide = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    image_url: Type.String({ description: 'Absoluta (http/https) ou relativa à origem da API.' }),
    image_alt: Type.String(),
    cta_label: Type.String({ description: 'Texto do botão; vazio = sem botão.' }),
    cta_url: Type.String(),
    position: Type.Integer(),
  },
  { title: 'HeroSlide' },
);
export type HeroSlide = Static<typeof HeroSlide>;

export const HeroSlideList = Type.Array(HeroSlide, { title: 'HeroSlideList' });
