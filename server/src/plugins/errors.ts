import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorBody } from '../lib/errors';
import { toFieldErrors } from '../lib/validation-messages';

const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: ['Requisição inválida.', 'bad_request'],
  401: ['Autenticação necessária.', 'not_authenticated'],
  403: ['Você não tem permissão para realizar esta ação.', 'permission_denied'],
  404: ['Recurso não encontrado.', 'not_found'],
  405: ['Método não permitido.', 'method_not_allowed'],
  406: ['Formato de resposta não suportado.', 'not_acceptable'],
  408: ['Tempo de requisição esgotado.', 'request_timeout'],
  409: ['Conflito com o estado atual do recurso.', 'conflict'],
  413: ['O conteúdo enviado é grande demais.', 'payload_too_large'],
  414: ['O endereço pedido é longo demais.', 'uri_too_long'],
  415: ['Tipo de conteúdo não suportado.', 'unsupported_media_type'],
  429: ['Muitas requisições. Tente novamente mais tarde.', 'rate_limited'],
  503: ['Serviço indisponível no momento. Tente novamente em instantes.', 'service_unavailable'],
};

/** Fastify's own error codes that mean "the client sent something unreadable". */
const BODY_ERRORS: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['O corpo da requisição não é um JSON válido.', 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['O corpo da requisição está vazio; envie um JSON.', 'invalid_json'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['Tipo de conteúdo não suportado.', 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['O conteúdo enviado é grande demais.', 'payload_too_large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['Tamanho do conteúdo inválido.', 'bad_request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['A requisição não é multipart/form-data.', 'unsupported_media_type'],
  FST_REQ_FILE_TOO_LARGE: ['O arquivo enviado é grande demais.', 'payload_too_large'],
  FST_FILES_LIMIT: ['Arquivos demais na mesma requisição.', 'too_many_files'],
  FST_PARTS_LIMIT: ['Campos demais na mesma requisição.', 'too_many_fields'],
  FST_FIELDS_LIMIT: ['Campos demais na mesma requisição.', 'too_many_fields'],
};

export function errorBody(status: number): ErrorBody {
  const [error, code] = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400];
  return { error, code };
}

/** Paths answered by the API (everything else may be the SPA's history fallback). */
export function isApiPath(url: string): boolean {
  return /^\/(api|media|users\/token\/refresh|auth\/callback)(\/|$|\?)/.test(url);
}

export function sendNotFoundJson(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send(errorBody(404));
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors` option): a URL that
 * does not decode, a path parameter past maxParamLength. They answer the one shape, in pt-BR, and
 * never echo the URL back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onRequest hook runs before the router: the id every other answer gets there (app.ts).
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(414));
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ error: 'O endereço pedido não é válido.', code: 'bad_url' });
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(errorBody(status));
}

/** Every error response leaves here in the one shape; a 500 never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    try {
      return sendError(error, request, reply);
    } catch (err) {
      // Even a failure here answers the one shape (Fastify's own 500 body is English and says more).
      request.log.error({ err, cause: error }, 'error handler failed');
      return reply
        .code(500)
        .send({ error: 'Erro interno do servidor. Tente novamente em instantes.', code: 'internal_error' });
    }
  });
}

function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).send(error.toBody());
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    const body: ErrorBody = {
      error: 'Verifique os campos destacados.',
      code: 'validation_error',
      fields: toFieldErrors(fe.validation),
    };
    return reply.code(400).send(body);
  }
  if (fe.code && BODY_ERRORS[fe.code]) {
    const [msg, code] = BODY_ERRORS[fe.code];
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 400;
    return reply.code(status).send({ error: msg, code });
  }
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(status));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send(
      status === 503
        ? errorBody(503)
        : { error: 'Erro interno do servidor. Tente novamente em instantes.', code: 'internal_error' },
    );
}
