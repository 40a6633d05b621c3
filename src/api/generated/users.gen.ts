/* eslint-disable */
// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).
// Regenerate with: npm run api:spec && npm run api:gen

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['users'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      registerUser: build.mutation<RegisterUserApiResponse, RegisterUserApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/register/`, method: 'POST', body: queryArg.registerBody }),
        invalidatesTags: ['users'],
      }),
      createToken: build.mutation<CreateTokenApiResponse, CreateTokenApiArg>({
        query: (queryArg) => ({ url: `/api/v1/token/`, method: 'POST', body: queryArg.loginBody }),
        invalidatesTags: ['users'],
      }),
      refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
        query: (queryArg) => ({ url: `/users/token/refresh/`, method: 'POST', body: queryArg.refreshBody }),
        invalidatesTags: ['users'],
      }),
      revokeToken: build.mutation<RevokeTokenApiResponse, RevokeTokenApiArg>({
        query: (queryArg) => ({ url: `/api/v1/token/revoke/`, method: 'POST', body: queryArg.refreshBody }),
        invalidatesTags: ['users'],
      }),
      getMe: build.query<GetMeApiResponse, GetMeApiArg>({
        query: () => ({ url: `/api/v1/users/me/` }),
        providesTags: ['users'],
      }),
      updateMe: build.mutation<UpdateMeApiResponse, UpdateMeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/me/`, method: 'PUT', body: queryArg.updateMeBody }),
        invalidatesTags: ['users'],
      }),
      deleteMe: build.mutation<DeleteMeApiResponse, DeleteMeApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/me/`, method: 'DELETE', body: queryArg.deleteMeBody }),
        invalidatesTags: ['users'],
      }),
      exportMe: build.query<ExportMeApiResponse, ExportMeApiArg>({
        query: () => ({ url: `/api/v1/users/me/export/` }),
        providesTags: ['users'],
      }),
      updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/me/password/`, method: 'POST', body: queryArg.changePasswordBody }),
        invalidatesTags: ['users'],
      }),
      loginWithGoogle: build.mutation<LoginWithGoogleApiResponse, LoginWithGoogleApiArg>({
        query: (queryArg) => ({ url: `/auth/callback/google/`, method: 'POST', body: queryArg.googleBody }),
        invalidatesTags: ['users'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/password-reset/`,
          method: 'POST',
          body: queryArg.passwordResetBody,
        }),
        invalidatesTags: ['users'],
      }),
      confirmPasswordReset: build.mutation<ConfirmPasswordResetApiResponse, ConfirmPasswordResetApiArg>({
        query: (queryArg) => ({
          url: `/api/v1/users/password-reset/confirm/`,
          method: 'POST',
          body: queryArg.passwordResetConfirmBody,
        }),
        invalidatesTags: ['users'],
      }),
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: (queryArg) => ({ url: `/api/v1/users/profiles/${queryArg.username}/` }),
        providesTags: ['users'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as usersGeneratedApi };
export type RegisterUserApiResponse = /** status 201 Default Response */ {
  access: string;
  refresh: string;
  user: {
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    /** URL absoluta da foto (512 px, WebP) ou null. */
    avatar: string | null;
    /** URL absoluta da miniatura (128 px, WebP) ou null. */
    avatar_thumbnail: string | null;
    bio: string;
    phone: string;
    whatsapp: string;
    /** Mostrar o e-mail no perfil público. */
    show_email: boolean;
    /** Mostrar o telefone no perfil público. */
    show_phone: boolean;
    /** Mostrar o WhatsApp no perfil público. */
    show_whatsapp: boolean;
    /** Avisar por e-mail sobre mensagens não lidas. */
    message_emails: boolean;
    /** UF, ex.: SP. */
    state_code: string | null;
    city: string;
    is_staff: boolean;
    is_superuser: boolean;
    email_verified: boolean;
    /** false para contas criadas pelo Google que nunca definiram senha. */
    has_password: boolean;
    date_joined: string;
  };
};
export type RegisterUserApiArg = {
  registerBody: {
    /** 3 a 30 caracteres: letras, números, _ . - */
    username: string;
    email: string;
    password: string;
    password_confirm: string;
    first_name?: string;
    last_name?: string;
    invite_token?: string | null;
  };
};
export type CreateTokenApiResponse = /** status 200 Default Response */ {
  /** JWT de acesso (15 minutos). */
  access: string;
  /** JWT de renovação (14 dias, revogável). */
  refresh: string;
};
export type CreateTokenApiArg = {
  loginBody: {
    email: string;
    password: string;
  };
};
export type RefreshTokenApiResponse = /** status 200 Default Response */ {
  /** Novo JWT de acesso (15 minutos). */
  access: string;
  /** Novo JWT de renovação: o enviado deixou de valer (mesmo fim absoluto de 14 dias). */
  refresh: string;
};
export type RefreshTokenApiArg = {
  refreshBody: {
    refresh: string;
  };
};
export type RevokeTokenApiResponse = unknown;
export type RevokeTokenApiArg = {
  refreshBody: {
    refresh: string;
  };
};
export type GetMeApiResponse = /** status 200 Default Response */ {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  /** URL absoluta da foto (512 px, WebP) ou null. */
  avatar: string | null;
  /** URL absoluta da miniatura (128 px, WebP) ou null. */
  avatar_thumbnail: string | null;
  bio: string;
  phone: string;
  whatsapp: string;
  /** Mostrar o e-mail no perfil público. */
  show_email: boolean;
  /** Mostrar o telefone no perfil público. */
  show_phone: boolean;
  /** Mostrar o WhatsApp no perfil público. */
  show_whatsapp: boolean;
  /** Avisar por e-mail sobre mensagens não lidas. */
  message_emails: boolean;
  /** UF, ex.: SP. */
  state_code: string | null;
  city: string;
  is_staff: boolean;
  is_superuser: boolean;
  email_verified: boolean;
  /** false para contas criadas pelo Google que nunca definiram senha. */
  has_password: boolean;
  date_joined: string;
};
export type GetMeApiArg = void;
export type UpdateMeApiResponse = /** status 200 Default Response */ {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  /** URL absoluta da foto (512 px, WebP) ou null. */
  avatar: string | null;
  /** URL absoluta da miniatura (128 px, WebP) ou null. */
  avatar_thumbnail: string | null;
  bio: string;
  phone: string;
  whatsapp: string;
  /** Mostrar o e-mail no perfil público. */
  show_email: boolean;
  /** Mostrar o telefone no perfil público. */
  show_phone: boolean;
  /** Mostrar o WhatsApp no perfil público. */
  show_whatsapp: boolean;
  /** Avisar por e-mail sobre mensagens não lidas. */
  message_emails: boolean;
  /** UF, ex.: SP. */
  state_code: string | null;
  city: string;
  is_staff: boolean;
  is_superuser: boolean;
  email_verified: boolean;
  /** false para contas criadas pelo Google que nunca definiram senha. */
  has_password: boolean;
  date_joined: string;
};
export type UpdateMeApiArg = {
  updateMeBody: {
    /** 3 a 30 caracteres: letras, números, _ . - */
    username?: string;
    first_name?: string;
    last_name?: string;
    bio?: string;
    phone?: string;
    whatsapp?: string;
    show_email?: boolean;
    show_phone?: boolean;
    show_whatsapp?: boolean;
    message_emails?: boolean;
    state_code?: string | null;
    city?: string;
    /** null remove a foto atual; um texto (a URL atual) é ignorado. Para enviar uma foto, use multipart. */
    avatar?: string | null;
  };
};
export type DeleteMeApiResponse = unknown;
export type DeleteMeApiArg = {
  deleteMeBody: {
    /** Senha atual (obrigatória para contas com senha). */
    password?: string;
    /** Contas sem senha (criadas pelo Google) confirmam com o texto EXCLUIR. */
    confirmation?: string;
  };
};
export type ExportMeApiResponse = /** status 200 Default Response */ {
  generated_at: string;
  user: {
    [key: string]: any;
  };
  /** Registros de cada tabela ligados à conta (sessões, convites, anúncios...). */
  data: {
    [key: string]: {
      [key: string]: any;
    }[];
  };
};
export type ExportMeApiArg = void;
export type UpdatePasswordApiResponse = /** status 200 Default Response */ {
  detail: string;
  /** Novo JWT de acesso: o anterior deixou de valer. */
  access: string;
  /** Novo JWT de renovação: os anteriores foram revogados. */
  refresh: string;
};
export type UpdatePasswordApiArg = {
  changePasswordBody: {
    current_password: string;
    new_password: string;
    new_password_confirm: string;
  };
};
export type LoginWithGoogleApiResponse = /** status 200 Default Response */ {
  access: string;
  refresh: string;
  user: {
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    /** URL absoluta da foto (512 px, WebP) ou null. */
    avatar: string | null;
    /** URL absoluta da miniatura (128 px, WebP) ou null. */
    avatar_thumbnail: string | null;
    bio: string;
    phone: string;
    whatsapp: string;
    /** Mostrar o e-mail no perfil público. */
    show_email: boolean;
    /** Mostrar o telefone no perfil público. */
    show_phone: boolean;
    /** Mostrar o WhatsApp no perfil público. */
    show_whatsapp: boolean;
    /** Avisar por e-mail sobre mensagens não lidas. */
    message_emails: boolean;
    /** UF, ex.: SP. */
    state_code: string | null;
    city: string;
    is_staff: boolean;
    is_superuser: boolean;
    email_verified: boolean;
    /** false para contas criadas pelo Google que nunca definiram senha. */
    has_password: boolean;
    date_joined: string;
  };
};
export type LoginWithGoogleApiArg = {
  googleBody: {
    /** ID token (credential) do Google. */
    token: string;
  };
};
export type ResetPasswordApiResponse = /** status 200 Default Response */ {
  detail: string;
};
export type ResetPasswordApiArg = {
  passwordResetBody: {
    email: string;
  };
};
export type ConfirmPasswordResetApiResponse = /** status 200 Default Response */ {
  detail: string;
};
export type ConfirmPasswordResetApiArg = {
  passwordResetConfirmBody: {
    uid: string;
    token: string;
    new_password: string;
    new_password_confirm: string;
  };
};
export type GetProfileApiResponse = /** status 200 Default Response */ {
  username: string;
  first_name: string;
  avatar: string | null;
  avatar_thumbnail: string | null;
  bio: string;
  state_code: string | null;
  city: string;
  date_joined: string;
  /** Anúncios ativos e não expirados do membro. */
  active_ads_count: number;
  rating: {
    /** Média das avaliações, com uma casa decimal (0 sem avaliações). */
    average: number;
    /** Quantas avaliações visíveis o anunciante tem. */
    count: number;
  };
  /** Só quando o membro escolheu mostrar. */
  email?: string;
  /** Só quando o membro escolheu mostrar. */
  phone?: string;
  /** Só quando o membro escolheu mostrar. */
  whatsapp?: string;
};
export type GetProfileApiArg = {
  username: string;
};
export const {
  useRegisterUserMutation,
  useCreateTokenMutation,
  useRefreshTokenMutation,
  useRevokeTokenMutation,
  useGetMeQuery,
  useLazyGetMeQuery,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useExportMeQuery,
  useLazyExportMeQuery,
  useUpdatePasswordMutation,
  useLoginWithGoogleMutation,
  useResetPasswordMutation,
  useConfirmPasswordResetMutation,
  useGetProfileQuery,
  useLazyGetProfileQuery,
} = injectedRtkApi;
