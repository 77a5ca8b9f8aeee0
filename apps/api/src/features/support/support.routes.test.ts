import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportAttachments, supportRequests } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { billingDesk } from '../staff/billing/staff-billing-test-support';
import { captchaChallengeSchema } from '@marginalia/contracts/captcha/captcha.contract';
import { CAPTCHA_PATHS } from '@marginalia/contracts/captcha/captcha.paths';
import { solvedPayload } from '../../platform/captcha/captcha-test-support';
// Tests arrange settings the way staff change them.
import { changeFeatureFlag, changeSetting } from '../app-config/app-config.public';
import { supportCalls, visitorCookieOf } from './support-test-support';

describe('support requests of researchers and visitors', () => {
  const t = useTestApp();
  const calls = supportCalls(t);
  const desk = billingDesk(t);
  const world = useBeforeAll(async () => {
    const owner = await desk.researcher({ firstName: 'Marie', lastName: 'Curie', siteLanguage: 'cn' });
    const other = await desk.researcher();
    const seeded = await desk.invoice(owner, { total: 48_000 });
    return { owner, other, seeded, order: seeded.orderExternalId ?? '' };
  });

  it('takes a request about an order from its owner, with a file, confirms it by e-mail in their language and shows the thread', async () => {
    const uploaded = await calls.upload(world.owner, '校样意见.pdf');
    expect(uploaded.statusCode).toBe(200);
    const attachment = uploaded.json().attachment;
    expect(attachment).toMatchObject({ name: '校样意见.pdf', contentType: 'application/pdf' });

    const created = await calls.create(world.owner, { type: 'support', orderExternalId: world.order, message: 'Could the editor keep our spelling of "haemoglobin"?', attachmentIds: [attachment.id] });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.number).toMatch(/^SR-[0-9A-Z]{8}$/);
    expect(body.threadPath).toBe(`/account/support/${body.number}`);
    expect(body.thread.request).toMatchObject({ type: 'support', status: 'open', order: { externalId: world.order }, unread: 0 });
    expect(body.thread.messages).toEqual([expect.objectContaining({ from: 'customer', body: 'Could the editor keep our spelling of "haemoglobin"?', attachments: [expect.objectContaining({ name: '校样意见.pdf' })] })]);

    const mails = await calls.mailsTo(world.owner.email);
    expect(mails[0]).toMatchObject({ template: 'support-request-received', language: 'cn' });
    expect(mails[0]?.text).toContain(body.number);
    expect(mails[0]?.text).toContain(`/cn/account/support/${body.number}`);

    const list = await calls.get(world.owner, '/api/support/requests');
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.map((request: { number: string }) => request.number)).toContain(body.number);

    const download = await calls.get(world.owner, `/api/support/attachments/${attachment.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body.startsWith('%PDF')).toBe(true);
  });

  it("keeps an order's requests, threads and files to the order's owner: another researcher gets 404, a visitor 401", async () => {
    const created = (await calls.create(world.owner, { type: 'inactive-service', orderExternalId: world.order, message: 'Please re-edit the discussion.' })).json();
    const file = (await calls.upload(world.owner)).json().attachment;
    await calls.send(world.owner, 'POST', `/api/support/requests/${created.number}/messages`, { message: 'Here is the file.', attachmentIds: [file.id] });

    expect((await calls.create(world.other, { type: 'support', orderExternalId: world.order, message: 'Let me in' })).statusCode).toBe(404);
    expect((await calls.get(world.other, `/api/support/orders/${world.order}`)).statusCode).toBe(404);
    for (const url of [`/api/support/requests/${created.number}`, `/api/support/attachments/${file.id}/download`]) {
      const answer = await calls.get(world.other, url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('re-edit the discussion');
      expect((await calls.get(null, url)).statusCode).toBe(401);
    }
    expect((await calls.send(world.other, 'POST', `/api/support/requests/${created.number}/messages`, { message: 'hijack' })).statusCode).toBe(404);
    expect((await calls.send(world.other, 'PUT', `/api/support/requests/${created.number}/read`)).statusCode).toBe(404);
    // Another researcher cannot send the owner's uploaded file with their own request either.
    const mine = await calls.create(world.other, { type: 'question', message: 'A question', attachmentIds: [file.id] });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().error.error).toBe('support-attachment-not-found');
    // Order-related requests need a signed-in owner.
    expect((await calls.create(null, { type: 'support', orderExternalId: world.order, message: 'x', name: 'A', email: 'a@example.org' })).statusCode).toBe(401);
    expect((await calls.get(null, '/api/support/requests')).statusCode).toBe(401);
    expect((await calls.get(null, '/api/support/chat')).statusCode).toBe(401);
  });

  it("gives the order's support form its title and unpaid invoices", async () => {
    const answer = await calls.get(world.owner, `/api/support/orders/${world.order}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      order: { externalId: world.order, title: 'Coral reef resilience under heat stress' },
      unpaidInvoices: [{ invoiceNumber: world.seeded.invoice.invoiceNumber, balance: 48_000, currency: { isoCode: 'USD' } }],
    });
  });

  it('lets a visitor ask a question or for a quote with their name and e-mail and a file, and answers them by e-mail', async () => {
    const uploaded = await calls.upload(null, 'storyboard.pdf');
    expect(uploaded.statusCode).toBe(200);
    const visitor = { ...browserHeaders(), cookie: `${browserHeaders().cookie}; ${visitorCookieOf(uploaded.headers['set-cookie'])}` };
    const created = await calls.create(visitor, {
      type: 'quote',
      quoteService: 'video-abstract',
      message: 'A three-minute video abstract for our paper on seagrass meadows, with English and Portuguese subtitles.',
      name: 'Bruna Alves',
      email: 'bruna.alves@example.br',
      attachmentIds: [uploaded.json().attachment.id],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ threadPath: null, answerByEmail: true, thread: null });
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.number, created.json().number));
    expect(row).toMatchObject({ userId: null, type: 'quote', quoteService: 'video-abstract', contactName: 'Bruna Alves', contactEmail: 'bruna.alves@example.br' });
    const mails = await calls.mailsTo('bruna.alves@example.br');
    expect(mails[0]?.template).toBe('support-request-received');
  });

  it('asks a visitor for a solved captcha while the flag is on, once per solution; a researcher is never asked', async () => {
    await changeFeatureFlag(t.database.db, 'captcha', true);
    // Ten derivations at most: milliseconds per solve.
    await changeSetting(t.database.db, 'captchaDifficulty', 10);
    try {
      const question = { type: 'question', message: 'Do you edit theses in Portuguese?', name: 'Bruna Alves', email: 'bruna.captcha@example.br' };
      const missing = await t.app.inject({ method: 'POST', url: '/api/support/requests?language=br', headers: browserHeaders(), payload: question });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ error: 'captcha-required', fields: { captcha: { error: 'captcha-required' } } });
      expect(missing.json().error.message).toContain('humano');

      const challenge = captchaChallengeSchema.parse((await t.app.inject({ method: 'GET', url: CAPTCHA_PATHS.challenge })).json());
      const captcha = await solvedPayload(challenge);
      const sent = await calls.create(null, { ...question, captcha });
      expect(sent.statusCode).toBe(200);
      const replayed = await calls.create(null, { ...question, captcha });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().error.error).toBe('captcha-invalid');
      expect(await t.database.db.select().from(supportRequests).where(eq(supportRequests.contactEmail, 'bruna.captcha@example.br'))).toHaveLength(1);

      const researcher = await calls.create(world.owner, { type: 'question', message: 'And in Spanish?' });
      expect(researcher.statusCode).toBe(200);
    } finally {
      await changeFeatureFlag(t.database.db, 'captcha', false);
    }
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = await t.database.db.select().from(supportRequests);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'question', message: '   ' }, 400, 'validation-error'],
      [{ type: 'question', message: 'x'.repeat(5001) }, 400, 'validation-error'],
      [{ type: 'refund', message: 'hello' }, 400, 'validation-error'],
      [{ type: 'support', message: 'which order?' }, 400, 'support-order-required'],
      [{ type: 'quote', message: 'how much?' }, 400, 'support-quote-service-invalid'],
      [{ type: 'support', orderExternalId: 'NOPE0000', message: 'hello' }, 404, 'order-not-found'],
      [{ type: 'question', message: 'hello', attachmentIds: ['att_unknown'] }, 400, 'support-attachment-not-found'],
      [{ type: 'proof-of-payment', orderExternalId: world.order, message: 'paid' }, 400, 'support-proof-required'],
    ];
    for (const [payload, status, key] of cases) {
      const answer = await calls.create(world.owner, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(answer.json().error.error).toBe(key);
    }
    const visitor = await calls.create(null, { type: 'question', message: 'hello' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().error.fields).toMatchObject({ name: { error: 'support-name-required' }, email: { error: 'emailAddressInvalidFormat' } });
    const chinese = await t.app.inject({ method: 'POST', url: '/api/support/requests?language=cn', headers: world.owner.headers, payload: { type: 'question', message: '' } });
    expect(chinese.json().error.fields.message.message).toBe('请填写您的留言。');
    expect(await t.database.db.select().from(supportRequests)).toHaveLength(before.length);
  });

  it('checks an attachment by its bytes, not its name', async () => {
    const renamed = await calls.upload(world.owner, 'receipt.pdf', Buffer.from('MZ\x90\x00 not a pdf at all'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.error).toBe('file-content-mismatch');
    const script = await calls.upload(world.owner, 'run.exe', Buffer.from('MZ\x90\x00'));
    expect(script.statusCode).toBe(415);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/support/attachments', headers: world.owner.headers, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
    const rows = await t.database.db.select().from(supportAttachments).where(eq(supportAttachments.name, 'run.exe'));
    expect(rows).toEqual([]);
  });

  it("counts the researcher's unread staff replies, and reading clears them", async () => {
    const researcher = await createSignedInUser(t.database);
    const created = (await calls.create(researcher, { type: 'question', message: 'Do you edit LaTeX?' })).json();
    const staff = await createSignedInUser(t.database, { role: 'staff', firstName: 'Lin' });
    const reply = await calls.send(staff, 'POST', `/api/staff/support/requests/${created.number}/messages`, { message: 'Yes, we edit .tex files directly.' });
    expect(reply.statusCode).toBe(200);
    const chat = (await calls.get(researcher, '/api/support/chat')).json();
    expect(chat).toMatchObject({ enabled: true, staffOnline: true, unread: 1 });
    const thread = (await calls.get(researcher, `/api/support/requests/${created.number}`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ from: 'staff', authorName: 'Lin', body: 'Yes, we edit .tex files directly.' });
    expect(thread.request).toMatchObject({ status: 'waiting', unread: 1 });
    expect((await calls.send(researcher, 'PUT', `/api/support/requests/${created.number}/read`)).statusCode).toBe(200);
    expect((await calls.get(researcher, '/api/support/chat')).json().unread).toBe(0);
  });
});
