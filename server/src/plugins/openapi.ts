import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tribo API',
        description: 'API do marketplace Tribo. Erros seguem o formato { error, code, fields? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // Only documented API routes appear in the contract.
    hideUntagged: true,
  });
}
