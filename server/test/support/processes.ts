import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server the test starts in another process). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * The environment of a server the test starts as a user would (production, the API alone, no
 * demo data, quiet logs, the embedded database): the test's own values on top.
 */
export function serverEnv(values: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SERVE_SPA: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    ...values,
  };
  delete env.DATABASE_URL;
  return env;
}
