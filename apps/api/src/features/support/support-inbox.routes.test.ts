import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { jobs, supportRequests } from '../../platform/db/schema/all-tables';
import { openEventStream } from '../../platform/realtime/event-stream-test-support';
import { createSignedInUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';
import { billingDesk, today } from '../staff/billing/staff-billing-test-support';
import { supportCalls } from './support-test-support';
import { CHAT_REPLY_EMAIL_JOB } from './support-inbox.service';

describe('the staff support inbox', () => {
  const t = useTestApp();
  const calls = supportCalls(t);
  const desk = billingDesk(t);
  const world = useBeforeAll(async () => ({
    staff: await createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes' }),
    colleague: await createSignedInUser(t.database, { role: 'staff', firstName: 'Lin', lastName: 'Wei' }),
    researcher: await desk.researcher({ firstName: 'Bruna', lastName: 'Alves', siteLanguage: 'br' }),
    stranger: await desk.researcher(),
  }));
  const inbox = (query = '') => calls.get(world.staff, `/api/staff/support/requests${query}`);
  const staffSend = (number: string, payload: Record<string, unknown>) => calls.send(world.staff, 'POST', `/api/staff/support/requests/${number}/messages`, payload);

  it('lists open requests unassigned first, shows the thread, and a reply goes to the researcher live and by e-mail in their language', async () => {
    const seeded = await desk.invoice(world.researcher);
    const created = (await calls.create(world.researcher, { type: 'support', orderExternalId: seeded.orderExternalId, message: 'Can you also check the figure legends?' })).json();
    const listed = (await inbox('?view=unassigned')).json();
    expect(listed.requests.find((row: { number: string }) => row.number === created.number)).toMatchObject({
      customer: { name: 'Bruna Alves', email: world.researcher.email },
      order: { externalId: seeded.orderExternalId },
      awaitingReply: true,
      firstResponseMinutes: null,
      assignee: null,
    });
    expect(listed.counts.unassigned).toBeGreaterThanOrEqual(1);

    const stream = await openEventStream(t.app, { cookie: world.researcher.cookie });
    await stream.until((s) => s.events().length === 1);
    const note = await staffSend(created.number, { message: 'Legends are in the figures file.', internal: true });
    expect(note.statusCode).toBe(200);
    const replied = await staffSend(created.number, { message: 'Yes — the legends will be edited with the text.' });
    expect(replied.statusCode).toBe(200);
    const request = replied.json();
    expect(request.request).toMatchObject({ status: 'waiting', awaitingReply: false, assignee: { name: 'Jordan Reyes' } });
    expect(request.request.firstResponseMinutes).toBe(0);
    expect(request.messages.map((message: { kind: string }) => message.kind)).toEqual(['customer', 'note', 'staff']);
    expect(request.history.map((event: { action: string }) => event.action)).toEqual(expect.arrayContaining(['support.request', 'support.note', 'support.reply']));

    // The researcher's page hears of the reply, never of the note.
    await stream.until((s) => s.events().filter((event) => event.type === 'support.message').length === 1);
    stream.close();
    const thread = (await calls.get(world.researcher, `/api/support/requests/${created.number}`)).json();
    expect(thread.messages.map((message: { body: string }) => message.body)).toEqual(['Can you also check the figure legends?', 'Yes — the legends will be edited with the text.']);
    expect(JSON.stringify(thread)).not.toContain('Legends are in the figures file');

    const mails = await calls.mailsTo(world.researcher.email);
    const reply = mails.find((mail) => mail.template === 'support-reply');
    expect(reply).toMatchObject({ language: 'br' });
    expect(reply?.text).toContain('Yes — the legends will be edited with the text.');
    expect(reply?.text).toContain(`/br/account/support/${created.number}`);
    expect(mails.some((mail) => mail.text.includes('Legends are in the figures file'))).toBe(false);
  });

  it('assigns, closes and reopens, each audited; a researcher gets 404 and a visitor 401 for everything of it', async () => {
    const created = (await calls.create(world.researcher, { type: 'question', message: 'Do you offer a student discount?' })).json();
    const base = `/api/staff/support/requests/${created.number}`;
    const assigned = await calls.send(world.staff, 'PUT', `${base}/assignee`, { assignee: world.colleague.identity });
    expect(assigned.json().request.assignee).toMatchObject({ identity: world.colleague.identity });
    expect((await calls.get(world.colleague, '/api/staff/support/requests?view=mine')).json().requests.map((row: { number: string }) => row.number)).toContain(created.number);
    expect((await calls.send(world.staff, 'PUT', `${base}/assignee`, { assignee: world.researcher.identity })).statusCode).toBe(404);
    expect((await calls.send(world.staff, 'PUT', `${base}/assignee`, { assignee: null })).json().request.assignee).toBeNull();
    expect((await calls.send(world.staff, 'PUT', `${base}/status`, { status: 'closed' })).json().request.status).toBe('closed');
    expect((await inbox('?view=closed')).json().requests.map((row: { number: string }) => row.number)).toContain(created.number);
    // The researcher writing again reopens it.
    await calls.send(world.researcher, 'POST', `/api/support/requests/${created.number}/messages`, { message: 'One more question.' });
    const reopened = (await calls.get(world.staff, base)).json();
    expect(reopened.request.status).toBe('open');
    expect(reopened.history.map((event: { action: string }) => event.action)).toEqual(expect.arrayContaining(['support.assign', 'support.close', 'support.reopen']));

    for (const [method, url, payload] of [
      ['GET', '/api/staff/support/requests', undefined],
      ['GET', base, undefined],
      ['POST', `${base}/messages`, { message: 'x' }],
      ['PUT', `${base}/assignee`, { assignee: null }],
      ['PUT', `${base}/status`, { status: 'closed' }],
    ] as const) {
      const asResearcher = method === 'GET' ? await calls.get(world.researcher, url) : await calls.send(world.researcher, method, url, payload);
      expect(asResearcher.statusCode, `${method} ${url}`).toBe(404);
      const asVisitor = method === 'GET' ? await calls.get(null, url) : await calls.send(null, method, url, payload);
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await calls.send(world.staff, 'PUT', `${base}/status`, { status: 'gone' })).statusCode).toBe(400);
    expect((await staffSend(created.number, { message: '' })).statusCode).toBe(400);
    expect((await calls.get(world.staff, '/api/staff/support/requests/SR-NOPE0000')).statusCode).toBe(404);
    expect((await inbox('?view=everything')).statusCode).toBe(400);
  });

  it("lists a customer's and an order's requests for the customer page and the workbench", async () => {
    const seeded = await desk.invoice(world.stranger);
    const created = (await calls.create(world.stranger, { type: 'support', orderExternalId: seeded.orderExternalId, message: 'Deadline question' })).json();
    const byCustomer = (await inbox(`?view=all&customer=${world.stranger.identity}`)).json();
    expect(byCustomer.requests.map((row: { number: string }) => row.number)).toEqual([created.number]);
    const byOrder = (await inbox(`?view=all&order=${seeded.orderExternalId}`)).json();
    expect(byOrder.requests.map((row: { number: string }) => row.number)).toEqual([created.number]);
    expect((await inbox('?view=all&customer=nobody-at-all')).json().requests).toEqual([]);
  });

  it('a live chat reply is e-mailed only if the researcher has not read it within minutes', async () => {
    const researcher = await desk.researcher();
    const chat = (await calls.create(researcher, { type: 'question', channel: 'chat', message: 'Is anyone there?' })).json();
    expect(chat.answerByEmail).toBe(false);
    const due = async () => {
      await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.type, CHAT_REPLY_EMAIL_JOB));
      return calls.mailsTo(researcher.email);
    };
    await staffSend(chat.number, { message: 'Yes, Jordan here.' });
    await calls.send(researcher, 'PUT', `/api/support/requests/${chat.number}/read`);
    expect((await due()).filter((mail) => mail.template === 'support-reply')).toHaveLength(0);
    await staffSend(chat.number, { message: 'Anything else?' });
    const mails = (await due()).filter((mail) => mail.template === 'support-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Anything else?');
  });

  it('a chat begun while no staff member is signed in says so and becomes a request answered by e-mail', async () => {
    const researcher = await desk.researcher();
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '2 hours' where user_id in (select id from users where role = 'staff')`);
    expect((await calls.get(researcher, '/api/support/chat')).json().staffOnline).toBe(false);
    const chat = (await calls.create(researcher, { type: 'question', channel: 'chat', message: 'Hello?' })).json();
    expect(chat.answerByEmail).toBe(true);
    const [row] = await t.database.db.select().from(supportRequests).where(eq(supportRequests.number, chat.number));
    expect(row?.answerByEmail).toBe(true);
    expect((await calls.mailsTo(researcher.email)).map((mail) => mail.template)).toContain('support-request-received');
    await staffSend(chat.number, { message: 'Sorry for the wait — here is the answer.' });
    expect((await calls.mailsTo(researcher.email)).map((mail) => mail.template)).toContain('support-reply');
    await t.database.db.execute(sql`update sessions set last_seen_at = now() where user_id in (select id from users where role = 'staff')`);
  });

  it('shows a proof of payment beside its invoice on the payments desk, and recording the transfer closes it', async () => {
    const researcher = await desk.researcher();
    const seeded = await desk.invoice(researcher, { total: 31_500 });
    const receipt = (await calls.upload(researcher, 'bank-slip.pdf')).json().attachment;
    const proof = { invoiceNumber: seeded.invoice.invoiceNumber, amount: 31_500, transferredOn: today(), bankReference: 'HSBC 20261130 7781' };
    const future = await calls.create(researcher, { type: 'proof-of-payment', orderExternalId: seeded.orderExternalId, message: 'Paid', attachmentIds: [receipt.id], proof: { ...proof, transferredOn: '2999-01-01' } });
    expect(future.json().error.error).toBe('support-proof-date-future');
    const noFile = await calls.create(researcher, { type: 'proof-of-payment', orderExternalId: seeded.orderExternalId, message: 'Paid', proof });
    expect(noFile.json().error.error).toBe('support-proof-attachment-required');
    // No message: the stated transfer says it all, in the researcher's language.
    const created = await calls.create(researcher, { type: 'proof-of-payment', orderExternalId: seeded.orderExternalId, attachmentIds: [receipt.id], proof });
    expect(created.statusCode).toBe(200);
    expect(created.json().thread.messages[0].body).toBe(`Bank transfer of $315 USD for invoice ${seeded.invoice.invoiceNumber}, sent on ${proof.transferredOn}, bank reference HSBC 20261130 7781.`);
    expect(created.json().thread.proof).toMatchObject({ invoiceNumber: seeded.invoice.invoiceNumber, amount: 31_500, currency: { isoCode: 'USD' }, bankReference: 'HSBC 20261130 7781' });

    const deskView = (await calls.get(world.staff, `/api/staff/payments?q=${seeded.invoice.invoiceNumber}`)).json();
    const row = deskView.invoices.find((invoice: { invoiceNumber: string }) => invoice.invoiceNumber === seeded.invoice.invoiceNumber);
    expect(row.paymentProofs).toEqual([
      { number: created.json().number, amount: 31_500, transferredOn: proof.transferredOn, bankReference: 'HSBC 20261130 7781', attachments: [expect.objectContaining({ name: 'bank-slip.pdf' })] },
    ]);
    const file = await calls.get(world.staff, `/api/staff/support/attachments/${row.paymentProofs[0].attachments[0].id}/download`);
    expect(file.statusCode).toBe(200);

    const recorded = await calls.send(world.staff, 'POST', staffBillingPaths.bankTransfer(seeded.invoice.invoiceNumber), { amount: 31_500, reference: 'HSBC 20261130 7781', receivedOn: today() });
    expect(recorded.statusCode).toBe(200);
    const closed = (await calls.get(researcher, `/api/support/requests/${created.json().number}`)).json();
    expect(closed.request.status).toBe('closed');
    const history = (await calls.get(world.staff, `/api/staff/support/requests/${created.json().number}`)).json().history;
    expect(history[0]).toMatchObject({ action: 'support.close', actor: { name: 'Jordan Reyes' } });
  });
});
