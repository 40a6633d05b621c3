import { Type, type Static } from '@sinclair/typebox';

export const Category = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    icon: Type.String({ description: 'Nome do ícone (@ant-design/icons) ou emoji.' }),
    position: Type.Integer(),
    is_service: Type.Boolean({ description: 'true para serviços, false para produtos.' }),
    description: Type.String(),
    ad_count: Type.Integer({ minimum: 0, description: 'Anúncios ativos (publicados e no prazo) na categoria.' }),
  },
  { title: 'Category' },
);
export type Category = Static<typeof Category>;

export const CategoryList = Type.Array(Category, { title: 'CategoryList' });
