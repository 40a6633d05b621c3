import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { fieldMessages, type FieldErrors } from './errors';

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'vazio',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Informe um endereço de e-mail válido.',
  uri: 'Informe um endereço (URL) válido.',
  url: 'Informe um endereço (URL) válido.',
  'date-time': 'Informe uma data e hora válidas.',
  date: 'Informe uma data válida (AAAA-MM-DD).',
  uuid: 'Identificador inválido.',
};

type AjvError = FastifySchemaValidationError & {
  parentSchema?: { errorMessage?: string | Record<string, string> };
  instancePath?: string;
};

function fieldName(err: AjvError): string {
  const base = (err.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.').replace(/~1/g, '/').replace(/~0/g, '~');
  const params = err.params as Record<string, unknown>;
  const child =
    err.keyword === 'required'
      ? (params.missingProperty as string)
      : err.keyword === 'additionalProperties'
        ? (params.additionalProperty as string)
        : '';
  const name = [base, child].filter(Boolean).join('.');
  return name || 'non_field_errors';
}

function message(err: AjvError): string {
  const params = err.params as Record<string, unknown>;
  // A schema may carry its own pt-BR message: { errorMessage: '...' } or per keyword.
  const custom = err.parentSchema?.errorMessage;
  if (typeof custom === 'string' && err.keyword !== 'required') return custom;
  if (custom && typeof custom === 'object' && custom[err.keyword]) return custom[err.keyword];
  switch (err.keyword) {
    case 'required':
      return 'Este campo é obrigatório.';
    case 'type': {
      const types = String(params.type).split(',');
      return `Deve ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')}.`;
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? 'Este campo não pode ficar em branco.'
        : `Deve ter pelo menos ${params.limit} caracteres.`;
    case 'maxLength':
      return `Deve ter no máximo ${params.limit} caracteres.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${params.limit}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${params.limit}.`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${params.limit}.`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${params.limit}.`;
    case 'minItems':
      return `Informe pelo menos ${params.limit} ${Number(params.limit) === 1 ? 'item' : 'itens'}.`;
    case 'maxItems':
      return `Informe no máximo ${params.limit} ${Number(params.limit) === 1 ? 'item' : 'itens'}.`;
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? 'Formato inválido.';
    case 'pattern':
      return 'Formato inválido.';
    case 'enum':
      return `Valor inválido. Use um destes: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Valor inválido. Use: ${String(params.allowedValue)}.`;
    case 'additionalProperties':
      return 'Campo não permitido.';
    default:
      return 'Valor inválido.';
  }
}

/** Turns Ajv's validation errors into the `fields` map of the error shape, in pt-BR. */
export function toFieldErrors(errors: FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const err of errors as AjvError[]) {
    // anyOf/oneOf wrappers repeat what their branches already said.
    if (err.keyword === 'anyOf' || err.keyword === 'oneOf') {
      const name = fieldName(err);
      const list = fieldMessages(fields, name);
      if (!list.length) list.push('Valor inválido.');
      continue;
    }
    const name = fieldName(err);
    const msg = message(err);
    const list = fieldMessages(fields, name);
    if (!list.includes(msg)) list.push(msg);
  }
  return fields;
}
