import { describe, expect, it } from 'vitest';
import { fapiaoRequestSchema } from './fapiao.contract';

const valid = { type: 'general', serviceType: 1, organizationName: '北京大学', contactEmail: 'li.hua@pku.edu.cn', receiptCode: 'Rabc' };
const problems = (input: Record<string, unknown>) => {
  const parsed = fapiaoRequestSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('fapiaoRequestSchema (spec 3 §5)', () => {
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

  it('checks the contact e-mail and the mobile length', () => {
    expect(problems({ contactEmail: 'not-an-email' })).toEqual({ contactEmail: 'emailAddressInvalidFormat' });
    expect(problems({ contactPhone: '1'.repeat(16) })).toEqual({ contactPhone: 'phone-number-too-long' });
  });
});
