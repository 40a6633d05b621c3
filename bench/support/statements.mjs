// Shared by bench:search and bench:admin: the SQL the app issues for a request, recorded from the
// app's own pool so that a baseline (bench/search-baseline.mjs) can replay it.
//
// The recorder is the database's `onStatement` hook (server/src/db/postgres.ts: postgres.js' debug
// hook), given to openDatabase in the bench's process, where the app answers `app.inject` before
// the measured server starts: it sees every statement the driver builds, Drizzle's and raw ones,
// with the parameters and whether the statement is prepared, and costs nothing where it is not
// given (the measured server never gets it). Reading PostgreSQL's log instead would need the
// server's settings and its log file, which the bench does not own.
import { createHash } from 'node:crypto';

/** Transaction control, session settings, LISTEN and the driver's own probes are not replayed. */
const SKIPPED = /^\s*(begin|commit|rollback|savepoint|release|set |listen |select 1$)/i;

/** A name per text: the baseline prepares each prepared statement once per connection, as the app does. */
const nameOf = (text) => `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** JSON keeps Dates as ISO text; bigints go as their digits (pg sends parameters as text). */
const plain = (value) => (typeof value === 'bigint' ? String(value) : value);

export function statementRecorder() {
  let current = null;
  return {
    /** openDatabase's `onStatement`. */
    onStatement({ text, params, prepared }) {
      if (!current || SKIPPED.test(text)) return;
      current.push({ name: prepared ? nameOf(text) : undefined, text, values: params.map(plain) });
    },
    /** The statements issued while `fn` runs: { name?, text, values }[]. */
    async record(fn) {
      current = [];
      try {
        await fn();
        return current;
      } finally {
        current = null;
      }
    },
  };
}
