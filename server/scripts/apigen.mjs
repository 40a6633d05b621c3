// npm run api:gen: openapi/openapi.json -> src/api/generated/<tag>.gen.ts (one file per tag),
// each with a header saying it is generated, then formatted by Prettier so diffs stay stable.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(root, 'src', 'api', 'generated');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Start from an empty folder so a removed tag leaves no stale file behind.
for (const f of readdirSync(outDir)) if (f.endsWith('.gen.ts')) rmSync(path.join(outDir, f));
execFileSync(bin('rtk-query-codegen-openapi'), ['openapi/codegen.config.cjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const HEADER =
  '/* eslint-disable */\n' +
  '// GENERATED FILE — do not edit. Source: openapi/openapi.json (npm run api:spec).\n' +
  '// Regenerate with: npm run api:spec && npm run api:gen\n\n';
const files = readdirSync(outDir).filter((f) => f.endsWith('.gen.ts'));
for (const f of files) {
  const file = path.join(outDir, f);
  writeFileSync(file, HEADER + readFileSync(file, 'utf8'));
}
execFileSync(bin('prettier'), ['--log-level', 'warn', '--write', ...files.map((f) => path.join(outDir, f))], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`src/api/generated: ${files.join(', ')}`);
