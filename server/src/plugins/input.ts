import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, validationError, type FieldErrors } from '../lib/errors';

/**
 * Request hygiene for every route at once, so no module has to remember it:
 * - numbers and integers in request schemas get bounds that fit the columns behind them (a value
 *   past them is a 400 on the field, never a PostgreSQL "out of range" 500);
 * - no text reaches the database with a NUL character (PostgreSQL refuses them), and no number is
 *   Infinity (Ajv's type coercion turns the query text "Infinity" into one and skips its bounds);
 * - bodies are JSON (an empty JSON body is no body) or, where a route declares it, multipart; any
 *   other content type is a 415 instead of a body that skips validation.
 */

/** integer columns are int4 (ids are int8, but no id will pass 2^31 here); prices are int8 centavos. */
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** Plain numbers (prices in reais) stay far inside int8 centavos and are always finite. */
const NUMBER_LIMIT = 1e12;

type JsonSchema = Record<string, unknown>;

/** Fills in missing numeric bounds, recursively, in place (schemas are built once at start-up). */
export function boundNumbers(schema: unknown, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as JsonSchema;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const isInt = types.includes('integer');
  if (isInt || types.includes('number')) {
    const [min, max] = isInt ? [INT_MIN, INT_MAX] : [-NUMBER_LIMIT, NUMBER_LIMIT];
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = max;
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = min;
  }
  for (const key of ['properties', 'patternProperties', 'content']) {
    const group = s[key];
    if (group && typeof group === 'object') for (const child of Object.values(group)) boundNumbers(child, seen);
  }
  for (const key of ['items', 'additionalProperties', 'schema', 'not']) boundNumbers(s[key], seen);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const list = s[key];
    if (Array.isArray(list)) for (const child of list) boundNumbers(child, seen);
  }
}

const NUL_MESSAGE = 'O texto contém um caractere inválido.';
const NUMBER_MESSAGE = 'Informe um número válido.';

/** Fields (a.b.0) whose text holds a NUL character or whose number is not finite, with the message. */
function unsafePaths(value: unknown, at: string, out: Array<[string, string]>, depth = 0): void {
  if (depth > 32 || out.length > 20 || Buffer.isBuffer(value)) return; // raw bodies are the route's own
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push([at || 'non_field_errors', NUL_MESSAGE]);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push([at || 'non_field_errors', NUMBER_MESSAGE]);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unsafePaths(v, at ? `${at}.${i}` : String(i), out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push([at || 'non_field_errors', NUL_MESSAGE]);
      unsafePaths(v, at ? `${at}.${k}` : k, out, depth + 1);
    }
  }
}

export function rejectUnsafeValues(request: FastifyRequest): void {
  const found: Array<[string, string]> = [];
  unsafePaths(request.params, '', found);
  unsafePaths(request.query, '', found);
  unsafePaths(request.body, '', found);
  if (found.length === 0) return;
  const fields: FieldErrors = {};
  for (const [field, message] of found) fields[field] = [message];
  throw validationError(fields);
}

function mediaType(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

const unsupportedMediaType = () => new AppError(415, 'unsupported_media_type', 'Tipo de conteúdo não suportado.');

export function registerInputGuards(app: FastifyInstance) {
  // text/plain bodies skipped validation on routes with per-content-type schemas: only JSON here
  // (multipart is added by @fastify/multipart and read by the routes that declare it).
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // fetch() and the spec's mark_all_read/ send an empty body with the JSON content type.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as JsonSchema | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers']) boundNumbers(schema[part]);
    const content = (schema.body as JsonSchema | undefined)?.content as JsonSchema | undefined;
    if (content) {
      const accepted = new Set(Object.keys(content).map((t) => t.toLowerCase()));
      const guard = async (request: FastifyRequest) => {
        // No content type at all is no declared body either: Fastify would skip validation.
        if (!accepted.has(mediaType(request))) throw unsupportedMediaType();
      };
      const existing = route.preValidation;
      route.preValidation = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
    }
  });

  // After validation (and after a multipart route has turned its text parts into the body).
  app.addHook('preHandler', (request, _reply, done) => {
    rejectUnsafeValues(request);
    done();
  });
}
