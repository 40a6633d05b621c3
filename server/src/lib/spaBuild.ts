import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s launcher starts the server's process beside the SPA's build
 * (server/scripts/start.mjs, with SPA_BUILD_STARTED: when that build started), so the migrations,
 * the demo data and the server's own modules load meanwhile. The server serves the SPA once the
 * build's stamp (dist/.build-env.json, written when both compilations have emitted) is that build's.
 */
export async function spaBuilt(distDir: string, startedAt: number, pollMs = 100): Promise<void> {
  const stamp = path.join(distDir, '.build-env.json');
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(stamp, 'utf8')) as { builtAt: number }).builtAt >= startedAt) return;
    } catch {
      // Not written yet (or being written).
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
