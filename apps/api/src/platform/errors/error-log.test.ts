import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { registerErrorHandling } from './error-handler';
import { loggedError, loggerOptions } from './error-log';

/** Values a customer sent: none of them may reach the log. */
const PERSONAL = ['ada.lovelace', 'Lovelace', 'grace', 'Hopper', '4111', 'private-note', '\\u0000'];

describe.each(testDatabaseKinds)('the log of an unexpected error (%s)', (kind) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    await testDb.database.query('create table people (email text primary key, name text not null, card integer)');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logger = loggerOptions('info');
    if (typeof logger !== 'object') throw new Error('expected logger options');
    let requests = 0;
    app = Fastify({ logger: { ...logger, stream }, genReqId: () => `req-${++requests}` });
    registerErrorHandling(app);
    // A route that stores what the client sent, as the real ones do.
    app.post('/people/:email', async (request) => {
      const { email } = request.params as { email: string };
      const { name, card } = request.body as { name: string; card: string | null };
      await testDb.database.db.execute(sql`insert into people (email, name, card) values (${email}, ${name}, ${card}::integer)`);
      return { saved: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  const store = (email: string, name: string, card: string | null = null) =>
    app.inject({ method: 'POST', url: `/people/${email}?note=private-note`, payload: { name, card } });
  const unhandled = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'unhandled error');

  it('names the failure, its database code, the route and the request id, and none of the values', async () => {
    expect((await store('ada.lovelace%40example.test', 'Ada Lovelace')).statusCode).toBe(200);
    // A duplicate key: the database's detail repeats the e-mail.
    expect((await store('ada.lovelace%40example.test', 'Ada Lovelace')).statusCode).toBe(500);
    // A NUL character: the query's parameters hold it.
    expect((await store('grace%00hopper%40example.test', 'Grace Hopper')).statusCode).toBe(500);
    // A value the database cannot read: its message quotes it.
    expect((await store('grace.hopper%40example.test', 'Grace Hopper', '4111 1111 1111 1111')).statusCode).toBe(500);

    const logged = unhandled();
    expect(logged).toHaveLength(3);
    expect(logged.map((entry) => entry.requestId)).toEqual(['req-2', 'req-3', 'req-4']);
    for (const entry of logged) {
      expect(entry).toMatchObject({ level: 50, route: '/people/:email', error: { type: 'DrizzleQueryError' } });
      const error = entry.error as { message: string; stack: string };
      expect(error.message).toBe('Failed query: insert into people (email, name, card) values ($1, $2, $3::integer)');
      expect(error.stack).toContain('\n    at ');
    }
    expect(logged.map((entry) => (entry.error as { cause: { code: string } }).cause.code)).toEqual(['23505', '22021', '22P02']);
    expect((logged[0]?.error as { cause: { constraint: string } }).cause.constraint).toBe('people_pkey');
    expect((logged[2]?.error as { cause: { message: string } }).cause.message).toBe('invalid input syntax for type integer: "…"');

    // Nothing anywhere in the log: not in the error, the request lines or the stack.
    const everything = lines.join('\n');
    for (const value of PERSONAL) expect(everything).not.toContain(value);
    // The request lines name the route, never the query string or the e-mail in the path.
    expect(lines.some((line) => line.includes('"url":"/people/:email"'))).toBe(true);
  });
});

describe('an error as the logs hold it', () => {
  it('keeps an ordinary error whole, and follows its causes', () => {
    const error = new TypeError('cannot read properties of undefined', { cause: new RangeError('too far') });
    expect(loggedError(error)).toMatchObject({
      type: 'TypeError',
      message: 'cannot read properties of undefined',
      stack: expect.stringMatching(/^TypeError: cannot read properties of undefined\n\s+at /),
      cause: { type: 'RangeError', message: 'too far' },
    });
  });

  it('never copies the fields of a database error that hold row values', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(ada@example.test) already exists.',
      where: 'SQL statement "insert ..."',
      params: ['ada@example.test'],
    });
    const logged = loggedError(error);
    expect(logged).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "users_email_key"' });
    expect(JSON.stringify(logged)).not.toContain('ada@example.test');
  });

  it('describes a thrown value that is not an error by its kind only', () => {
    expect(loggedError('secret value')).toEqual({ type: 'string', message: 'a thrown value that is not an Error', stack: '' });
  });
});
