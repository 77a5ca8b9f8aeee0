import { describe, expect, it } from 'vitest';
import { fapiaoBlocksNewRequest, fapiaoCancellable, fapiaoRequestable, fapiaoRequestSchema, fapiaoView, type FapiaoRecord } from './fapiao.contract';

const valid = { type: 'general', serviceType: 1, organizationName: '北京大学', contactEmail: 'li.hua@pku.edu.cn', receiptCode: 'Rabc' };
const problems = (input: Record<string, unknown>) => {
  const parsed = fapiaoRequestSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('fapiaoRequestSchema', () => {
  it('accepts a general fapiao without a taxpayer number or phone', () => {
    expect(problems({})).toEqual({});
  });

  it('requires type and service type', () => {
    expect(problems({ type: undefined, serviceType: undefined })).toEqual({ type: 'fapiao-type-required', serviceType: 'value-required' });
  });

  it('refuses Latin letters and more than 100 characters in the organization name', () => {
    expect(problems({ organizationName: 'Peking University' })).toEqual({ organizationName: 'fapiao-organization-name-error' });
    expect(problems({ organizationName: '大'.repeat(101) })).toEqual({ organizationName: 'fapiao-organization-name-error' });
  });

  it('requires a taxpayer number and a mobile for a special fapiao, and checks the pattern when given', () => {
    expect(problems({ type: 'special' })).toEqual({ taxpayerNumber: 'taxpayer-number-required', contactPhone: 'phone-required' });
    expect(problems({ type: 'special', taxpayerNumber: '91110000ABC', contactPhone: '13800138000' })).toEqual({});
    expect(problems({ taxpayerNumber: 'abc12' })).toEqual({ taxpayerNumber: 'fapiao-taxpayer-number-error' });
    expect(problems({ taxpayerNumber: '9111000012345678901234' })).toEqual({ taxpayerNumber: 'fapiao-taxpayer-number-error' });
  });

  it('accepts only the service types printed on fapiaos', () => {
    expect(problems({ serviceType: 3 })).toEqual({});
    expect(problems({ serviceType: 4 })).toEqual({ serviceType: 'value-required' });
  });

  it('checks the contact e-mail and the mobile length', () => {
    expect(problems({ contactEmail: 'not-an-email' })).toEqual({ contactEmail: 'emailAddressInvalidFormat' });
    expect(problems({ contactPhone: '1'.repeat(16) })).toEqual({ contactPhone: 'phone-number-too-long' });
  });
});

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-06-01T00:00:00Z');

describe('fapiao rules', () => {
  it('cancels only an issued fapiao whose payment is at most a year old', () => {
    expect(fapiaoCancellable('completed', new Date(now.getTime() - 365 * DAY), now)).toBe(true);
    expect(fapiaoCancellable('completed', new Date(now.getTime() - 365 * DAY - 1), now)).toBe(false);
    expect(fapiaoCancellable('completed', null, now)).toBe(false);
    for (const status of ['pending', 'rejected', 'cancelled'] as const) expect(fapiaoCancellable(status, now, now)).toBe(false);
  });

  it('lets a new request through only for a paid invoice of the user’s localization with no pending or issued fapiao', () => {
    expect(fapiaoBlocksNewRequest('pending')).toBe(true);
    expect(fapiaoBlocksNewRequest('completed')).toBe(true);
    expect(fapiaoBlocksNewRequest('rejected')).toBe(false);
    expect(fapiaoBlocksNewRequest('cancelled')).toBe(false);
    const paid = { invoiceBalance: 0, invoiceTotal: 71_200, invoiceWrittenOff: false, invoiceLocalization: 'cn', userLocalization: 'cn', allowsFapiaoProcessingAfterPayment: true, fapiaoStatuses: [] };
    expect(fapiaoRequestable(paid)).toBe(true);
    expect(fapiaoRequestable({ ...paid, fapiaoStatuses: ['rejected', 'cancelled'] })).toBe(true);
    expect(fapiaoRequestable({ ...paid, fapiaoStatuses: ['cancelled', 'pending'] })).toBe(false);
    expect(fapiaoRequestable({ ...paid, invoiceBalance: 1 })).toBe(false);
    expect(fapiaoRequestable({ ...paid, invoiceTotal: 0 })).toBe(false);
    expect(fapiaoRequestable({ ...paid, userLocalization: 'us' })).toBe(false);
    expect(fapiaoRequestable({ ...paid, allowsFapiaoProcessingAfterPayment: false })).toBe(false);
    // A written-off balance is 0 too, but nothing was paid: no tax receipt.
    expect(fapiaoRequestable({ ...paid, invoiceWrittenOff: true })).toBe(false);
  });

  it('links the issued PDF only once completed with a file, and shows a rejection reason only when rejected', () => {
    const record: FapiaoRecord = {
      identity: 'F1',
      type: 'general',
      status: 'completed',
      number: '044001',
      hasFile: true,
      receiptCode: 'R1',
      invoiceNumber: 'CN000001',
      organizationName: '北京大学',
      taxpayerNumber: null,
      createdAt: now,
      paidAt: now,
      rejectionReason: 'the title does not match',
    };
    expect(fapiaoView(record, now)).toMatchObject({ url: '/api/fapiao/F1/pdf', completed: true, cancellable: true, rejectionReason: null });
    expect(fapiaoView({ ...record, hasFile: false }, now).url).toBeNull();
    expect(fapiaoView({ ...record, status: 'rejected' }, now)).toMatchObject({ url: null, completed: false, cancellable: false, rejectionReason: 'the title does not match' });
  });
});
