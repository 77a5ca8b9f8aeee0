import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffFapiaoListResponseSchema } from '@marginalia/contracts/staff/staff-billing.contract';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { auditEvents } from '../../../platform/db/schema/all-tables';
import { translateMessage } from '../../../platform/i18n/catalogues';
import { BROKEN_BODIES, storedFiles } from '../../../test/broken-multipart';
import { browserHeaders, type TestUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { billingDesk } from './staff-billing-test-support';

/** The fapiao desk: pending requests, issue with number and PDF, reject, cancel. */
const t = useTestApp();
const desk = billingDesk(t);
const staff = useBeforeAll(() => desk.staff());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----mgstaff${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fulfil = (
  identity: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
  user: TestUser | null = staff,
) => {
  const body = form(fields, file);
  const headers = user ? user.headers : browserHeaders();
  return t.app.inject({
    method: 'POST',
    url: staffBillingPaths.fulfilFapiao(identity),
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const requested = () => desk.fapiaoRequest();

describe('access and input', () => {
  it('refuses researchers (404) and visitors (401) on every endpoint', async () => {
    const { researcher, identity } = await requested();
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', staffBillingPaths.fapiaos],
      ['POST', staffBillingPaths.rejectFapiao(identity), { reason: 'x' }],
      ['POST', staffBillingPaths.cancelFapiao(identity), { reason: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await desk.call(method, url, researcher, payload)).statusCode).toBe(404);
      expect((await desk.call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect((await fulfil(identity, { number: '12345678' }, { name: 'f.pdf', content: PDF }, researcher)).statusCode).toBe(404);
    expect((await fulfil(identity, { number: '12345678' }, { name: 'f.pdf', content: PDF }, null)).statusCode).toBe(401);
  });

  it('answers bad input with translated 4xx and stores nothing', async () => {
    const { identity } = await requested();
    const short = await fulfil(identity, { number: '1234' }, { name: 'f.pdf', content: PDF });
    expect([short.statusCode, short.json().error.error]).toEqual([400, 'fapiao-number-invalid']);
    const letters = await fulfil(identity, { number: '1234ABCD' }, { name: 'f.pdf', content: PDF });
    expect(letters.statusCode).toBe(400);
    const noFile = await fulfil(identity, { number: '12345678' });
    expect([noFile.statusCode, noFile.json().error.error]).toEqual([400, 'fapiao-pdf-required']);
    const notPdf = await fulfil(identity, { number: '12345678' }, { name: 'f.pdf', content: Buffer.from('hello, not a pdf at all') });
    expect([notPdf.statusCode, notPdf.json().error.error]).toEqual([415, 'file-content-mismatch']);
    const tooBig = await fulfil(
      identity,
      { number: '12345678' },
      { name: 'f.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]) },
    );
    expect([tooBig.statusCode, tooBig.json().error.error]).toEqual([413, 'file-too-large']);
    const json = await desk.call('POST', staffBillingPaths.fulfilFapiao(identity), staff, { number: '12345678' });
    expect(json.statusCode).toBe(415);
    const reason = await desk.call('POST', staffBillingPaths.rejectFapiao(identity), staff, { reason: '' });
    expect([reason.statusCode, reason.json().error.fields.reason.error]).toEqual([400, 'staff-reason-required']);
    const missing = await desk.call('POST', staffBillingPaths.rejectFapiao('Fnothing'), staff, { reason: 'x' });
    expect([missing.statusCode, missing.json().error.error]).toEqual([404, 'fapiao-not-found']);
    const list = staffFapiaoListResponseSchema.parse((await desk.call('GET', `${staffBillingPaths.fapiaos}?q=${identity}`, staff)).json());
    expect(list.fapiaos).toEqual([]);
    const pending = staffFapiaoListResponseSchema.parse((await desk.call('GET', staffBillingPaths.fapiaos, staff)).json());
    expect(pending.fapiaos.find((row) => row.identity === identity)).toMatchObject({ status: 'pending', hasFile: false });
  });
});

describe('a broken multipart body', () => {
  // Small: refused while its first bytes are read. Large: refused while it streams into storage.
  const contents = { small: Buffer.concat([PDF, Buffer.alloc(1000)]), large: Buffer.concat([PDF, Buffer.alloc(300_000)]) };
  const broken = Object.keys(BROKEN_BODIES).flatMap((way) => (['small', 'large'] as const).map((size) => [way, size] as const));
  let issued = 0;
  it.each(broken)('%s (%s file): a translated 400, the fapiao still pending, no file stored', async (way, size) => {
    const { identity } = await requested();
    const number = String(87_650_000 + (issued += 1));
    const before = await storedFiles(t.app);
    const body = BROKEN_BODIES[way]!({ fields: { number }, fileName: 'f.pdf', content: contents[size] });
    const response = await t.app.inject({
      method: 'POST',
      url: `${staffBillingPaths.fulfilFapiao(identity)}?language=jp`,
      headers: { ...staff.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ error: 'upload-incomplete', message: translateMessage('jp', 'upload-incomplete') });
    expect(await storedFiles(t.app)).toEqual(before);
    const list = staffFapiaoListResponseSchema.parse((await desk.call('GET', staffBillingPaths.fapiaos, staff)).json());
    expect(list.fapiaos.find((row) => row.identity === identity)).toMatchObject({ status: 'pending', hasFile: false });
    // A whole upload right after goes through.
    expect((await fulfil(identity, { number }, { name: 'f.pdf', content: contents[size] })).statusCode).toBe(200);
  });
});

describe('issuing', () => {
  it('lists pending requests oldest first; issuing shows the number and PDF to the researcher, once', async () => {
    const older = await requested();
    const { researcher, invoice, identity } = await requested();
    const list = staffFapiaoListResponseSchema.parse((await desk.call('GET', staffBillingPaths.fapiaos, staff)).json());
    const order = list.fapiaos.map((row) => row.identity);
    expect(order.indexOf(older.identity)).toBeLessThan(order.indexOf(identity));
    expect(list.fapiaos.find((row) => row.identity === identity)).toMatchObject({
      type: 'general',
      organizationName: '北京大学医学部',
      invoice: { invoiceNumber: invoice.invoiceNumber, currency: { isoCode: 'CNY' } },
      customer: { email: researcher.email },
    });

    const done = await fulfil(identity, { number: '2544 2000 0000 1234 5678' }, { name: '发票.pdf', content: PDF });
    expect(done.statusCode).toBe(200);
    expect(done.json().fapiao).toMatchObject({ status: 'completed', number: '25442000000012345678', hasFile: true });

    const mine = await desk.call('GET', '/api/fapiao', researcher);
    const fapiao = mine.json().fapiaos.find((row: { identity: string }) => row.identity === identity);
    expect(fapiao).toMatchObject({ status: 'completed', number: '25442000000012345678', url: `/api/fapiao/${identity}/pdf` });
    const pdf = await desk.call('GET', fapiao.url, researcher);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const invoices = await desk.call('GET', '/api/invoice/load', researcher);
    expect(invoices.json().invoices[0].fapiao).toMatchObject({ status: 'completed', url: `/api/fapiao/${identity}/pdf` });

    const again = await fulfil(identity, { number: '12345678' }, { name: 'f.pdf', content: PDF });
    expect([again.statusCode, again.json().error.error]).toEqual([409, 'fapiao-not-pending']);
    const reject = await desk.call('POST', staffBillingPaths.rejectFapiao(identity), staff, { reason: 'Too late' });
    expect(reject.statusCode).toBe(409);
    const reused = await fulfil(older.identity, { number: '25442000000012345678' }, { name: 'f.pdf', content: PDF });
    expect([reused.statusCode, reused.json().error.error]).toEqual([409, 'fapiao-number-used']);

    const mails = await desk.mails(researcher.email, 'fapiao-issued');
    expect(mails).toEqual([
      expect.objectContaining({
        language: 'cn',
        params: expect.objectContaining({ number: '25442000000012345678', invoiceNumber: invoice.invoiceNumber }),
      }),
    ]);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, identity));
    expect(audit.map((event) => [event.action, event.actorId, event.customerId])).toEqual([['fapiao.fulfil', staff.id, researcher.id]]);
  });

  it('rejects with a reason the researcher sees, and cancels at any time', async () => {
    const { researcher, identity } = await requested();
    const rejected = await desk.call('POST', staffBillingPaths.rejectFapiao(identity), staff, { reason: '抬头与税号不符' });
    expect(rejected.json().fapiao).toMatchObject({ status: 'rejected', rejectionReason: '抬头与税号不符' });
    const mine = await desk.call('GET', '/api/fapiao', researcher);
    expect(mine.json().fapiaos[0]).toMatchObject({ identity, status: 'rejected', rejectionReason: '抬头与税号不符', url: null });
    const cancelled = await desk.call('POST', staffBillingPaths.cancelFapiao(identity), staff, { reason: 'Withdrawn' });
    expect(cancelled.json().fapiao).toMatchObject({ status: 'cancelled' });
    const twice = await desk.call('POST', staffBillingPaths.cancelFapiao(identity), staff, { reason: 'Withdrawn' });
    expect([twice.statusCode, twice.json().error.error]).toEqual([409, 'fapiao-already-cancelled']);
    const list = staffFapiaoListResponseSchema.parse(
      (await desk.call('GET', `${staffBillingPaths.fapiaos}?status=cancelled`, staff)).json(),
    );
    expect(list.fapiaos.map((row) => row.identity)).toContain(identity);
    expect(list.counts.cancelled).toBeGreaterThan(0);
  });
});
