import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spaBuilt } from '../../src/lib/spaBuild';

const dist = mkdtempSync(path.join(os.tmpdir(), 'tribo-spa-build-test-'));
after(() => rmSync(dist, { recursive: true, force: true }));
const stamp = (builtAt: number) =>
  writeFileSync(path.join(dist, '.build-env.json'), JSON.stringify({ builtAt, env: {} }));
const settled = (p: Promise<void>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 150))]);

test("the server started beside npm start's build waits for that build's stamp, not an older one", async () => {
  const started = Date.now();
  const waiting = spaBuilt(dist, started, 10);
  assert.equal(await settled(waiting), false, 'no stamp yet');
  stamp(started - 60_000); // the build before, still in dist/
  assert.equal(await settled(waiting), false, 'an older build');
  writeFileSync(path.join(dist, '.build-env.json'), '{"builtAt": 17'); // being written
  assert.equal(await settled(waiting), false, 'half a stamp');
  stamp(started + 5);
  assert.equal(await settled(waiting), true, "the build's own stamp");
});
