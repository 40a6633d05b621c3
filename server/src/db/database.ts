import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database interface every repository sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a script of several SQL statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A PostgreSQL connection string when the engine is a real server (LISTEN/NOTIFY, locks). */
  url: string | null;
  /**
   * Runs fn on one connection while holding a database-wide advisory lock, so that only one
   * server process does it at a time (migrations, scheduled jobs). With wait=false, returns
   * null at once when another process holds the lock.
   */
  withLock<T>(key: number, fn: (session: Session) => Promise<T>, opts?: { wait?: boolean }): Promise<T | null>;
  /**
   * LISTEN on a channel: onPayload gets each NOTIFY payload sent after commit, from this process
   * or (on PostgreSQL) any other. PostgreSQL uses one dedicated connection per call that
   * reconnects after a failure; PGlite delivers on its own instance. Resolves to an unlisten.
   *
   * With `pooled`, every pooled connection LISTENs on the channel too: a NOTIFY sent by a write of
   * this process reaches onPayload before that write's query resolves (PostgreSQL sends a session
   * its own notifications ahead of ReadyForQuery), not a moment later through the dedicated
   * connection. PGlite always delivers that way.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    opts?: { pooled?: boolean },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Session {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * A statement that starts with this comment is planned for its values every time: a text search,
 * whose best plan depends on how many ads the words match (a generic plan made "diarista" over
 * 100,000 ads 70 % slower in bench:search).
 */
export const CUSTOM_PLAN = '/* plan: custom */';
