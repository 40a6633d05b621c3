import { Type, type Static } from '@sinclair/typebox';
import { RatingSummary } from '../../lib/rating';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The signed-in user's own view (GET/PUT /api/v1/users/me/). */
export const User = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    avatar: Nullable(Type.String({ description: 'URL absoluta da foto (512 px, WebP) ou null.' })),
    avatar_thumbnail: Nullable(Type.String({ description: 'URL absoluta da miniatura (128 px, WebP) ou null.' })),
    bio: Type.String(),
    phone: Type.String(),
    whatsapp: Type.String(),
    show_email: Type.Boolean({ description: 'Mostrar o e-mail no perfil público.' }),
    show_phone: Type.Boolean({ description: 'Mostrar o telefone no perfil público.' }),
    show_whatsapp: Type.Boolean({ description: 'Mostrar o WhatsApp no perfil público.' }),
    message_emails: Type.Boolean({ description: 'Avisar por e-mail sobre mensagens não lidas.' }),
    state_code: Nullable(Type.String({ description: 'UF, ex.: SP.' })),
    city: Type.String(),
    is_staff: Type.Boolean(),
    is_superuser: Type.Boolean(),
    email_verified: Type.Boolean(),
    has_password: Type.Boolean({ description: 'false para contas criadas pelo Google que nunca definiram senha.' }),
    date_joined: Type.String({ format: 'date-time' }),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

/** What anyone may see of a member (GET /api/v1/users/profiles/{username}/). */
export const PublicProfile = Type.Object(
  {
    username: Type.String(),
    first_name: Type.String(),
    avatar: Nullable(Type.String()),
    avatar_thumbnail: Nullable(Type.String()),
    bio: Type.String(),
    state_code: Nullable(Type.String()),
    city: Type.String(),
    date_joined: Type.String({ format: 'date-time' }),
    active_ads_count: Type.Integer({ description: 'Anúncios ativos e não expirados do membro.' }),
    rating: RatingSummary,
    email: Type.Optional(Type.String({ description: 'Só quando o membro escolheu mostrar.' })),
    phone: Type.Optional(Type.String({ description: 'Só quando o membro escolheu mostrar.' })),
    whatsapp: Type.Optional(Type.String({ description: 'Só quando o membro escolheu mostrar.' })),
  },
  { title: 'PublicProfile' },
);
export type PublicProfile = Static<typeof PublicProfile>;

export const TokenPair = Type.Object(
  {
    access: Type.String({ description: 'JWT de acesso (15 minutos).' }),
    refresh: Type.String({ description: 'JWT de renovação (14 dias, revogável).' }),
  },
  { title: 'TokenPair' },
);
export type TokenPair = Static<typeof TokenPair>;

export const AuthResponse = Type.Object(
  {
    access: Type.String(),
    refresh: Type.String(),
    user: User,
  },
  { title: 'AuthResponse' },
);
export type AuthResponse = Static<typeof AuthResponse>;

/** A refresh spends the token it was given: the answer carries its successor beside the access. */
export const AccessToken = Type.Object(
  {
    access: Type.String({ description: 'Novo JWT de acesso (15 minutos).' }),
    refresh: Type.String({
      description: 'Novo JWT de renovação: o enviado deixou de valer (mesmo fim absoluto de 14 dias).',
    }),
  },
  { title: 'AccessToken' },
);
export type AccessToken = Static<typeof AccessToken>;

export const Detail = Type.Object({ detail: Type.String() }, { title: 'Detail' });

/** A password change ends every session; the device that made it continues with these tokens. */
export const PasswordChanged = Type.Object(
  {
    detail: Type.String(),
    access: Type.String({ description: 'Novo JWT de acesso: o anterior deixou de valer.' }),
    refresh: Type.String({ description: 'Novo JWT de renovação: os anteriores foram revogados.' }),
  },
  { title: 'PasswordChanged' },
);
export type PasswordChanged = Static<typeof PasswordChanged>;

export const RegisterBody = Type.Object(
  {
    username: Type.String({
      description: '3 a 30 caracteres: letras, números, _ . -',
      examples: ['maria.silva'],
    }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String(),
    password_confirm: Type.String(),
    first_name: Type.Optional(Type.String({ maxLength: 150, default: '' })),
    last_name: Type.Optional(Type.String({ maxLength: 150, default: '' })),
    invite_token: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  },
  { title: 'RegisterBody' },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { title: 'LoginBody' },
);
export type LoginBody = Static<typeof LoginBody>;

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1 }) }, { title: 'RefreshBody' });
export type RefreshBody = Static<typeof RefreshBody>;

const PHONE_PATTERN = '^[0-9+()\\s.-]*$';
const PHONE_MESSAGE = 'Informe o número só com dígitos, espaços, +, -, ponto e parênteses (até 30 caracteres).';

/** Editable fields of PUT /api/v1/users/me/ (all optional: only what is sent changes). */
const editable = {
  username: Type.Optional(Type.String({ description: '3 a 30 caracteres: letras, números, _ . -' })),
  first_name: Type.Optional(Type.String({ maxLength: 150 })),
  last_name: Type.Optional(Type.String({ maxLength: 150 })),
  bio: Type.Optional(Type.String({ maxLength: 1000 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: PHONE_PATTERN, errorMessage: PHONE_MESSAGE })),
  whatsapp: Type.Optional(Type.String({ maxLength: 30, pattern: PHONE_PATTERN, errorMessage: PHONE_MESSAGE })),
  show_email: Type.Optional(Type.Boolean()),
  show_phone: Type.Optional(Type.Boolean()),
  show_whatsapp: Type.Optional(Type.Boolean()),
  message_emails: Type.Optional(Type.Boolean()),
  state_code: Type.Optional(Nullable(Type.String({ maxLength: 2 }))),
  city: Type.Optional(Type.String({ maxLength: 100 })),
};

export const UpdateMeBody = Type.Object(
  {
    ...editable,
    avatar: Type.Optional(
      Type.Union([Type.Null(), Type.String()], {
        description:
          'null remove a foto atual; um texto (a URL atual) é ignorado. Para enviar uma foto, use multipart.',
      }),
    ),
  },
  { title: 'UpdateMeBody' },
);
export type UpdateMeBody = Static<typeof UpdateMeBody>;

/** The multipart form of PUT /api/v1/users/me/: the same text fields plus the avatar file. */
export const UpdateMeMultipartBody = Type.Object(
  {
    ...editable,
    avatar: Type.Optional(
      Type.Unsafe<unknown>({
        type: 'string',
        format: 'binary',
        description: 'JPEG, PNG ou WebP de até 5 MB e 40 megapixels.',
      }),
    ),
  },
  { title: 'UpdateMeMultipartBody' },
);

export const GoogleBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 8192, description: 'ID token (credential) do Google.' }) },
  { title: 'GoogleBody' },
);

export const PasswordResetBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { title: 'PasswordResetBody' },
);

export const PasswordResetConfirmBody = Type.Object(
  {
    uid: Type.String({ minLength: 1, maxLength: 64 }),
    token: Type.String({ minLength: 1, maxLength: 200 }),
    new_password: Type.String(),
    new_password_confirm: Type.String(),
  },
  { title: 'PasswordResetConfirmBody' },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ maxLength: 1024 }),
    new_password: Type.String(),
    new_password_confirm: Type.String(),
  },
  { title: 'ChangePasswordBody' },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const DeleteMeBody = Type.Object(
  {
    password: Type.Optional(
      Type.String({ maxLength: 1024, description: 'Senha atual (obrigatória para contas com senha).' }),
    ),
    confirmation: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'Contas sem senha (criadas pelo Google) confirmam com o texto EXCLUIR.',
      }),
    ),
  },
  { title: 'DeleteMeBody' },
);
export type DeleteMeBody = Static<typeof DeleteMeBody>;

export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 60 }) });

export const AccountExport = Type.Object(
  {
    generated_at: Type.String({ format: 'date-time' }),
    user: Type.Record(Type.String(), Type.Unknown()),
    data: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown())), {
      description: 'Registros de cada tabela ligados à conta (sessões, convites, anúncios...).',
    }),
  },
  { title: 'AccountExport' },
);
export type AccountExport = Static<typeof AccountExport>;
