// Performance budget: GET /api/order/search for a researcher with 1,000 orders in a database of 1,000,000
// orders and 100,000 users — requests per second and p50/p99 at 32 connections, on PostgreSQL and PGlite.
// Goal on PostgreSQL: p99 under 50 ms. Run with `npm run bench -- order-search`; results go to
// bench/results/order-search.json. BENCH_SECONDS (default 10) sets each case's length; BENCH_PGLITE_ORDERS
// (default 1,000,000) the orders built on PGlite; BENCH_ORDERS and BENCH_ONLY=postgres|pglite are for profiling
// (BENCH_ONLY prints the results instead of writing them).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPlaceholders } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import type { Database } from '../apps/api/src/platform/db/client';
import { sessions } from '../apps/api/src/platform/db/schema/all-tables';
import { orderPageQuery, orderPageValues, type OrderSearchFilters } from '../apps/api/src/features/orders/order-search.repository';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../apps/api/src/platform/session/session';
import { loadTest, type LoadResult } from './support/load-test';
import { startTemporaryPostgres } from './support/postgres';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 100_000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RESEARCHER_ORDERS = 1_000;
const PGLITE_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? ORDERS);
/** `postgres` or `pglite` measures one database only, for profiling; nothing is written to results then. */
const ONLY = process.env.BENCH_ONLY;
const TOPICS = ['protein folding', 'coral reef resilience', 'urban heat islands', 'soil microbiomes', 'graphene sensors', 'malaria vaccines', 'sleep and memory', 'glacier retreat', 'quantum dots', 'gut flora'];
const YEARS_SECONDS = 3 * 365 * 24 * 3600;

/**
 * CPU seconds (Linux /proc, 100 ticks a second) of the load generator (this process's reaped children:
 * autocannon) and of the PostgreSQL cluster listening on `postgresPort` (its postmaster and backends).
 */
function otherCpuSeconds(postgresPort: string | null): { loadGenerator: number; postgres: number } {
  const fieldsOf = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd on
  const ticks = (fields: string[], numbers: number[]) => numbers.reduce((sum, field) => sum + Number(fields[field - 3] ?? 0), 0);
  try {
    const loadGenerator = ticks(fieldsOf(readFileSync('/proc/self/stat', 'utf8')), [16, 17]) / 100;
    let postgres = 0;
    if (postgresPort) {
      const processes = readdirSync('/proc').flatMap((pid) => {
        if (!/^\d+$/.test(pid)) return [];
        try {
          return [{ pid, fields: fieldsOf(readFileSync(`/proc/${pid}/stat`, 'utf8')), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') }];
        } catch {
          return []; // the process ended meanwhile
        }
      });
      const postmaster = processes.find((each) => each.command[0]?.endsWith('/postgres') && each.command.includes(postgresPort));
      for (const each of processes) if (postmaster && (each.pid === postmaster.pid || each.fields[1] === postmaster.pid)) postgres += ticks(each.fields, [14, 15]) / 100;
    }
    return { loadGenerator, postgres };
  } catch {
    return { loadGenerator: Number.NaN, postgres: Number.NaN };
  }
}

const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * Builds the data set in a few set-based statements: USERS users (the first one is the researcher),
 * `orderCount` orders over three years, every (orderCount / 1,000)th one the researcher's (so theirs are
 * spread over the table, as in life), one service line per order and a second one on the researcher's,
 * an invoice for two thirds of the researcher's orders and a certificate for their completed ones.
 */
async function populate(database: Database, orderCount: number): Promise<{ researcherId: number; sampleXid: string }> {
  const q = database.query.bind(database);
  const one = async <T extends Record<string, unknown>>(text: string) => {
    const [row] = await q<T>(text);
    if (!row) throw new Error(`no row: ${text}`);
    return row;
  };
  const goal = (await one<{ name: string }>('select name from customer_goals order by name limit 1')).name;
  const language = (await one<{ id: number }>('select id from manuscript_languages order by id limit 1')).id;
  const serviceRows = await q<{ identity: string }>('select identity from services order by sort_order limit 2');
  const [first, second] = serviceRows.map((row) => row.identity);
  if (!first || !second) throw new Error('the seed has fewer than two services');

  let start = performance.now();
  await q(`insert into users (identity, email, email_normalized, first_name, last_name, referral_code, time_zone)
    select 'bench_u' || g, 'bench-' || g || '@example.test', 'bench-' || g || '@example.test', 'Ada', 'Bench ' || g, 'BENCH' || g,
           case when g = 1 then 'America/Sao_Paulo' else 'UTC' end
    from generate_series(1, ${USERS}) g`);
  const researcherId = Number((await one<{ id: string }>(`select id from users where email_normalized = 'bench-1@example.test'`)).id);
  console.log(`  ${USERS} users: ${elapsed(start)}`);

  // Researcher's orders: g % stride = 0. The others go round-robin over the other users. created_at is a
  // fixed scramble of g over the last three years; status cycles; two thirds are paid.
  const stride = Math.floor(orderCount / RESEARCHER_ORDERS);
  const topics = `(array[${TOPICS.map((topic) => `'${topic}'`).join(',')}])[1 + (g / ${stride}) % ${TOPICS.length}]`;
  start = performance.now();
  await q(`insert into orders (external_id, user_id, title, status, customer_goal, word_count, manuscript_language_id, currency, total_amount, paid, created_at, deadline, completed_at)
    select 'BX' || lpad(g::text, 8, '0'),
           case when g % ${stride} = 0 then ${researcherId} else ${researcherId} + 1 + (g % ${USERS - 1}) end,
           'A study of ' || ${topics} || ' (' || g || ')',
           s.status, '${goal}', 3000 + g % 5000, ${language}, 'USD', 10000 + g % 5000, g % 3 <> 0, t.created,
           t.created + interval '3 days', case when s.status = 'completed' then t.created + interval '2 days' end
    from generate_series(1, ${orderCount}) g
    cross join lateral (select now() - ((g::bigint * 2654435761) % ${YEARS_SECONDS}) * interval '1 second' as created) t
    cross join lateral (select (array['received','in_progress','quality_check','completed','completed','completed','cancelled'])[1 + (g / ${stride}) % 7] as status) s`);
  console.log(`  ${orderCount} orders: ${elapsed(start)}`);

  start = performance.now();
  await q(`insert into order_services (order_id, service_identity, list_price, total_price) select id, '${first}', total_amount, total_amount from orders`);
  await q(`insert into order_services (order_id, service_identity, list_price, total_price) select id, '${second}', 2000, 2000 from orders where user_id = ${researcherId}`);
  await q(`insert into invoices (invoice_number, receipt_code, kind, user_id, localization, order_id, currency, total_amount, balance, exchange_rate, description, created_at)
    select 'USB' || id, 'RCB' || id, 'order', user_id, 'us', id, 'USD', total_amount, case when paid then 0 else total_amount end, 1, title, created_at
    from orders where user_id = ${researcherId} and id % 3 <> 0`);
  await q(`insert into certificates (code, order_id, user_id, title, authors)
    select 'CB' || id, id, user_id, title, 'Ada Bench' from orders where user_id = ${researcherId} and status = 'completed'`);
  console.log(`  service lines, invoices, certificates: ${elapsed(start)}`);

  start = performance.now();
  await q(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze');
  console.log(`  ${database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze'}: ${elapsed(start)}`);
  const sampleXid = (await one<{ external_id: string }>(`select external_id from orders where user_id = ${researcherId} order by created_at desc offset 37 limit 1`)).external_id;
  return { researcherId, sampleXid };
}

/** The search's one statement, exactly as order-search.repository.ts builds it, under EXPLAIN ANALYZE. */
async function explain(database: Database, userId: number, filters: OrderSearchFilters): Promise<string[]> {
  const query = orderPageQuery(database.db, filters).toSQL();
  const params = fillPlaceholders(query.params, orderPageValues(userId, filters, 10, 0));
  return (await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, params)).map((row) => row['QUERY PLAN']);
}

async function measure(label: string, databaseUrl: string | undefined, orderCount: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp(config, { serveWebApp: false, startWorkers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const database = app.platform.database;
  console.log(`${label}: building ${USERS} users and ${orderCount} orders`);
  const buildStart = performance.now();
  const { researcherId, sampleXid } = await populate(database, orderCount);
  const buildSeconds = Math.round((performance.now() - buildStart) / 100) / 10;

  const token = newSessionToken();
  await database.db.insert(sessions).values({ tokenHash: hashToken(token), userId: researcherId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  const headers = { cookie: `${SESSION_COOKIE}=${token}` };

  const base = `http://127.0.0.1:${address.port}/api/order/search`;
  const cases: Record<string, string> = {
    firstPage: `${base}?page=1`,
    title: `${base}?orderTitle=coral&page=1`,
    dateRange: `${base}?from=2025-01-01&to=2025-01-31&page=1`,
    orderNumber: `${base}?xid=${sampleXid.toLowerCase()}&page=1`,
  };
  // Each case must answer 200 with orders in it: a bench of empty answers or 4xx would measure nothing.
  const found: Record<string, number> = {};
  for (const [name, url] of Object.entries(cases)) {
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { orders?: unknown[]; pagination?: { total: number } };
    if (response.status !== 200 || !body.orders?.length) throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    found[name] = body.pagination?.total ?? 0;
  }
  const plans = {
    firstPage: await explain(database, researcherId, {}),
    title: await explain(database, researcherId, { orderTitle: 'coral' }),
  };
  await loadTest(cases.firstPage!, { connections: CONNECTIONS, seconds: 2, headers }); // warm-up: JIT and caches
  const results: Record<string, LoadResult & { cpuMsPerRequest: Record<string, number | null>; matching: number; url: string }> = {};
  for (const [name, url] of Object.entries(cases)) {
    const cpuBefore = process.cpuUsage();
    const postgresPort = databaseUrl ? new URL(databaseUrl).port || '5432' : null;
    const otherBefore = otherCpuSeconds(postgresPort);
    const result = await loadTest(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
    const cpu = process.cpuUsage(cpuBefore);
    const otherAfter = otherCpuSeconds(postgresPort);
    // CPU per request answered: this process (the API server; on PGlite the database too), the
    // PostgreSQL server's processes (when it runs on this machine) and the load generator.
    const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 100) / 100;
    const cpuMsPerRequest = {
      server: perRequest((cpu.user + cpu.system) / 1000),
      postgres: postgresPort ? perRequest((otherAfter.postgres - otherBefore.postgres) * 1000) : null,
      loadGenerator: perRequest((otherAfter.loadGenerator - otherBefore.loadGenerator) * 1000),
    };
    results[name] = { ...result, cpuMsPerRequest, matching: found[name] ?? 0, url: url.replace(base, '/api/order/search') };
    console.log(
      `${label.padEnd(10)} ${name.padEnd(12)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ` +
        `CPU ms/request: server ${cpuMsPerRequest.server}, postgres ${cpuMsPerRequest.postgres ?? '-'}, autocannon ${cpuMsPerRequest.loadGenerator}  errors ${result.errors} non-2xx ${result.non2xx}`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 3000)); // let requests autocannon left in flight finish before the pool closes
  await app.close();
  return { users: USERS, orders: orderCount, researcherOrders: RESEARCHER_ORDERS, buildSeconds, results, plans };
}

const output: Record<string, unknown> = { endpoint: 'GET /api/order/search', connections: CONNECTIONS, seconds: SECONDS, at: new Date().toISOString() };
const postgres = ONLY === 'pglite' ? null : startTemporaryPostgres();
if (postgres) {
  try {
    output.postgres = await measure('PostgreSQL', postgres.url, ORDERS);
  } finally {
    postgres.stop();
  }
} else if (ONLY !== 'pglite') {
  console.log('PostgreSQL: not installed here; set BENCH_DATABASE_URL to measure it');
}
if (ONLY !== 'postgres') output.pglite = await measure('PGlite', undefined, PGLITE_ORDERS);
if (ONLY) console.log(JSON.stringify(output, null, 2));
else writeFileSync(new URL('./results/order-search.json', import.meta.url), JSON.stringify(output, null, 2) + '\n');
