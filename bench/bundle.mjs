// npm run bench:bundle — builds the SPA for production and prints what a first visit downloads
// for /, /ads and /ads/{slug}: JavaScript and CSS (raw, gzip, brotli) and the largest modules of
// the initial chunks. Figures, not a pass/fail test.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = require('webpack');
const makeConfig = require(path.join(root, 'webpack.config.js'));

// Which lazy route chunk each URL loads (webpackChunkName in src/app/routes.tsx).
const ROUTES = [
  { url: '/', chunks: ['home'] },
  { url: '/ads', chunks: ['ads-list', 'ads', 'under-construction'] },
  { url: '/ads/{slug}', chunks: ['ad-detail', 'ad', 'under-construction'] },
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function sizes(file) {
  const buf = readFileSync(path.join(root, 'dist', file));
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const config = makeConfig({}, { mode: 'production' });
const compiler = webpack(config);
const stats = await new Promise((resolve, reject) =>
  compiler.run((err, s) =>
    err ? reject(err) : s.hasErrors() ? reject(new Error(s.toString('errors-only'))) : resolve(s),
  ),
);
await new Promise((r) => compiler.close(r));
const json = stats.toJson({
  all: false,
  chunks: true,
  chunkModules: true,
  chunkRelations: true,
  entrypoints: true,
  assets: true,
  ids: true,
});

const chunkById = new Map(json.chunks.map((c) => [c.id, c]));
const initialFiles = json.entrypoints.main.assets.map((a) => a.name);
const initialChunkIds = json.entrypoints.main.chunks;

function chunkFilesFor(names) {
  const found = json.chunks.find((c) => (c.names ?? []).some((n) => names.includes(n)));
  if (!found) return { name: null, files: [] };
  // A lazy chunk may need shared split chunks too (its siblings in the same chunk group).
  const ids = new Set([found.id, ...(found.siblings ?? [])]);
  const files = [...ids].flatMap((id) => chunkById.get(id)?.files ?? []);
  return { name: found.names[0], files };
}

const isCode = (f) => /\.(js|css)$/.test(f) && !f.endsWith('.map');
console.log('\nPrimeira visita (entrada + chunk da rota):\n');
const rows = [];
for (const route of ROUTES) {
  const lazy = chunkFilesFor(route.chunks);
  const files = [...new Set([...initialFiles, ...lazy.files])].filter(isCode);
  const total = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const f of files) {
    const s = sizes(f);
    const kind = f.endsWith('.css') ? 'css' : 'js';
    for (const k of ['raw', 'gzip', 'brotli']) total[kind][k] += s[k];
  }
  rows.push({ route: route.url, chunk: lazy.name ?? '(nenhum)', ...total });
}
for (const r of rows) {
  console.log(`${r.route.padEnd(12)} chunk=${r.chunk}`);
  console.log(
    `  JS : ${kb(r.js.raw).padStart(10)} bruto  ${kb(r.js.gzip).padStart(10)} gzip  ${kb(r.js.brotli).padStart(10)} brotli`,
  );
  console.log(
    `  CSS: ${kb(r.css.raw).padStart(10)} bruto  ${kb(r.css.gzip).padStart(10)} gzip  ${kb(r.css.brotli).padStart(10)} brotli`,
  );
}

const modules = [];
for (const id of initialChunkIds) {
  for (const m of chunkById.get(id)?.modules ?? []) {
    const list = m.modules ?? [m];
    for (const mm of list) modules.push({ name: mm.name, size: mm.size });
  }
}
const byPackage = new Map();
for (const m of modules) {
  const pkg = (m.name ?? '').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1').replace(/^\.\/src\/.*/, '(src)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + m.size);
}
console.log('\nMaiores módulos do chunk inicial (bruto, antes de minificar):');
for (const m of modules.sort((a, b) => b.size - a.size).slice(0, 15))
  console.log(`  ${kb(m.size).padStart(10)}  ${m.name}`);
console.log('\nPor pacote:');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${kb(v).padStart(10)}  ${k}`);
const home = rows[0];
console.log(`\nJS da primeira visita a / (gzip): ${kb(home.js.gzip)} (meta: 180 KB)`);
