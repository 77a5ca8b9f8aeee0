import { describe, expect, it } from 'vitest';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { createSignedInUser, createTestApp } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { openEventStream } from './event-stream-test-support';
import { openStreamCount, DEFAULT_MAX_STREAMS_PER_USER } from './event-stream';
import { STAFF_TOPIC, userTopic } from './realtime';
import { injectAnswer } from '../../test/inject-answer';
import { errorLogCapture } from '../../quality-gates/bad-input/log-capture';

describe('GET /api/events', () => {
  const t = useTestApp({ EVENT_HEARTBEAT_SECONDS: '0.1' });
  const people = useBeforeAll(async () => ({
    ada: await createSignedInUser(t.database),
    bob: await createSignedInUser(t.database),
    staff: await createSignedInUser(t.database, { role: 'staff' }),
  }));

  it("streams the signed-in researcher's own events, uncompressed and unbuffered, and none of another's", async () => {
    const stream = await openEventStream(t.app, { cookie: people.ada.cookie, 'accept-encoding': 'br, gzip' });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no', 'cache-control': 'no-cache, no-store, no-transform' });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['content-length']).toBeUndefined();
    await stream.until((s) => s.events().some((event) => event.type === STREAM_OPEN_EVENT));
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);

    await t.app.platform.realtime.publish(userTopic(people.bob.id), { type: 'support.message', request: 'SR-BOB' });
    await t.app.platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: 'SR-STAFF' });
    await t.app.platform.realtime.publish(userTopic(people.ada.id), { type: 'support.message', request: 'SR-ADA' });
    await stream.until((s) => s.events().length === 2);
    expect(stream.events()).toEqual([{ type: STREAM_OPEN_EVENT }, { type: 'support.message', request: 'SR-ADA' }]);
    stream.close();
  });

  it("gives staff the staff's events beside their own", async () => {
    const stream = await openEventStream(t.app, { cookie: people.staff.cookie });
    await stream.until((s) => s.events().length === 1);
    await t.app.platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: 'SR-NEW' });
    await stream.until((s) => s.events().length === 2);
    expect(stream.events()[1]).toEqual({ type: 'support.request', request: 'SR-NEW' });
    stream.close();
  });

  it('keeps an idle stream alive with comments', async () => {
    const stream = await openEventStream(t.app, { cookie: people.bob.cookie });
    await stream.until((s) => (s.text().match(/: ping\n\n/g) ?? []).length >= 2);
    stream.close();
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { error: 'login-required' } });
  });

  it('refuses a user one stream more than a browser with many tabs needs, and takes them again once closed', async () => {
    const user = await createSignedInUser(t.database);
    const streams = [];
    for (let i = 0; i < DEFAULT_MAX_STREAMS_PER_USER; i++) streams.push(await openEventStream(t.app, { cookie: user.cookie }));
    const refused = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: user.cookie } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { error: 'too-many-event-streams' } });
    for (const stream of streams) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await openEventStream(t.app, { cookie: user.cookie });
    expect(again.statusCode).toBe(200);
    again.close();
  });
});

describe('a browser going away', () => {
  it('is a plain close: nothing is logged as an error and the stream is let go', async () => {
    const logs = errorLogCapture();
    const t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: logs.stream });
    const user = await createSignedInUser(t.database);
    for (let i = 0; i < 3; i++) {
      const answer = await injectAnswer(t.app, { method: 'GET', url: '/api/events?x=1', headers: { cookie: user.cookie } }, true);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('stream.open');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logs.take()).toEqual([]);
    expect(openStreamCount(t.app)).toBe(0);
    await t.close();
  });
});

describe('closing the server', () => {
  it('ends every open stream at once instead of waiting for them', async () => {
    const t = await createTestApp();
    const user = await createSignedInUser(t.database);
    const streams = [await openEventStream(t.app, { cookie: user.cookie }), await openEventStream(t.app, { cookie: user.cookie })];
    await streams[0]?.until((s) => s.events().length === 1);
    expect(openStreamCount(t.app)).toBe(2);
    const started = Date.now();
    await t.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(openStreamCount(t.app)).toBe(0);
    expect(t.app.platform.realtime.listenerCount()).toBe(0);
  });
});
