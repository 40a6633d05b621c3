/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['admin'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminSettings: build.query<GetAdminSettingsApiResponse, GetAdminSettingsApiArg>({
        query: () => ({ url: `/api/v1/admin/settings/` }),
        providesTags: ['admin'],
      }),
      updateAdminSettings: build.mutation<UpdateAdminSettingsApiResponse, UpdateAdminSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/v1/admin/settings/`, method: 'PATCH', body: queryArg.settingsUpdate }),
        invalidatesTags: ['admin'],
      }),
      getAdminDashboard: build.query<GetAdminDashboardApiResponse, GetAdminDashboardApiArg>({
        query: () => ({ url: `/api/v1/admin/dashboard/` }),
        providesTags: ['admin'],
      }),
      listAdminSales: build.query<ListAdminSalesApiResponse, ListAdminSalesApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/sales/`,
          params: {
            period: queryArg.period,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
            status: queryArg.status,
            plan: queryArg.plan,
            provider: queryArg.provider,
            method: queryArg.method,
            state: queryArg.state,
            search: queryArg.search,
            min_amount: queryArg.minAmount,
            max_amount: queryArg.maxAmount,
            ordering: queryArg.ordering,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      exportAdminSales: build.query<ExportAdminSalesApiResponse, ExportAdminSalesApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/sales/export/`,
          params: {
            period: queryArg.period,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
            status: queryArg.status,
            plan: queryArg.plan,
            provider: queryArg.provider,
            method: queryArg.method,
            state: queryArg.state,
            search: queryArg.search,
            min_amount: queryArg.minAmount,
            max_amount: queryArg.maxAmount,
            format: queryArg.format,
          },
        }),
        providesTags: ['admin'],
      }),
      listAdminSaleEvents: build.query<ListAdminSaleEventsApiResponse, ListAdminSaleEventsApiArg>({
        query: (queryArg) => ({ url: `/api/v1/admin/sales/${queryArg.id}/events/` }),
        providesTags: ['admin'],
      }),
      getAdminDetailedReport: build.query<GetAdminDetailedReportApiResponse, GetAdminDetailedReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/detailed/`,
          params: {
            period: queryArg.period,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
          },
        }),
        providesTags: ['admin'],
      }),
      exportAdminDetailedReport: build.query<ExportAdminDetailedReportApiResponse, ExportAdminDetailedReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/detailed/export/`,
          params: {
            period: queryArg.period,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
            table: queryArg.table,
            format: queryArg.format,
          },
        }),
        providesTags: ['admin'],
      }),
      getAdminMonthlyReport: build.query<GetAdminMonthlyReportApiResponse, GetAdminMonthlyReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/monthly/`,
          params: {
            year: queryArg.year,
          },
        }),
        providesTags: ['admin'],
      }),
      exportAdminMonthlyReport: build.query<ExportAdminMonthlyReportApiResponse, ExportAdminMonthlyReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/monthly/export/`,
          params: {
            year: queryArg.year,
            format: queryArg.format,
          },
        }),
        providesTags: ['admin'],
      }),
      getAdminPreferences: build.query<GetAdminPreferencesApiResponse, GetAdminPreferencesApiArg>({
        query: () => ({ url: `/api/v1/admin/preferences/` }),
        providesTags: ['admin'],
      }),
      updateAdminPreferences: build.mutation<UpdateAdminPreferencesApiResponse, UpdateAdminPreferencesApiArg>({
        query: (queryArg) => ({ url: `/api/v1/admin/preferences/`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['admin'],
      }),
      listAdminModerationLog: build.query<ListAdminModerationLogApiResponse, ListAdminModerationLogApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/moderation-log/`,
          params: {
            source: queryArg.source,
            action: queryArg.action,
            actor: queryArg.actor,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      exportAdminModerationLog: build.query<ExportAdminModerationLogApiResponse, ExportAdminModerationLogApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/moderation-log/export/`,
          params: {
            source: queryArg.source,
            action: queryArg.action,
            actor: queryArg.actor,
            date_from: queryArg.dateFrom,
            date_to: queryArg.dateTo,
            format: queryArg.format,
          },
        }),
        providesTags: ['admin'],
      }),
      listAdminReports: build.query<ListAdminReportsApiResponse, ListAdminReportsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/`,
          params: {
            status: queryArg.status,
            reason: queryArg.reason,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      getAdminReport: build.query<GetAdminReportApiResponse, GetAdminReportApiArg>({
        query: (queryArg) => ({ url: `/api/v1/admin/reports/${queryArg.id}/` }),
        providesTags: ['admin'],
      }),
      resolveAdminReport: build.mutation<ResolveAdminReportApiResponse, ResolveAdminReportApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reports/${queryArg.id}/resolve/`,
          method: 'POST',
          body: queryArg.resolveReportBody,
        }),
        invalidatesTags: ['admin'],
      }),
      listAdminUsers: build.query<ListAdminUsersApiResponse, ListAdminUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/users/`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      banAdminUser: build.mutation<BanAdminUserApiResponse, BanAdminUserApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/users/${queryArg.id}/ban/`,
          method: 'POST',
          body: queryArg.moderationReasonBody,
        }),
        invalidatesTags: ['admin'],
      }),
      unbanAdminUser: build.mutation<UnbanAdminUserApiResponse, UnbanAdminUserApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/users/${queryArg.id}/unban/`,
          method: 'POST',
          body: queryArg.moderationReasonBody,
        }),
        invalidatesTags: ['admin'],
      }),
      updateAdminUserStaff: build.mutation<UpdateAdminUserStaffApiResponse, UpdateAdminUserStaffApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/users/${queryArg.id}/staff/`,
          method: 'POST',
          body: queryArg.staffRoleBody,
        }),
        invalidatesTags: ['admin'],
      }),
      listAdminAds: build.query<ListAdminAdsApiResponse, ListAdminAdsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/ads/`,
          params: {
            search: queryArg.search,
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      removeAdminAd: build.mutation<RemoveAdminAdApiResponse, RemoveAdminAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/ads/${queryArg.id}/remove/`,
          method: 'POST',
          body: queryArg.moderationReasonBody,
        }),
        invalidatesTags: ['admin'],
      }),
      restoreAdminAd: build.mutation<RestoreAdminAdApiResponse, RestoreAdminAdApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/ads/${queryArg.id}/restore/`,
          method: 'POST',
          body: queryArg.moderationReasonBody,
        }),
        invalidatesTags: ['admin'],
      }),
      listAdminReviews: build.query<ListAdminReviewsApiResponse, ListAdminReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reviews/`,
          params: {
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['admin'],
      }),
      removeAdminReview: build.mutation<RemoveAdminReviewApiResponse, RemoveAdminReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/reviews/${queryArg.id}/remove/`,
          method: 'POST',
          body: queryArg.removeReviewBody,
        }),
        invalidatesTags: ['admin'],
      }),
      listAdminHeroSlides: build.query<ListAdminHeroSlidesApiResponse, ListAdminHeroSlidesApiArg>({
        query: () => ({ url: `/api/v1/admin/hero-slides/` }),
        providesTags: ['admin'],
      }),
      createAdminHeroSlide: build.mutation<CreateAdminHeroSlideApiResponse, CreateAdminHeroSlideApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/hero-slides/`,
          method: 'POST',
          body: queryArg.heroSlideCreateBody,
        }),
        invalidatesTags: ['admin'],
      }),
      reorderAdminHeroSlides: build.mutation<ReorderAdminHeroSlidesApiResponse, ReorderAdminHeroSlidesApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/hero-slides/reorder/`,
          method: 'POST',
          body: queryArg.heroSlideReorderBody,
        }),
        invalidatesTags: ['admin'],
      }),
      updateAdminHeroSlide: build.mutation<UpdateAdminHeroSlideApiResponse, UpdateAdminHeroSlideApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/hero-slides/${queryArg.id}/`,
          method: 'PATCH',
          body: queryArg.heroSlideUpdateBody,
        }),
        invalidatesTags: ['admin'],
      }),
      deleteAdminHeroSlide: build.mutation<DeleteAdminHeroSlideApiResponse, DeleteAdminHeroSlideApiArg>({
        query: (queryArg) => ({ url: `/api/v1/admin/hero-slides/${queryArg.id}/`, method: 'DELETE' }),
        invalidatesTags: ['admin'],
      }),
      uploadAdminHeroSlideImage: build.mutation<UploadAdminHeroSlideImageApiResponse, UploadAdminHeroSlideImageApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/hero-slides/${queryArg.id}/images/`,
          method: 'POST',
          body: queryArg.heroSlideImageUploadBody,
        }),
        invalidatesTags: ['admin'],
      }),
      deleteAdminHeroSlideImage: build.mutation<DeleteAdminHeroSlideImageApiResponse, DeleteAdminHeroSlideImageApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/admin/hero-slides/${queryArg.id}/images/${queryArg.kind}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as adminGeneratedApi };
export type GetAdminSettingsApiResponse = /** status 200 Default Response */ {
  site_name: string;
  /** Número com DDI e DDD, só dígitos (ex.: 5511999999999). */
  whatsapp_number: string;
  whatsapp_greeting: string;
  social_profile_url: string;
  contact_email: string;
  maintenance_banner: {
    enabled: boolean;
    message: string;
  };
  /** Serviço de anúncios de terceiros (banners) ligado. */
  ads_enabled: boolean;
  hero_carousel: {
    /** Passa os slides sozinho. */
    autoplay: boolean;
    /** Tempo de cada slide, em ms (3 a 9 s). */
    interval_ms: number;
    /** Passagem de um slide ao outro: deslizar ou esmaecer. */
    transition: 'slide' | 'fade';
    /** Mostra as setas de anterior/próximo. */
    show_arrows: boolean;
    /** Mostra os pontos (um por slide). */
    show_indicators: boolean;
    /** Pausa a passagem automática com o ponteiro sobre o carrossel. */
    pause_on_hover: boolean;
  };
  /** Última alteração de qualquer configuração (null se nunca gravadas). */
  updated_at: string | null;
};
export type GetAdminSettingsApiArg = void;
export type UpdateAdminSettingsApiResponse = /** status 200 Default Response */ {
  site_name: string;
  /** Número com DDI e DDD, só dígitos (ex.: 5511999999999). */
  whatsapp_number: string;
  whatsapp_greeting: string;
  social_profile_url: string;
  contact_email: string;
  maintenance_banner: {
    enabled: boolean;
    message: string;
  };
  /** Serviço de anúncios de terceiros (banners) ligado. */
  ads_enabled: boolean;
  hero_carousel: {
    /** Passa os slides sozinho. */
    autoplay: boolean;
    /** Tempo de cada slide, em ms (3 a 9 s). */
    interval_ms: number;
    /** Passagem de um slide ao outro: deslizar ou esmaecer. */
    transition: 'slide' | 'fade';
    /** Mostra as setas de anterior/próximo. */
    show_arrows: boolean;
    /** Mostra os pontos (um por slide). */
    show_indicators: boolean;
    /** Pausa a passagem automática com o ponteiro sobre o carrossel. */
    pause_on_hover: boolean;
  };
  /** Última alteração de qualquer configuração (null se nunca gravadas). */
  updated_at: string | null;
};
export type UpdateAdminSettingsApiArg = {
  settingsUpdate: {
    contact_email?: string;
    /** Só dígitos, com DDI e DDD (11 a 15 dígitos; no Brasil, 55 + DDD + número). */
    whatsapp_number?: string;
    whatsapp_greeting?: string;
    social_profile_url?: string;
    maintenance_banner?: {
      /** Mostra o aviso no topo de todas as páginas. */
      enabled?: boolean;
      message?: string;
    };
    /** Serviço de anúncios de terceiros (banners) ligado. */
    ads_enabled?: boolean;
    hero_carousel?: {
      /** Passa os slides sozinho. */
      autoplay?: boolean;
      /** Tempo de cada slide, em ms (3000 a 9000). */
      interval_ms?: number;
      transition?: 'slide' | 'fade';
      /** Mostra as setas de anterior/próximo. */
      show_arrows?: boolean;
      /** Mostra os pontos (um por slide). */
      show_indicators?: boolean;
      /** Pausa a passagem automática com o ponteiro sobre o carrossel. */
      pause_on_hover?: boolean;
    };
  };
};
export type GetAdminDashboardApiResponse = /** status 200 Default Response */ {
  today: {
    revenue_cents: number;
    payments: number;
    new_ads: number;
    new_users: number;
  };
  month: {
    revenue_cents: number;
    payments: number;
    new_ads: number;
    new_users: number;
  };
  active_highlights: number;
  revenue_30d: {
    date: string;
    payments: number;
    revenue_cents: number;
  }[];
  latest_payments: {
    id: number;
    created_at: string;
    succeeded_at: string | null;
    status: string;
    plan: {
      id: string;
      name: string;
    };
    provider: string;
    method: string;
    amount_cents: number;
    currency: string;
    failure_message: string | null;
    user: {
      id: number;
      username: string;
      email: string;
    };
    ad: {
      id: number;
      slug: string;
      title: string;
      state_code: string;
      category: string;
    };
  }[];
  /** Denúncias abertas na fila da moderação. */
  open_reports: number;
};
export type GetAdminDashboardApiArg = void;
export type ListAdminSalesApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  period: {
    date_from: string | null;
    date_to: string | null;
  };
  totals: {
    /** Pagamentos no conjunto filtrado. */
    count: number;
    /** Dos quais aprovados. */
    paid_count: number;
    /** Soma dos aprovados. */
    gross_cents: number;
    /** Bruto / aprovados (0 sem aprovados). */
    average_ticket_cents: number;
  };
  results: {
    id: number;
    created_at: string;
    succeeded_at: string | null;
    status: string;
    plan: {
      id: string;
      name: string;
    };
    provider: string;
    method: string;
    amount_cents: number;
    currency: string;
    failure_message: string | null;
    user: {
      id: number;
      username: string;
      email: string;
    };
    ad: {
      id: number;
      slug: string;
      title: string;
      state_code: string;
      category: string;
    };
  }[];
};
export type ListAdminSalesApiArg = {
  /** Hoje, 7 dias, 30 dias, este mês ou intervalo (date_from e date_to). Sem ele: tudo. */
  period?: 'today' | '7d' | '30d' | 'month' | 'custom';
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
  status?: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  plan?: string;
  provider?: 'stripe' | 'local';
  method?: 'card' | 'pix' | 'boleto';
  state?: string;
  /** Nome de usuário ou e-mail (parte). */
  search?: string;
  /** Em reais. */
  minAmount?: number;
  /** Em reais. */
  maxAmount?: number;
  ordering?:
    'created_at' | '-created_at' | 'amount' | '-amount' | 'status' | '-status' | 'plan' | '-plan' | 'user' | '-user';
  page?: number;
  pageSize?: number;
};
export type ExportAdminSalesApiResponse = /** status 200 O arquivo (CSV ou XLSX), enviado em fluxo. */ string;
export type ExportAdminSalesApiArg = {
  /** Hoje, 7 dias, 30 dias, este mês ou intervalo (date_from e date_to). Sem ele: tudo. */
  period?: 'today' | '7d' | '30d' | 'month' | 'custom';
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
  status?: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';
  plan?: string;
  provider?: 'stripe' | 'local';
  method?: 'card' | 'pix' | 'boleto';
  state?: string;
  /** Nome de usuário ou e-mail (parte). */
  search?: string;
  /** Em reais. */
  minAmount?: number;
  /** Em reais. */
  maxAmount?: number;
  format: 'csv' | 'xlsx';
};
export type ListAdminSaleEventsApiResponse = /** status 200 Default Response */ {
  id: string;
  type: string;
  provider: string;
  outcome: string;
  received_at: string;
}[];
export type ListAdminSaleEventsApiArg = {
  id: number;
};
export type GetAdminDetailedReportApiResponse = /** status 200 Default Response */ {
  period: {
    date_from: string | null;
    date_to: string | null;
  };
  totals: {
    payments: number;
    revenue_cents: number;
    average_ticket_cents: number;
    refunds: number;
    refunded_cents: number;
    failures: number;
  };
  by_plan: {
    key: string;
    label: string;
    payments: number;
    revenue_cents: number;
  }[];
  by_state: {
    key: string;
    label: string;
    payments: number;
    revenue_cents: number;
  }[];
  by_category: {
    key: string;
    label: string;
    payments: number;
    revenue_cents: number;
  }[];
  by_method: {
    key: string;
    label: string;
    payments: number;
    revenue_cents: number;
  }[];
  daily: {
    date: string;
    payments: number;
    revenue_cents: number;
  }[];
  conversion: {
    ads_published: number;
    ads_highlighted: number;
    /** Destacados / publicados no período (0 a 1). */
    rate: number;
  };
};
export type GetAdminDetailedReportApiArg = {
  /** Hoje, 7 dias, 30 dias, este mês ou intervalo (date_from e date_to). Sem ele: tudo. */
  period?: 'today' | '7d' | '30d' | 'month' | 'custom';
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
};
export type ExportAdminDetailedReportApiResponse = /** status 200 O arquivo (CSV ou XLSX), enviado em fluxo. */ string;
export type ExportAdminDetailedReportApiArg = {
  /** Hoje, 7 dias, 30 dias, este mês ou intervalo (date_from e date_to). Sem ele: tudo. */
  period?: 'today' | '7d' | '30d' | 'month' | 'custom';
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
  table: 'by_plan' | 'by_state' | 'by_category' | 'by_method' | 'daily';
  format: 'csv' | 'xlsx';
};
export type GetAdminMonthlyReportApiResponse = /** status 200 Default Response */ {
  year: number;
  months: {
    month: number;
    payments: number;
    revenue_cents: number;
    average_ticket_cents: number;
    refunds: number;
    refunded_cents: number;
    /** Membros cujo primeiro pagamento aprovado (de todos os tempos) caiu no período. */
    new_paying_users: number;
    /** Variação da receita sobre o mês anterior (0.1 = +10 %; janeiro sobre dezembro do ano anterior); null sem receita no mês anterior, num mês que ainda não começou ou no mês corrente ainda sem receita. */
    change: number | null;
  }[];
  totals: {
    payments: number;
    revenue_cents: number;
    average_ticket_cents: number;
    refunds: number;
    refunded_cents: number;
    /** Membros cujo primeiro pagamento aprovado (de todos os tempos) caiu no período. */
    new_paying_users: number;
  };
};
export type GetAdminMonthlyReportApiArg = {
  year: number;
};
export type ExportAdminMonthlyReportApiResponse = /** status 200 O arquivo (CSV ou XLSX), enviado em fluxo. */ string;
export type ExportAdminMonthlyReportApiArg = {
  year: number;
  format: 'csv' | 'xlsx';
};
export type GetAdminPreferencesApiResponse = /** status 200 Default Response */ {
  /** As colunas visíveis da tabela de vendas; null enquanto o membro não escolheu. */
  sales_columns:
    | (
        | 'id'
        | 'created_at'
        | 'user'
        | 'ad'
        | 'plan'
        | 'method'
        | 'provider'
        | 'state'
        | 'category'
        | 'status'
        | 'amount'
      )[]
    | null;
};
export type GetAdminPreferencesApiArg = void;
export type UpdateAdminPreferencesApiResponse = /** status 200 Default Response */ {
  /** As colunas visíveis da tabela de vendas; null enquanto o membro não escolheu. */
  sales_columns:
    | (
        | 'id'
        | 'created_at'
        | 'user'
        | 'ad'
        | 'plan'
        | 'method'
        | 'provider'
        | 'state'
        | 'category'
        | 'status'
        | 'amount'
      )[]
    | null;
};
export type UpdateAdminPreferencesApiArg = {
  body: {
    /** As colunas visíveis da tabela de vendas; null enquanto o membro não escolheu. */
    sales_columns:
      | (
          | 'id'
          | 'created_at'
          | 'user'
          | 'ad'
          | 'plan'
          | 'method'
          | 'provider'
          | 'state'
          | 'category'
          | 'status'
          | 'amount'
        )[]
      | null;
  };
};
export type ListAdminModerationLogApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    source: 'staff' | 'tribe';
    action: string;
    actor: string | null;
    /** O anúncio (título) ou a conta (@username) em que se agiu. */
    target: string;
    tribe: string | null;
    reason: string;
    created_at: string;
  }[];
};
export type ListAdminModerationLogApiArg = {
  /** Equipe ou moderadores das tribos. */
  source?: 'staff' | 'tribes';
  action?: string;
  /** Username de quem agiu. */
  actor?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
  page?: number;
  pageSize?: number;
};
export type ExportAdminModerationLogApiResponse = /** status 200 O arquivo (CSV ou XLSX), enviado em fluxo. */ string;
export type ExportAdminModerationLogApiArg = {
  /** Equipe ou moderadores das tribos. */
  source?: 'staff' | 'tribes';
  action?: string;
  /** Username de quem agiu. */
  actor?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateFrom?: string;
  /** AAAA-MM-DD (horário de Brasília). */
  dateTo?: string;
  format: 'csv' | 'xlsx';
};
export type ListAdminReportsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    status: 'open' | 'resolved';
    kind: 'ad' | 'profile' | 'conversation';
    reporter_count: number;
    created_at: string;
    last_reported_at: string;
    resolution: ('dismiss' | 'request_changes' | 'remove_ad' | 'ban_user') | (null | null);
    resolution_message: string;
    resolved_at: string | null;
    resolved_by: string | null;
    ad: {
      id: number;
      slug: string;
      title: string;
      description: string;
      status: string;
      hidden: boolean;
      under_review: boolean;
      price_cents: number | null;
      city: string;
      state_code: string;
      image: string | null;
      created_at: string;
    } | null;
    /** A conversa denunciada (só em denúncias de conversa): a equipe lê só conversas denunciadas. */
    conversation: {
      id: number;
      ad: {
        slug: string;
        title: string;
      } | null;
      message_count: number;
      /** As 200 mensagens mais recentes, em ordem de envio. */
      messages: {
        id: number;
        /** Username de quem enviou (null: conta excluída). */
        sender: string | null;
        /** Enviada pelo membro denunciado. */
        reported: boolean;
        text: string;
        /** Miniaturas das fotos. */
        images: string[];
        flagged: boolean;
        created_at: string;
      }[];
    } | null;
    owner: {
      id: number;
      username: string;
      first_name: string;
      email: string;
      suspended: boolean;
      date_joined: string;
    };
    reports: {
      id: number;
      reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
      details: string;
      created_at: string;
      reporter: {
        id: number;
        username: string;
        first_name: string;
      };
    }[];
    /** Ações da equipe sobre o anúncio (ou o perfil). */
    history: {
      action: string;
      reason: string;
      /** Username de quem agiu (null se a conta foi excluída). */
      actor: string | null;
      created_at: string;
    }[];
  }[];
};
export type ListAdminReportsApiArg = {
  status?: 'open' | 'resolved';
  reason?: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
  page?: number;
  pageSize?: number;
};
export type GetAdminReportApiResponse = /** status 200 Default Response */ {
  id: number;
  status: 'open' | 'resolved';
  kind: 'ad' | 'profile' | 'conversation';
  reporter_count: number;
  created_at: string;
  last_reported_at: string;
  resolution: ('dismiss' | 'request_changes' | 'remove_ad' | 'ban_user') | (null | null);
  resolution_message: string;
  resolved_at: string | null;
  resolved_by: string | null;
  ad: {
    id: number;
    slug: string;
    title: string;
    description: string;
    status: string;
    hidden: boolean;
    under_review: boolean;
    price_cents: number | null;
    city: string;
    state_code: string;
    image: string | null;
    created_at: string;
  } | null;
  /** A conversa denunciada (só em denúncias de conversa): a equipe lê só conversas denunciadas. */
  conversation: {
    id: number;
    ad: {
      slug: string;
      title: string;
    } | null;
    message_count: number;
    /** As 200 mensagens mais recentes, em ordem de envio. */
    messages: {
      id: number;
      /** Username de quem enviou (null: conta excluída). */
      sender: string | null;
      /** Enviada pelo membro denunciado. */
      reported: boolean;
      text: string;
      /** Miniaturas das fotos. */
      images: string[];
      flagged: boolean;
      created_at: string;
    }[];
  } | null;
  owner: {
    id: number;
    username: string;
    first_name: string;
    email: string;
    suspended: boolean;
    date_joined: string;
  };
  reports: {
    id: number;
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    details: string;
    created_at: string;
    reporter: {
      id: number;
      username: string;
      first_name: string;
    };
  }[];
  /** Ações da equipe sobre o anúncio (ou o perfil). */
  history: {
    action: string;
    reason: string;
    /** Username de quem agiu (null se a conta foi excluída). */
    actor: string | null;
    created_at: string;
  }[];
};
export type GetAdminReportApiArg = {
  id: number;
};
export type ResolveAdminReportApiResponse = /** status 200 Default Response */ {
  id: number;
  status: 'open' | 'resolved';
  kind: 'ad' | 'profile' | 'conversation';
  reporter_count: number;
  created_at: string;
  last_reported_at: string;
  resolution: ('dismiss' | 'request_changes' | 'remove_ad' | 'ban_user') | (null | null);
  resolution_message: string;
  resolved_at: string | null;
  resolved_by: string | null;
  ad: {
    id: number;
    slug: string;
    title: string;
    description: string;
    status: string;
    hidden: boolean;
    under_review: boolean;
    price_cents: number | null;
    city: string;
    state_code: string;
    image: string | null;
    created_at: string;
  } | null;
  /** A conversa denunciada (só em denúncias de conversa): a equipe lê só conversas denunciadas. */
  conversation: {
    id: number;
    ad: {
      slug: string;
      title: string;
    } | null;
    message_count: number;
    /** As 200 mensagens mais recentes, em ordem de envio. */
    messages: {
      id: number;
      /** Username de quem enviou (null: conta excluída). */
      sender: string | null;
      /** Enviada pelo membro denunciado. */
      reported: boolean;
      text: string;
      /** Miniaturas das fotos. */
      images: string[];
      flagged: boolean;
      created_at: string;
    }[];
  } | null;
  owner: {
    id: number;
    username: string;
    first_name: string;
    email: string;
    suspended: boolean;
    date_joined: string;
  };
  reports: {
    id: number;
    reason: 'fraud' | 'prohibited' | 'offensive' | 'duplicate' | 'misleading' | 'other';
    details: string;
    created_at: string;
    reporter: {
      id: number;
      username: string;
      first_name: string;
    };
  }[];
  /** Ações da equipe sobre o anúncio (ou o perfil). */
  history: {
    action: string;
    reason: string;
    /** Username de quem agiu (null se a conta foi excluída). */
    actor: string | null;
    created_at: string;
  }[];
};
export type ResolveAdminReportApiArg = {
  id: number;
  resolveReportBody: {
    action: 'dismiss' | 'request_changes' | 'remove_ad' | 'ban_user';
    /** Até 1000 caracteres. */
    message: string;
  };
};
export type ListAdminUsersApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    date_joined: string;
    is_staff: boolean;
    is_superuser: boolean;
    suspended: boolean;
    suspended_at: string | null;
    suspension_reason: string;
    ads_count: number;
    /** Pagamentos aprovados. */
    payments_count: number;
    /** Denúncias recebidas (anúncios e perfil). */
    reports_count: number;
  }[];
};
export type ListAdminUsersApiArg = {
  /** Nome, username ou e-mail. */
  search?: string;
  status?: 'active' | 'suspended' | 'staff';
  page?: number;
  pageSize?: number;
};
export type BanAdminUserApiResponse = /** status 200 Default Response */ {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  date_joined: string;
  is_staff: boolean;
  is_superuser: boolean;
  suspended: boolean;
  suspended_at: string | null;
  suspension_reason: string;
  ads_count: number;
  /** Pagamentos aprovados. */
  payments_count: number;
  /** Denúncias recebidas (anúncios e perfil). */
  reports_count: number;
};
export type BanAdminUserApiArg = {
  id: number;
  moderationReasonBody: {
    /** Até 1000 caracteres. */
    reason: string;
  };
};
export type UnbanAdminUserApiResponse = /** status 200 Default Response */ {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  date_joined: string;
  is_staff: boolean;
  is_superuser: boolean;
  suspended: boolean;
  suspended_at: string | null;
  suspension_reason: string;
  ads_count: number;
  /** Pagamentos aprovados. */
  payments_count: number;
  /** Denúncias recebidas (anúncios e perfil). */
  reports_count: number;
};
export type UnbanAdminUserApiArg = {
  id: number;
  moderationReasonBody: {
    /** Até 1000 caracteres. */
    reason: string;
  };
};
export type UpdateAdminUserStaffApiResponse = /** status 200 Default Response */ {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  date_joined: string;
  is_staff: boolean;
  is_superuser: boolean;
  suspended: boolean;
  suspended_at: string | null;
  suspension_reason: string;
  ads_count: number;
  /** Pagamentos aprovados. */
  payments_count: number;
  /** Denúncias recebidas (anúncios e perfil). */
  reports_count: number;
};
export type UpdateAdminUserStaffApiArg = {
  id: number;
  staffRoleBody: {
    is_staff: boolean;
  };
};
export type ListAdminAdsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    slug: string;
    title: string;
    status: string;
    hidden: boolean;
    under_review: boolean;
    changes_requested: boolean;
    removed_by_staff: boolean;
    owner: {
      id: number;
      username: string;
      first_name: string;
    };
    price_cents: number | null;
    image: string | null;
    /** Membros que denunciaram o anúncio no caso aberto. */
    open_reports: number;
    created_at: string;
    expires_at: string;
  }[];
};
export type ListAdminAdsApiArg = {
  /** Título, slug ou username do dono. */
  search?: string;
  status?: 'active' | 'paused' | 'expired' | 'removed' | 'hidden';
  page?: number;
  pageSize?: number;
};
export type RemoveAdminAdApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  status: string;
  hidden: boolean;
  under_review: boolean;
  changes_requested: boolean;
  removed_by_staff: boolean;
  owner: {
    id: number;
    username: string;
    first_name: string;
  };
  price_cents: number | null;
  image: string | null;
  /** Membros que denunciaram o anúncio no caso aberto. */
  open_reports: number;
  created_at: string;
  expires_at: string;
};
export type RemoveAdminAdApiArg = {
  id: number;
  moderationReasonBody: {
    /** Até 1000 caracteres. */
    reason: string;
  };
};
export type RestoreAdminAdApiResponse = /** status 200 Default Response */ {
  id: number;
  slug: string;
  title: string;
  status: string;
  hidden: boolean;
  under_review: boolean;
  changes_requested: boolean;
  removed_by_staff: boolean;
  owner: {
    id: number;
    username: string;
    first_name: string;
  };
  price_cents: number | null;
  image: string | null;
  /** Membros que denunciaram o anúncio no caso aberto. */
  open_reports: number;
  created_at: string;
  expires_at: string;
};
export type RestoreAdminAdApiArg = {
  id: number;
  moderationReasonBody: {
    /** Até 1000 caracteres. */
    reason: string;
  };
};
export type ListAdminReviewsApiResponse = /** status 200 Default Response */ {
  count: number;
  next: string | null;
  previous: string | null;
  results: {
    id: number;
    rating: number;
    text: string;
    reply: string | null;
    created_at: string;
    /** Username do anunciante avaliado. */
    advertiser: string;
    reviewer: string | null;
    ad_title: string;
    report_count: number;
    reports: {
      reporter: string;
      reason: string;
      details: string;
      created_at: string;
    }[];
    removed_at: string | null;
    removal_reason: string;
  }[];
};
export type ListAdminReviewsApiArg = {
  /** reported (padrão): visíveis e denunciadas; removed: removidas; all: todas. */
  status?: 'reported' | 'removed' | 'all';
  page?: number;
  pageSize?: number;
};
export type RemoveAdminReviewApiResponse = /** status 200 Default Response */ {
  id: number;
  rating: number;
  text: string;
  reply: string | null;
  created_at: string;
  /** Username do anunciante avaliado. */
  advertiser: string;
  reviewer: string | null;
  ad_title: string;
  report_count: number;
  reports: {
    reporter: string;
    reason: string;
    details: string;
    created_at: string;
  }[];
  removed_at: string | null;
  removal_reason: string;
};
export type RemoveAdminReviewApiArg = {
  id: number;
  removeReviewBody: {
    /** Obrigatório, até 1.000 caracteres. */
    reason: string;
  };
};
export type ListAdminHeroSlidesApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
}[];
export type ListAdminHeroSlidesApiArg = void;
export type CreateAdminHeroSlideApiResponse = /** status 201 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
};
export type CreateAdminHeroSlideApiArg = {
  heroSlideCreateBody: {
    title: string;
    subtitle?: string;
    /** Texto do botão; vazio = sem botão. */
    cta_label?: string;
    /** Caminho do site começando com / (ex.: /ads) ou endereço http(s)://. */
    cta_url?: string;
    /** Obrigatório quando o slide tem imagem. */
    image_alt?: string;
    is_active?: boolean;
    starts_at?: string | null;
    ends_at?: string | null;
    /** Menor primeiro; sem ele, vai para o fim. */
    position?: number;
  };
};
export type ReorderAdminHeroSlidesApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
}[];
export type ReorderAdminHeroSlidesApiArg = {
  heroSlideReorderBody: {
    /** Os ids de todos os slides, na nova ordem. */
    ids: number[];
  };
};
export type UpdateAdminHeroSlideApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
};
export type UpdateAdminHeroSlideApiArg = {
  id: number;
  heroSlideUpdateBody: {
    title?: string;
    subtitle?: string;
    /** Texto do botão; vazio = sem botão. */
    cta_label?: string;
    /** Caminho do site começando com / (ex.: /ads) ou endereço http(s)://. */
    cta_url?: string;
    /** Obrigatório quando o slide tem imagem. */
    image_alt?: string;
    is_active?: boolean;
    starts_at?: string | null;
    ends_at?: string | null;
    /** Menor primeiro; sem ele, vai para o fim. */
    position?: number;
  };
};
export type DeleteAdminHeroSlideApiResponse = unknown;
export type DeleteAdminHeroSlideApiArg = {
  id: number;
};
export type UploadAdminHeroSlideImageApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
};
export type UploadAdminHeroSlideImageApiArg = {
  id: number;
  heroSlideImageUploadBody: {
    /** desktop: imagem principal (até 1600×600); phone: imagem para celulares (até 800×800). */
    kind: 'desktop' | 'phone';
    /** Obrigatório quando o slide tem imagem. */
    image_alt?: string;
    /** JPEG, PNG, WebP ou AVIF de até 10 MB; regravada em WebP sem metadados. */
    image?: Blob;
  };
};
export type DeleteAdminHeroSlideImageApiResponse = /** status 200 Default Response */ {
  id: number;
  title: string;
  subtitle: string;
  /** Absoluta (http/https) ou relativa à origem da API. */
  image_url: string;
  /** Imagem para celulares; vazia = usar image_url. */
  image_mobile_url: string;
  image_alt: string;
  /** Texto do botão; vazio = sem botão. */
  cta_label: string;
  cta_url: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  /** active: aparece agora; scheduled: ativo, janela ainda não começou; expired: janela terminou; inactive: desligado. */
  status: 'active' | 'scheduled' | 'expired' | 'inactive';
  created_at: string;
  updated_at: string;
};
export type DeleteAdminHeroSlideImageApiArg = {
  id: number;
  /** desktop: imagem principal (até 1600×600); phone: imagem para celulares (até 800×800). */
  kind: 'desktop' | 'phone';
};
export const {
  useGetAdminSettingsQuery,
  useLazyGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  useGetAdminDashboardQuery,
  useLazyGetAdminDashboardQuery,
  useListAdminSalesQuery,
  useLazyListAdminSalesQuery,
  useExportAdminSalesQuery,
  useLazyExportAdminSalesQuery,
  useListAdminSaleEventsQuery,
  useLazyListAdminSaleEventsQuery,
  useGetAdminDetailedReportQuery,
  useLazyGetAdminDetailedReportQuery,
  useExportAdminDetailedReportQuery,
  useLazyExportAdminDetailedReportQuery,
  useGetAdminMonthlyReportQuery,
  useLazyGetAdminMonthlyReportQuery,
  useExportAdminMonthlyReportQuery,
  useLazyExportAdminMonthlyReportQuery,
  useGetAdminPreferencesQuery,
  useLazyGetAdminPreferencesQuery,
  useUpdateAdminPreferencesMutation,
  useListAdminModerationLogQuery,
  useLazyListAdminModerationLogQuery,
  useExportAdminModerationLogQuery,
  useLazyExportAdminModerationLogQuery,
  useListAdminReportsQuery,
  useLazyListAdminReportsQuery,
  useGetAdminReportQuery,
  useLazyGetAdminReportQuery,
  useResolveAdminReportMutation,
  useListAdminUsersQuery,
  useLazyListAdminUsersQuery,
  useBanAdminUserMutation,
  useUnbanAdminUserMutation,
  useUpdateAdminUserStaffMutation,
  useListAdminAdsQuery,
  useLazyListAdminAdsQuery,
  useRemoveAdminAdMutation,
  useRestoreAdminAdMutation,
  useListAdminReviewsQuery,
  useLazyListAdminReviewsQuery,
  useRemoveAdminReviewMutation,
  useListAdminHeroSlidesQuery,
  useLazyListAdminHeroSlidesQuery,
  useCreateAdminHeroSlideMutation,
  useReorderAdminHeroSlidesMutation,
  useUpdateAdminHeroSlideMutation,
  useDeleteAdminHeroSlideMutation,
  useUploadAdminHeroSlideImageMutation,
  useDeleteAdminHeroSlideImageMutation,
} = injectedRtkApi;
