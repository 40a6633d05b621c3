// The baseline of bench:search: a bare Fastify + pg handler that issues the SQL the app issues for
// each search (recorded by bench/search.mjs from the app itself), on the same database, with the
// same pool size. What is left between it and the app is the app's own work: routing, auth,
// validation, mapping and serialisation. Started by bench/search.mjs in its own process.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const queries = JSON.parse(readFileSync(process.env.BENCH_QUERIES, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/search/:i', async (request) => {
  let last = null;
  // As the app issues them: a named statement is prepared once per connection, then only executed.
  for (const q of queries[Number(request.params.i)])
    last = await pool.query({ name: q.name, text: q.text, values: q.values });
  return { count: last?.rowCount ?? 0, results: last?.rows ?? [] };
});
app.get('/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
