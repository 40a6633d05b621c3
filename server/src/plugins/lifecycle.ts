import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True from the moment the process was told to stop: `/api/ready` answers 503. */
  readonly draining: boolean;
  /**
   * Stops the process's work in order: new connections are refused, `/api/ready` says 503, open
   * notification streams end with a reconnect hint (their preClose hook), requests under way
   * finish (each answer asks its client to close the connection, so the next request goes to
   * another process), jobs stop (onClose). After `graceMs` the connections still open are cut.
   * Resolves with whether everything finished in time.
   */
  drain(graceMs: number): Promise<{ inTime: boolean }>;
}

/**
 * Readiness and draining (docs/deploy.md): a load balancer sends traffic to a process while its
 * `/api/ready` says 200, and SIGTERM (server.ts) drains it through `app.lifecycle.drain`.
 */
export function registerLifecycle(app: FastifyInstance) {
  let draining = false;
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      let inTime = true;
      const cut = setTimeout(() => {
        inTime = false;
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      return { inTime };
    },
  };
  app.decorate('lifecycle', lifecycle);
  // An answer sent while the process drains (a request under way, or one that came on a
  // kept-alive connection) closes its connection after it.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
