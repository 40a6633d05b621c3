import { Type, type Static } from '@sinclair/typebox';

/** The one error shape of every error response. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'Mensagem em pt-BR para mostrar ao usuário.' }),
    code: Type.String({ description: 'Código estável para programas (ex.: validation_error).' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Mensagens por campo, só em erros de validação.',
      }),
    ),
  },
  { title: 'ErrorResponse' },
);
export type ErrorBody = Static<typeof ErrorResponse>;
export type FieldErrors = Record<string, string[]>;

/** An error that is the client's fault (or a known condition) and carries its pt-BR message. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.fields
      ? { error: this.message, code: this.code, fields: this.fields }
      : { error: this.message, code: this.code };
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const validationError = (fields: FieldErrors, message = 'Verifique os campos destacados.') =>
  new AppError(400, 'validation_error', message, fields);
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.', code = 'permission_denied') =>
  new AppError(403, code, message);
export const notFound = (message = 'Recurso não encontrado.', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);

/**
 * The messages of one field, created when absent. Field names come from the request (a body key
 * named "toString" or "__proto__" is a field like any other), so only own properties count.
 */
export function fieldMessages(fields: FieldErrors, field: string): string[] {
  if (!Object.hasOwn(fields, field)) {
    Object.defineProperty(fields, field, { value: [], enumerable: true, writable: true, configurable: true });
  }
  return fields[field];
}

/** Adds one message to a field-error map (helper for services that collect several). */
export function addFieldError(fields: FieldErrors, field: string, message: string): FieldErrors {
  fieldMessages(fields, field).push(message);
  return fields;
}

/** Standard error responses to spread into a route's `response` schema. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorResponse> {
  const out: Record<number, typeof ErrorResponse> = {};
  for (const c of codes) out[c] = ErrorResponse;
  return out;
}
