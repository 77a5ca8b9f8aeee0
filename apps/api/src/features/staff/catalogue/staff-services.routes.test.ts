import { describe, expect, it } from 'vitest';
import { staffCataloguePaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { holidaysResponseSchema, staffServiceResponseSchema, staffServicesResponseSchema } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { createCallers, refusals, send } from './catalogue-test-support';

const t = useTestApp();
const who = useBeforeAll(() => createCallers(t));

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => send(t.app, who.staff.headers, method, url, payload);
const option = (overrides: Record<string, unknown> = {}) => ({ lengthLow: 1_000_001, lengthHigh: 1_050_000, priceUsdCents: 99_000, timelineBusinessDays: 20, rush: false, ...overrides });
const serviceUpdate = { name: 'Standard Editing', active: true, featured: false, includesCertificate: true, rewardPointsPerUsd: 2 };

async function standardEditing() {
  const { services } = staffServicesResponseSchema.parse((await staff('GET', paths.services)).json());
  const service = services.find((each) => each.identity === 'standard-editing');
  if (!service) throw new Error('standard-editing missing');
  return service;
}

/** A researcher's order form with standard editing for 2500 words; returns its total in US cents. */
async function orderFormTotal(formId?: string): Promise<{ id: string; total: number }> {
  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) => send(t.app, who.researcher.headers, method, url, payload);
  let id = formId;
  if (!id) {
    id = (await call('GET', '/api/order-form/new')).json().orderForm.id as string;
    await call('PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 2500, serviceBundlesRequested: false });
    await call('PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['standard-editing'], declineEditing: false });
  }
  const loaded = await call('GET', `/api/order-form/${id}/load`);
  expect(loaded.statusCode).toBe(200);
  return { id, total: loaded.json().orderForm.total as number };
}

describe('services and prices desk', () => {
  it('refuses researchers (404) and visitors (401)', async () => {
    for (const [method, url, body] of [
      ['GET', paths.services, undefined],
      ['PUT', paths.service('standard-editing'), serviceUpdate],
      ['POST', paths.serviceOptions('standard-editing'), option()],
      ['PUT', paths.serviceOption('standard-editing', 1), option()],
      ['DELETE', paths.serviceOption('standard-editing', 1), undefined],
      ['GET', paths.holidays, undefined],
      ['POST', paths.holidays, { localization: 'us', day: '2030-01-02', name: 'Closed' }],
      ['DELETE', paths.holiday('us', '2030-01-02'), undefined],
    ] as const) {
      expect(await refusals(t.app, who, method, url, body), `${method} ${url}`).toEqual([404, 401, 404]);
    }
  });

  it('lists services with their options, and a price change is seen by the very next order-form price', async () => {
    const service = await standardEditing();
    expect(service).toMatchObject({ countedBy: 'words', serviceType: 'editing' });
    const before = await orderFormTotal();
    const inBin = service.options.filter((each) => !each.rush && each.lengthLow <= 2500 && 2500 <= each.lengthHigh);
    expect(inBin.length).toBeGreaterThan(0);
    for (const each of inBin) {
      const response = await staff('PUT', paths.serviceOption('standard-editing', each.id), { ...each, priceUsdCents: each.priceUsdCents + 10_000 });
      expect(response.statusCode).toBe(200);
    }
    const after = await orderFormTotal(before.id);
    expect(after.total).toBe(before.total + 10_000);
    for (const each of inBin) await staff('PUT', paths.serviceOption('standard-editing', each.id), each);
    expect((await orderFormTotal(before.id)).total).toBe(before.total);
  });

  it('updates a service and is audited with before and after', async () => {
    const response = await staff('PUT', paths.service('standard-editing'), serviceUpdate);
    expect(staffServiceResponseSchema.parse(response.json()).service).toMatchObject({ rewardPointsPerUsd: 2, includesCertificate: true });
    expect((await staff('PUT', paths.service('standard-editing'), { ...serviceUpdate, rewardPointsPerUsd: -1 })).statusCode).toBe(400);
    expect((await staff('PUT', paths.service('no-such-service'), serviceUpdate)).statusCode).toBe(404);
    const audit = (await staff('GET', `${paths.audit}?action=service.update`)).json();
    expect(audit.events[0]).toMatchObject({ subjectType: 'service', subjectId: 'standard-editing', after: { rewardPointsPerUsd: 2 } });
  });

  it('adds an option, refuses overlapping bins (422) and bad ranges, and deletes an unused option', async () => {
    const added = await staff('POST', paths.serviceOptions('standard-editing'), option());
    expect(added.statusCode).toBe(200);
    const created = staffServiceResponseSchema.parse(added.json()).service.options.find((each) => each.lengthLow === 1_000_001);
    expect(created).toMatchObject({ priceUsdCents: 99_000, orders: 0 });

    const overlap = await staff('POST', paths.serviceOptions('standard-editing'), option({ lengthLow: 1_040_000, lengthHigh: 1_090_000 }));
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error).toMatchObject({ error: 'staff-option-overlap', message: expect.stringContaining('1000001–1050000') });
    // The same bin at rush speed is another option, not an overlap.
    const rush = await staff('POST', paths.serviceOptions('standard-editing'), option({ rush: true, timelineBusinessDays: 10 }));
    expect(rush.statusCode).toBe(200);

    const fields = async (body: Record<string, unknown>) => Object.keys((await staff('POST', paths.serviceOptions('standard-editing'), option(body))).json().error.fields as object);
    expect(await fields({ lengthLow: 1_060_000, lengthHigh: 1_055_000 })).toEqual(['lengthHigh']);
    expect(await fields({ lengthLow: 1_060_000, lengthHigh: 1_070_000, priceUsdCents: 0 })).toEqual(['priceUsdCents']);
    expect(await fields({ lengthLow: 1_060_000, lengthHigh: 1_070_000, timelineBusinessDays: 0 })).toEqual(['timelineBusinessDays']);

    if (!created) throw new Error('option not created');
    const removed = await staff('DELETE', paths.serviceOption('standard-editing', created.id));
    expect(staffServiceResponseSchema.parse(removed.json()).service.options.some((each) => each.id === created.id)).toBe(false);
    expect((await staff('DELETE', paths.serviceOption('standard-editing', created.id))).statusCode).toBe(404);
  });
});

describe('holidays desk', () => {
  it('lists by localization, adds, refuses a duplicate or an unknown localization, and removes', async () => {
    const listed = holidaysResponseSchema.parse((await staff('GET', `${paths.holidays}?localization=us`)).json());
    expect(listed.localizations.map((each) => each.identity)).toContain('us');
    expect(listed.holidays.every((each) => each.localization === 'us')).toBe(true);

    const added = await staff('POST', paths.holidays, { localization: 'us', day: '2030-01-02', name: 'Company closure' });
    expect(holidaysResponseSchema.parse(added.json()).holidays).toContainEqual({ localization: 'us', day: '2030-01-02', name: 'Company closure' });
    const twice = await staff('POST', paths.holidays, { localization: 'us', day: '2030-01-02', name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.error).toBe('staff-holiday-exists');
    expect((await staff('POST', paths.holidays, { localization: 'mars', day: '2030-01-02', name: 'X' })).statusCode).toBe(422);
    expect((await staff('POST', paths.holidays, { localization: 'us', day: '2030-02-31x', name: 'X' })).statusCode).toBe(400);

    const removed = await staff('DELETE', paths.holiday('us', '2030-01-02'));
    expect(holidaysResponseSchema.parse(removed.json()).holidays.some((each) => each.day === '2030-01-02')).toBe(false);
    expect((await staff('DELETE', paths.holiday('us', '2030-01-02'))).statusCode).toBe(404);
  });
});
