import { describe, expect, it } from 'vitest';
import type { OrderFormService, ServiceQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import { detailsResolver, flattenErrors } from './details-resolver';
import {
  carriedCurrency,
  detailsPayload,
  detailsRuleErrors,
  styleOfEnglishApplies,
  type DetailsContext,
  type DetailsFormValues,
} from './details-rules';

const question: ServiceQuestion = {
  id: 12,
  serviceIdentity: 'standard-editing',
  term: 'details-question-target-audience',
  type: 'select',
  choices: ['experts', 'general'],
  required: true,
  showWhenAnswer: null,
};

const context = (over: Partial<DetailsContext> = {}): DetailsContext => ({
  styleOfEnglishApplies: true,
  areaOfStudyApplies: false,
  journalShown: false,
  journalRequired: false,
  questions: [],
  adminCreated: false,
  currencyIso: undefined,
  ...over,
});

const values = (over: Partial<DetailsFormValues> = {}): DetailsFormValues => ({
  projectTitle: 'Drought and maize',
  styleOfEnglish: 'american',
  areaOfStudyId: null,
  journal: null,
  answers: {},
  suppressInvoiceCreation: null,
  ...over,
});

const options = { fields: {}, shouldUseNativeValidation: false };

describe('details rules that depend on the order', () => {
  it('needs a style of English when a chosen service edits or translates', () => {
    const service = (identity: string, serviceType: string) => ({ identity, serviceType }) as OrderFormService;
    const lists = { availableServices: [service('standard-editing', 'editing'), service('figure-formatting', 'formatting')], additionalServices: [service('standard-translation', 'translation')] };
    const chosen = (...identities: string[]) => identities.map((identity) => ({ identity, rush: false, quantity: 1 }));
    expect(styleOfEnglishApplies({ ...lists, services: chosen('standard-editing') })).toBe(true);
    expect(styleOfEnglishApplies({ ...lists, services: chosen('standard-translation') })).toBe(true);
    expect(styleOfEnglishApplies({ ...lists, services: chosen('figure-formatting') })).toBe(false);
    expect(styleOfEnglishApplies({ ...lists, services: [] })).toBe(false);
    expect(detailsRuleErrors(values({ styleOfEnglish: null }), context())).toEqual({ styleOfEnglish: 'style-of-english-required' });
    expect(detailsRuleErrors(values({ styleOfEnglish: null }), context({ styleOfEnglishApplies: false }))).toEqual({});
  });

  it('needs an area of study with translation, a journal when a service needs one, and the admin choice', () => {
    const errors = detailsRuleErrors(
      values({ journal: { id: null, name: ' ', url: 'www.x.org' } }),
      context({ areaOfStudyApplies: true, journalShown: true, journalRequired: true, adminCreated: true, questions: [question] }),
    );
    expect(errors).toEqual({
      areaOfStudyId: 'area-of-study-error',
      'journal.name': 'journal-details-required',
      'journal.url': 'journal-url-invalid',
      'answers.12': 'selection-required',
      suppressInvoiceCreation: 'selection-required',
    });
  });

  it('sends only what applies, and the currency a visitor picked', () => {
    const payload = detailsPayload(
      values({ areaOfStudyId: 10101, journal: { id: 3, name: 'Cell', url: '' }, answers: { '12': 'experts' }, suppressInvoiceCreation: true }),
      context({ styleOfEnglishApplies: false, questions: [question], currencyIso: 'EUR' }),
    );
    expect(payload).toEqual({ projectTitle: 'Drought and maize', styleOfEnglish: null, areaOfStudyId: null, journal: null, answers: { '12': 'experts' }, currencyIso: 'EUR' });
    expect(carriedCurrency('EUR', 'USD')).toBe('EUR');
    expect(carriedCurrency('USD', 'USD')).toBeUndefined();
  });
});

describe('details resolver', () => {
  it('passes valid details, trimmed by the shared schema', async () => {
    const result = await detailsResolver(context())(values({ projectTitle: '  Drought  ' }), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ projectTitle: 'Drought', styleOfEnglish: 'american' });
  });

  it("reports the schema's and the order's errors in one round", async () => {
    const result = await detailsResolver(context({ areaOfStudyApplies: true }))(
      values({ projectTitle: 'x'.repeat(513), styleOfEnglish: null }),
      undefined,
      options,
    );
    expect(flattenErrors(result.errors)).toEqual({
      projectTitle: { type: 'too_big', message: 'project-title-too-long' },
      styleOfEnglish: { type: 'rule', message: 'style-of-english-required' },
      areaOfStudyId: { type: 'rule', message: 'area-of-study-error' },
    });
  });

  it('reports a blank title with the catalogue key', async () => {
    const result = await detailsResolver(context())(values({ projectTitle: '   ' }), undefined, options);
    expect(flattenErrors(result.errors).projectTitle?.message).toBe('project-title-required');
  });

  it('nests errors of a service question under its id', async () => {
    const result = await detailsResolver(context({ questions: [question] }))(values(), undefined, options);
    expect(flattenErrors(result.errors)).toEqual({ 'answers.12': { type: 'rule', message: 'selection-required' } });
  });
});
