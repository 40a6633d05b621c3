/**
 * @rtk-query/codegen-openapi: one generated slice per OpenAPI tag, injected into the one
 * empty createApi (src/api/emptyApi.ts). Run with `npm run api:gen` after `npm run api:spec`.
 * The tag list is read from openapi.json, so a new server module needs no change here.
 */
const fs = require('node:fs');
const path = require('node:path');

const spec = JSON.parse(fs.readFileSync(path.join(__dirname, 'openapi.json'), 'utf8'));
const tags = new Set();
for (const item of Object.values(spec.paths ?? {})) {
  for (const op of Object.values(item)) for (const t of op.tags ?? []) tags.add(t);
}

const outputFiles = {};
for (const tag of [...tags].sort()) {
  outputFiles[`../src/api/generated/${tag}.gen.ts`] = {
    filterEndpoints: (_name, def) => (def.operation.tags ?? [])[0] === tag,
    exportName: `${tag}GeneratedApi`,
  };
}

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './openapi.json',
  apiFile: '../src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles,
};
