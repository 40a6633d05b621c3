import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL behind one interface); repositories take it. */
    db: Database;
  }
}

/** Decorates the app with an already opened database and closes it with the app. */
export function registerDb(app: FastifyInstance, database: Database, { closeOnExit = true } = {}) {
  app.decorate('db', database);
  if (closeOnExit) app.addHook('onClose', async () => database.close());
}
