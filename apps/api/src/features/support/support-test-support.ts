import type { TestApp, TestUser } from '../../test/test-app';
import { browserHeaders } from '../../test/test-app';

/** Test support of support: uploads, calls as a person, and the e-mails sent. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export function multipartFile(name: string, content: Buffer = PDF) {
  const boundary = '----mgsupportupload';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function supportCalls(t: TestApp) {
  const headersOf = (who: TestUser | Record<string, string> | null) => (who === null ? browserHeaders() : 'headers' in who ? (who as TestUser).headers : who);
  return {
    /** Uploads a file as `who` (a user, explicit headers, or a visitor without a cookie); the response. */
    upload: (who: TestUser | Record<string, string> | null, name = 'transfer-receipt.pdf', content?: Buffer) => {
      const body = multipartFile(name, content);
      return t.app.inject({ method: 'POST', url: '/api/support/attachments', headers: { ...headersOf(who), 'content-type': body.contentType }, payload: body.payload });
    },
    create: (who: TestUser | Record<string, string> | null, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/support/requests', headers: headersOf(who), payload }),
    get: (who: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} }),
    send: (who: TestUser | null, method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: headersOf(who), ...(payload ? { payload } : {}) }),
    /** Runs the queued jobs (mail among them) and returns the outbox's messages to `to`, newest first, with their text. */
    async mailsTo(to: string) {
      // A job may queue another (the delayed chat reply queues its e-mail): run until nothing is due.
      for (let round = 0; round < 5 && (await t.app.platform.jobs.runDueJobs(50)) > 0; round++);
      const entries = (await t.app.platform.mail.listOutbox(200)).filter((entry) => entry.to === to);
      return Promise.all(entries.map(async (entry) => ({ ...entry, text: (await t.app.platform.mail.readOutbox(entry.id))?.text ?? '' })));
    },
  };
}

/** The visitor cookie an answer set, as a cookie header to send again (a visitor's browser keeps it). */
export function visitorCookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const visitor = cookies.find((cookie) => cookie.startsWith('mg_visitor='));
  if (!visitor) throw new Error('no visitor cookie was set');
  return visitor.split(';')[0] ?? '';
}
