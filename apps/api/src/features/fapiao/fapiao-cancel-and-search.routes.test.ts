import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  fapiaoCreateResponseSchema,
  fapiaoListResponseSchema,
  fapiaoOrganizationsResponseSchema,
} from '@marginalia/contracts/payments/fapiao.contract';
import { fapiaos } from '../../platform/db/schema/all-tables';
import type { TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DAY, fapiaoTester, general } from './fapiao-test-support';

const t = useTestApp();
const { chineseUser, invoiceOf, create } = fapiaoTester(t);

describe('cancelling a fapiao', () => {
  async function issued(user: TestUser, paidAt: Date) {
    const { invoice, paymentId } = await invoiceOf(user, { paidAt });
    const { fapiao } = fapiaoCreateResponseSchema.parse((await create(user, general(invoice.receiptCode, { paymentId }))).json());
    return { invoice, fapiao };
  }
  const cancel = (user: TestUser, identity: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/fapiao/${identity}`, headers: user.headers });
  const complete = (identity: string) =>
    t.database.db
      .update(fapiaos)
      .set({ status: 'completed', number: '12345678', completedAt: new Date() })
      .where(eq(fapiaos.identity, identity));

  it('cancels an issued fapiao within a year of the payment, and another may then be requested', async () => {
    const user = await chineseUser();
    const { invoice, fapiao } = await issued(user, new Date(Date.now() - 300 * DAY));
    const pending = await cancel(user, fapiao.identity);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.error).toBe('fapiao-not-cancellable');
    await complete(fapiao.identity);
    const listed = fapiaoListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/fapiao', headers: { cookie: user.cookie } })).json(),
    );
    expect(listed.fapiaos[0]).toMatchObject({ status: 'completed', completed: true, cancellable: true });
    const response = await cancel(user, fapiao.identity);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fapiao).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await cancel(user, fapiao.identity)).statusCode).toBe(409);
    expect((await create(user, general(invoice.receiptCode))).statusCode).toBe(200);
  });

  it('refuses after a year, and another user’s fapiao is not found', async () => {
    const user = await chineseUser();
    const { fapiao } = await issued(user, new Date(Date.now() - 366 * DAY));
    await complete(fapiao.identity);
    const old = await cancel(user, fapiao.identity);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.error).toBe('fapiao-not-cancellable');
    const stranger = await chineseUser();
    const foreign = await cancel(stranger, fapiao.identity);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.error).toBe('fapiao-not-found');
  });

  it('serves the issued PDF once staff uploaded it, and 404 before', async () => {
    const user = await chineseUser();
    const { fapiao } = await issued(user, new Date());
    const pdf = () => t.app.inject({ method: 'GET', url: `/api/fapiao/${fapiao.identity}/pdf`, headers: { cookie: user.cookie } });
    expect((await pdf()).statusCode).toBe(404);
    const key = `fapiaos/${fapiao.identity}.pdf`;
    await t.app.platform.storage.write(key, Readable.from([Buffer.from('%PDF-1.4 test')]));
    await t.database.db
      .update(fapiaos)
      .set({ status: 'completed', number: '044001', fileKey: key })
      .where(eq(fapiaos.identity, fapiao.identity));
    const response = await pdf();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toContain('%PDF');
    const listed = fapiaoListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/fapiao', headers: { cookie: user.cookie } })).json(),
    );
    expect(listed.fapiaos[0]?.url).toBe(`/api/fapiao/${fapiao.identity}/pdf`);
    const stranger = await chineseUser();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fapiao/${fapiao.identity}/pdf`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/fapiao/organizations', () => {
  it('needs at least 2 characters', async () => {
    const user = await chineseUser();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/fapiao/organizations?name=${encodeURIComponent('北')}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error).toBe('organization-search-too-short');
  });

  it('finds the organizations of the user’s earlier fapiaos, distinct, those starting with the name first, at most 10', async () => {
    const user = await chineseUser();
    const names = [
      '清华大学',
      '北京大学',
      '北京大学',
      '中国北京协和医学院',
      ...Array.from({ length: 12 }, (_, i) => `北京研究所${i + 10}`),
    ];
    for (const name of names) {
      const { invoice } = await invoiceOf(user);
      expect((await create(user, general(invoice.receiptCode, { organizationName: name }))).statusCode).toBe(200);
    }
    const stranger = await chineseUser();
    const { invoice } = await invoiceOf(stranger);
    await create(stranger, general(invoice.receiptCode, { organizationName: '北京外人公司' }));
    const search = async (name: string) =>
      fapiaoOrganizationsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/fapiao/organizations?name=${encodeURIComponent(name)}`,
            headers: { cookie: user.cookie },
          })
        ).json(),
      ).organizations;
    const found = await search('北京');
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ organizationName: '北京大学', taxpayerNumber: null });
    expect(found.filter((o) => o.organizationName === '北京大学')).toHaveLength(1);
    expect(found.some((o) => o.organizationName === '北京外人公司')).toBe(false);
    expect((await search('协和')).map((o) => o.organizationName)).toEqual(['中国北京协和医学院']);
    expect(await search('%%')).toEqual([]);
  });
});
