// The contract check: running `api:spec` and `api:gen` must not change a committed file.
// Compares in memory, so it never rewrites the working tree.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildOpenApiDocument, serialize } = await import('../server/scripts/openapi.ts');

let failures = 0;
const committedSpec = readFileSync(path.join(root, 'openapi', 'openapi.json'), 'utf8');
const freshSpec = serialize(await buildOpenApiDocument());
if (committedSpec !== freshSpec) {
  console.error('✗ openapi/openapi.json está desatualizado: rode `npm run api:spec` e faça commit.');
  failures++;
} else console.log('✓ openapi/openapi.json confere com as rotas registradas');

// Regenerate the slices in a scratch copy and compare file by file.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tribo-contract-'));
try {
  for (const dir of ['openapi', 'src/api', 'server/scripts'])
    cpSync(path.join(root, dir), path.join(scratch, dir), { recursive: true });
  for (const f of ['package.json', '.prettierrc.json']) cpSync(path.join(root, f), path.join(scratch, f));
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  execFileSync(process.execPath, [path.join(scratch, 'server', 'scripts', 'apigen.mjs')], {
    cwd: scratch,
    stdio: 'pipe',
  });
  const genDir = 'src/api/generated';
  const a = readdirSync(path.join(root, genDir))
    .filter((f) => f.endsWith('.gen.ts'))
    .sort();
  const b = readdirSync(path.join(scratch, genDir))
    .filter((f) => f.endsWith('.gen.ts'))
    .sort();
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    console.error(`✗ arquivos gerados diferentes: commit tem [${a}], geração dá [${b}]`);
    failures++;
  }
  for (const f of b) {
    const committed = a.includes(f) ? readFileSync(path.join(root, genDir, f), 'utf8') : '';
    if (committed !== readFileSync(path.join(scratch, genDir, f), 'utf8')) {
      console.error(`✗ ${genDir}/${f} está desatualizado: rode \`npm run api:gen\` e faça commit.`);
      failures++;
    }
  }
  if (!failures) console.log('✓ src/api/generated confere com openapi/openapi.json');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
