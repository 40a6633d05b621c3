/**
 * Writes openapi/openapi.json from the registered routes, without listening on a port.
 * Run with `npm run api:spec`; the result is committed and feeds `npm run api:gen`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, ROOT_DIR } from '../src/config';
import { openDatabase } from '../src/db/client';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { jwtSecret: 'x'.repeat(32), serveSpa: false });
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const doc = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return doc;
}

/** Stable text: keys as registered, two-space indentation, final newline. */
export function serialize(doc: unknown): string {
  return JSON.stringify(doc, null, 2) + '\n';
}

if (require.main === module) {
  void buildOpenApiDocument().then((doc) => {
    const out = path.join(ROOT_DIR, 'openapi', 'openapi.json');
    writeFileSync(out, serialize(doc));
    console.log(`openapi/openapi.json escrito (${Object.keys((doc.paths as object) ?? {}).length} caminhos)`);
  });
}
