import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/errors';
import { pageUrls } from '../../lib/pagination';
import type { App, ModuleOptions } from '../../lib/types';
import { bearerSecurity } from '../../plugins/auth';
import { memberRateLimit } from '../../plugins/memberRateLimit';
import { multipartBody } from '../../plugins/multipart';
import { registerStreamEvent } from '../notifications/notifications.producer';
import { createBlocksService } from './messages.blocks';
import {
  Block,
  BlockBody,
  BlockParams,
  Conversation,
  ConversationPage,
  ConversationParams,
  ListConversationsQuery,
  ListMessagesQuery,
  MAX_MESSAGE_IMAGES,
  Message,
  MessagePage,
  MessagesUnreadCount,
  ReadResponse,
  SendMessageContent,
  StartConversationBody,
  type SendMessageBody,
} from './messages.schemas';
import { mediaStorage } from '../../lib/storage/create';
import { createMessagesService, loadMessageEvent, loadReadEvent, MESSAGE_EVENT, READ_EVENT } from './messages.service';

// Thin routes under /api/v1/messages/ and /api/v1/users/blocks/: schema, service call, status and
// paging URLs. Who may read or write what is the service's business.

const BASE = '/api/v1/messages/';
const BLOCKS = '/api/v1/users/blocks/';
const TAGS = ['messages'];
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The photos arrive as repeated `images` parts; a fifth is read so the answer can say "at most 4". */
const parseMultipart = multipartBody({
  fileFields: ['images'],
  repeated: 'last',
  limits: { files: MAX_MESSAGE_IMAGES + 1 },
});

export async function messagesRoutes(app: App, { config }: ModuleOptions) {
  const service = createMessagesService(app.db.orm, { storage: mediaStorage(config) });
  const blocks = createBlocksService(app.db.orm);
  // New messages reach both participants' notification streams (every tab, every process).
  registerStreamEvent(MESSAGE_EVENT, loadMessageEvent);
  // "Visto" reaches the sender's streams the same way.
  registerStreamEvent(READ_EVENT, loadReadEvent);

  const signedIn = { onRequest: app.auth.required };
  const me = (request: FastifyRequest) => request.user!.id;

  const newConversations = memberRateLimit(app, config.rateLimits, {
    name: 'messages:conversations',
    max: 20,
    timeWindow: HOUR,
    message: 'Você iniciou muitas conversas na última hora.',
    // Only a conversation that does not exist yet counts; a message added to one does not.
    counts: (req) => service.isNew(me(req), (req.body as StartConversationBody).ad),
  });
  const newMessages = memberRateLimit(app, config.rateLimits, {
    name: 'messages:messages',
    max: 30,
    timeWindow: MINUTE,
    message: 'Você enviou muitas mensagens em pouco tempo.',
  });

  app.post(
    `${BASE}conversations/`,
    {
      ...signedIn,
      preHandler: [newConversations, newMessages],
      schema: {
        operationId: 'startConversation',
        tags: TAGS,
        summary: 'Envia uma mensagem sobre um anúncio: inicia a conversa ou continua a existente',
        security: bearerSecurity,
        body: StartConversationBody,
        response: { 201: Conversation, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.start(me(request), request.body)),
  );

  app.get(
    `${BASE}conversations/`,
    {
      ...signedIn,
      schema: {
        operationId: 'listConversations',
        tags: TAGS,
        summary: 'As conversas do membro, a de atividade mais recente primeiro',
        security: bearerSecurity,
        querystring: ListConversationsQuery,
        response: { 200: ConversationPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 20;
      const { count, results } = await service.list(me(request), page, pageSize);
      return { count, ...pageUrls(request, page, pageSize, count), results };
    },
  );

  app.get(
    `${BASE}conversations/:id/`,
    {
      ...signedIn,
      schema: {
        operationId: 'getConversation',
        tags: TAGS,
        summary: 'Uma conversa como o membro a vê: o anúncio, a outra pessoa, a última mensagem',
        security: bearerSecurity,
        params: ConversationParams,
        response: { 200: Conversation, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(me(request), request.params.id),
  );

  app.get(
    `${BASE}conversations/:id/messages/`,
    {
      ...signedIn,
      schema: {
        operationId: 'listConversationMessages',
        tags: TAGS,
        summary: 'Mensagens de uma conversa: as mais novas, em ordem de envio; before=id traz as anteriores',
        security: bearerSecurity,
        params: ConversationParams,
        querystring: ListMessagesQuery,
        response: { 200: MessagePage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const pageSize = request.query.page_size ?? 30;
      const page = await service.messages(me(request), request.params.id, request.query.before ?? null, pageSize);
      let next: string | null = null;
      if (page.hasOlder && page.results.length) {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        url.searchParams.set('before', String(page.results[0].id));
        next = url.toString();
      }
      return { count: page.count, next, previous: null, results: page.results };
    },
  );

  app.post(
    `${BASE}conversations/:id/messages/`,
    {
      ...signedIn,
      preHandler: newMessages,
      preValidation: parseMultipart,
      schema: {
        operationId: 'sendMessage',
        tags: TAGS,
        summary: 'Envia uma mensagem (JSON, ou multipart com até 4 fotos em images)',
        security: bearerSecurity,
        params: ConversationParams,
        body: SendMessageContent,
        response: { 201: Message, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body as SendMessageBody;
      const message = await service.send(me(request), request.params.id, body.text, request.uploads ?? []);
      return reply.code(201).send(message);
    },
  );

  app.post(
    `${BASE}conversations/:id/read/`,
    {
      ...signedIn,
      schema: {
        operationId: 'markConversationRead',
        tags: TAGS,
        summary: 'Marca como vistas as mensagens recebidas na conversa',
        security: bearerSecurity,
        params: ConversationParams,
        response: { 200: ReadResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.markRead(me(request), request.params.id),
  );

  app.get(
    `${BASE}unread_count/`,
    {
      ...signedIn,
      schema: {
        operationId: 'getUnreadMessagesCount',
        tags: TAGS,
        summary: 'Quantas mensagens recebidas o membro ainda não viu',
        security: bearerSecurity,
        response: { 200: MessagesUnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => ({ count: await service.unreadCount(me(request)) }),
  );

  app.get(
    BLOCKS,
    {
      ...signedIn,
      schema: {
        operationId: 'listBlocks',
        tags: TAGS,
        summary: 'Quem o membro bloqueou',
        security: bearerSecurity,
        response: { 200: Type.Array(Block), ...errorResponses(401) },
      },
    },
    async (request) => blocks.list(me(request)),
  );

  app.post(
    BLOCKS,
    {
      ...signedIn,
      schema: {
        operationId: 'blockUser',
        tags: TAGS,
        summary: 'Bloqueia um membro: nenhum dos dois pode mais enviar mensagens ao outro',
        security: bearerSecurity,
        body: BlockBody,
        response: { 201: Block, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await blocks.add(me(request), request.body.username)),
  );

  app.delete(
    `${BLOCKS}:username/`,
    {
      ...signedIn,
      schema: {
        operationId: 'unblockUser',
        tags: TAGS,
        summary: 'Desfaz o bloqueio de um membro',
        security: bearerSecurity,
        params: BlockParams,
        response: { 204: Type.Null({ description: 'Desbloqueado.' }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await blocks.remove(me(request), request.params.username);
      return reply.code(204).send(null);
    },
  );
}
