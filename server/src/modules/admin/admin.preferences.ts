import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { errorResponses } from '../../lib/errors';
import type { App } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';

// A staff member's own choices for the admin area (migration 0073_staff_preferences.sql): which
// columns the sales table shows. Each member reads and writes only theirs.

/** The sales table's columns, as the client's table keys them (src/features/admin/columns.tsx). */
export const SALES_COLUMN_KEYS = [
  'id',
  'created_at',
  'user',
  'ad',
  'plan',
  'method',
  'provider',
  'state',
  'category',
  'status',
  'amount',
] as const;

export const AdminPreferences = Type.Object(
  {
    sales_columns: Type.Union(
      [
        Type.Array(Type.Union(SALES_COLUMN_KEYS.map((k) => Type.Literal(k))), {
          uniqueItems: true,
          maxItems: SALES_COLUMN_KEYS.length,
        }),
        Type.Null(),
      ],
      { description: 'As colunas visíveis da tabela de vendas; null enquanto o membro não escolheu.' },
    ),
  },
  { additionalProperties: false },
);
export type AdminPreferences = Static<typeof AdminPreferences>;

export function createPreferencesRepository(db: Db) {
  return {
    async get(userId: number): Promise<AdminPreferences> {
      const [row] = await rows<{ sales_columns: string[] }>(
        db,
        sql`select sales_columns from staff_preferences where user_id = ${userId}`,
      );
      return { sales_columns: (row?.sales_columns as AdminPreferences['sales_columns']) ?? null };
    },
    async set(userId: number, prefs: AdminPreferences): Promise<AdminPreferences> {
      if (prefs.sales_columns === null) {
        await rows(db, sql`delete from staff_preferences where user_id = ${userId}`);
        return { sales_columns: null };
      }
      const columns = sql`array[${sql.join(
        prefs.sales_columns.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;
      await rows(
        db,
        sql`insert into staff_preferences (user_id, sales_columns) values (${userId}, ${columns})
            on conflict (user_id) do update set sales_columns = excluded.sales_columns, updated_at = now()`,
      );
      return { sales_columns: prefs.sales_columns };
    },
  };
}

/** GET and PUT /api/v1/admin/preferences/: the signed-in staff member's own. */
export function preferencesRoutes(app: App) {
  const repo = createPreferencesRepository(app.db.orm);
  const common = { tags: ['admin'], security: bearerSecurity };
  app.get(
    '/api/v1/admin/preferences/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...common,
        operationId: 'getAdminPreferences',
        summary: 'As escolhas do membro da equipe (colunas da tabela de vendas)',
        response: { 200: AdminPreferences, ...errorResponses(401, 403) },
      },
    },
    async (request) => repo.get(request.user!.id),
  );
  app.put(
    '/api/v1/admin/preferences/',
    {
      onRequest: app.auth.staff,
      schema: {
        ...common,
        operationId: 'updateAdminPreferences',
        summary: 'Guarda as escolhas do membro da equipe',
        body: AdminPreferences,
        response: { 200: AdminPreferences, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.set(request.user!.id, request.body as AdminPreferences),
  );
}
