import { Type, type Static } from '@sinclair/typebox';

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  email: { max: 254 },
} as const;

export const ContactRequest = Type.Object(
  {
    name: Type.String({ minLength: CONTACT_LIMITS.name.min, maxLength: CONTACT_LIMITS.name.max }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email.max }),
    subject: Type.String({ minLength: CONTACT_LIMITS.subject.min, maxLength: CONTACT_LIMITS.subject.max }),
    message: Type.String({ minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max }),
  },
  { title: 'ContactRequest', additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactResponse = Type.Object(
  {
    id: Type.Integer(),
    detail: Type.String({ description: 'Confirmação em pt-BR para mostrar ao usuário.' }),
  },
  { title: 'ContactResponse' },
);

export const CONTACT_CONFIRMATION =
  'Mensagem enviada! Obrigado pelo contato — nossa equipe responderá no e-mail informado em até 2 dias úteis.';

/** Contact form limit per IP address: 5 per hour (docs/product-rules.md). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 };
