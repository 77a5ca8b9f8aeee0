import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/all-tables';

export type Schema = typeof schema;
/** The one database type features see: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; for the few queries Drizzle cannot express. */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `work` while holding a session-level advisory lock (a no-op guard on PGlite, which has one session). */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only (null on PostgreSQL): a consistent copy of the embedded database — a checkpoint, then PGlite's
   * tar of its data directory, taken under its query lock, so no statement runs meanwhile and the copy
   * is what a crash at that instant would leave (recovery turns it into the committed state). For backups.
   */
  snapshot: (() => Promise<Blob>) | null;
  /** The connection pool's use (PostgreSQL); null on PGlite, which has one connection inside the process. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** In-memory PGlite, for tests. */
  memory?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  if (options.memory) {
    client = new PGlite();
  } else {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    withAdvisoryLock: (_key, work) => work(),
    poolUse: () => null,
    snapshot: async () => {
      await client.query('CHECKPOINT');
      // Uncompressed: PGlite compresses on the event loop, which would stall every answer for seconds.
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('postgres pool: idle connection error', err.message));
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    dialect: 'postgres',
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    snapshot: null,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    async close() {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
