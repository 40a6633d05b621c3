import { Type, type Static } from '@sinclair/typebox';

export const Plan = Type.Object(
  {
    id: Type.String({ description: 'Chave estável do plano (free, destaque-7, destaque-30, premium-30).' }),
    name: Type.String(),
    description: Type.String(),
    price_cents: Type.Integer({ description: 'Preço em centavos (0 = grátis).' }),
    currency: Type.String({ description: 'ISO 4217, sempre BRL.' }),
    duration_days: Type.Integer({ description: 'Dias de destaque (0 no plano grátis).' }),
    benefits: Type.Array(Type.String(), { description: 'O que o plano oferece, em frases para os cartões.' }),
    badge: Type.Boolean({ description: 'Selo "Destaque" no anúncio.' }),
    top_of_search: Type.Boolean({ description: 'Primeiros lugares em /ads e nas tribos.' }),
    home_showcase: Type.Boolean({ description: 'Vitrine de destaques da página inicial.' }),
  },
  { title: 'Plan' },
);
export type Plan = Static<typeof Plan>;

export const PlanList = Type.Array(Plan, { title: 'PlanList' });
