import { describe, expect, it } from 'vitest';
import { isMessageKey } from '@marginalia/contracts/i18n/message-keys';
import { SERVICE_IDENTITIES } from '@marginalia/contracts/catalogue/service-identities';
import { BUNDLE_QUESTION_IDS, SERVICE_BUNDLE_QUESTION_CHOICE_ROWS, SERVICE_BUNDLE_QUESTION_ROWS } from './bundle-questions';
import { SERVICE_QUESTION_ROWS } from './service-questions';
import { PREFERRED_GROUP_ROWS, promotionalCodeRows } from './promotions';

const services: ReadonlySet<string> = new Set(SERVICE_IDENTITIES);

describe('bundle questions', () => {
  it('asks each kind of question once, with fixed ids and distinct sort orders', () => {
    expect(SERVICE_BUNDLE_QUESTION_ROWS.map((q) => q.type).sort()).toEqual(['int', 'journal-select', 'multiple-choice', 'toggle', 'toggle']);
    expect(new Set(SERVICE_BUNDLE_QUESTION_ROWS.map((q) => q.sortOrder)).size).toBe(SERVICE_BUNDLE_QUESTION_ROWS.length);
    expect(SERVICE_BUNDLE_QUESTION_ROWS.find((q) => q.type === 'journal-select')?.id).toBe(BUNDLE_QUESTION_IDS.journal);
    expect(SERVICE_BUNDLE_QUESTION_ROWS.find((q) => q.type === 'int')).toMatchObject({ id: BUNDLE_QUESTION_IDS.tableCount, impliesServices: ['table-formatting'] });
  });

  it('names its texts by message keys of the catalogue and its services by real identities', () => {
    const keys = [...SERVICE_BUNDLE_QUESTION_ROWS.map((q) => q.term), ...SERVICE_BUNDLE_QUESTION_CHOICE_ROWS.map((c) => c.choice)];
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
    const implied = [...SERVICE_BUNDLE_QUESTION_ROWS, ...SERVICE_BUNDLE_QUESTION_CHOICE_ROWS].flatMap((row) => row.impliesServices ?? []);
    expect(implied.filter((identity) => !services.has(identity))).toEqual([]);
  });

  it('gives choices only to the multiple-choice question, each calling for a service', () => {
    const multipleChoice = SERVICE_BUNDLE_QUESTION_ROWS.filter((q) => q.type === 'multiple-choice').map((q) => q.id);
    expect(SERVICE_BUNDLE_QUESTION_CHOICE_ROWS.every((c) => multipleChoice.includes(c.questionId))).toBe(true);
    expect(SERVICE_BUNDLE_QUESTION_CHOICE_ROWS.every((c) => (c.impliesServices ?? []).length > 0)).toBe(true);
    expect(new Set(SERVICE_BUNDLE_QUESTION_CHOICE_ROWS.map((c) => c.id)).size).toBe(SERVICE_BUNDLE_QUESTION_CHOICE_ROWS.length);
  });
});

describe('service questions', () => {
  it('belong to real services and name their texts and options by message keys', () => {
    expect(SERVICE_QUESTION_ROWS.filter((q) => !services.has(q.serviceIdentity)).map((q) => q.id)).toEqual([]);
    const keys = SERVICE_QUESTION_ROWS.flatMap((q) => [q.term, ...(q.choices ?? [])]);
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
    expect(new Set(SERVICE_QUESTION_ROWS.map((q) => q.id)).size).toBe(SERVICE_QUESTION_ROWS.length);
  });

  it('gives options to selects only, and at least two', () => {
    for (const question of SERVICE_QUESTION_ROWS) {
      if (question.type === 'select') expect((question.choices ?? []).length, question.term).toBeGreaterThanOrEqual(2);
      else expect(question.choices ?? [], question.term).toEqual([]);
    }
  });

  it('opens a follow-up only from an earlier toggle of the same service, and never requires it', () => {
    for (const question of SERVICE_QUESTION_ROWS) {
      const rule = question.showWhen?.answer;
      if (!rule) continue;
      const opener = SERVICE_QUESTION_ROWS.find((q) => q.id === rule.questionId);
      expect(opener?.serviceIdentity, question.term).toBe(question.serviceIdentity);
      expect(opener?.sortOrder ?? Infinity).toBeLessThan(question.sortOrder);
      expect(opener?.type === 'toggle' ? typeof rule.equals : 'string').toBe(typeof rule.equals);
      expect(question.required).toBe(false);
    }
  });

  it('asks the formatting reference style and the figure data, both required', () => {
    expect(SERVICE_QUESTION_ROWS.find((q) => q.serviceIdentity === 'formatting')).toMatchObject({ type: 'select', required: true });
    expect(SERVICE_QUESTION_ROWS.find((q) => q.serviceIdentity === 'illustration')).toMatchObject({ type: 'toggle', required: true });
  });
});

describe('promotional codes and preferred groups', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const codes = promotionalCodeRows(now);

  it('stores codes upper-case, each either a percentage or an amount', () => {
    for (const code of codes) {
      expect(code.code).toBe(code.code.toUpperCase());
      if (code.percentBased) expect([code.percent, code.amountUsdCents]).toEqual([expect.any(Number), null]);
      else expect([code.percent, code.amountUsdCents]).toEqual([null, expect.any(Number)]);
    }
  });

  it('has one code that ended the day before seeding, and the others open-ended', () => {
    const expired = codes.find((c) => c.code === 'EXPIRED5');
    expect(expired?.endsAt).toEqual(new Date('2026-11-21T10:00:00Z'));
    expect(codes.filter((c) => c.code !== 'EXPIRED5').every((c) => c.endsAt === null)).toBe(true);
  });

  it('limits FIGURES15 to figure preparation and WELCOME10 to new customers', () => {
    expect(codes.find((c) => c.code === 'FIGURES15')?.serviceIdentities).toEqual(['illustration']);
    expect(codes.find((c) => c.code === 'WELCOME10')).toMatchObject({ newCustomersOnly: true, listed: true, percent: 10 });
    expect(codes.find((c) => c.code === 'SAVE20USD')).toMatchObject({ percentBased: false, amountUsdCents: 2000 });
  });

  it('has the revenue-share group cambridge1', () => {
    expect(PREFERRED_GROUP_ROWS.find((g) => g.code === 'cambridge1')?.discountPercent).toBe(10);
  });
});
