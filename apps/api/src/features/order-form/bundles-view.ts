import { deadlinesByTimeline, orderTimeline, type TimelineServiceType } from '@marginalia/contracts/order-form/pricing/deadlines';
import { priceBundle, sortBundles } from '@marginalia/contracts/order-form/pricing/bundles';
import { rushData, type PricedOption, type RushData } from '@marginalia/contracts/order-form/pricing/service-options';
import { ENGLISH_LANGUAGE_ID } from '@marginalia/contracts/order-form/pricing/word-count';
import type { Bundle, BundleQuestion } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { BundleQuestionRow, BundleRow } from './catalogue.repository';
import { convert, countFor, optionView, optionsOf, type PricingInput } from './order-form-pricing';
import type { ServiceRow } from '../../platform/db/schema/catalogue';

/**
 * "Help me decide": the answers to the bundle questions name the services the researcher
 * needs; the bundles that contain all of them are offered, cheapest first, each priced with its discount.
 */
export type BundleAnswers = Record<string, unknown>;

/** Multiple-choice questions are asked only about manuscripts in language 1. */
export function questionsFor(questions: readonly BundleQuestionRow[], manuscriptLanguageId: number | null): BundleQuestion[] {
  return questions
    .filter((question) => question.type !== 'multiple-choice' || manuscriptLanguageId === ENGLISH_LANGUAGE_ID)
    .map((question) => ({ id: question.id, term: question.term, type: question.type, choices: question.choices.map((choice) => ({ id: choice.id, choice: choice.choice })) }));
}

export function impliedServices(questions: readonly BundleQuestionRow[], answers: BundleAnswers): Set<string> {
  const implied = new Set<string>();
  for (const question of questions) {
    const answer = answers[String(question.id)];
    const add = (identities: readonly string[]) => identities.forEach((identity) => implied.add(identity));
    if (question.type === 'toggle' && answer === true) add(question.impliesServices);
    if (question.type === 'int' && typeof answer === 'number' && answer > 0) add(question.impliesServices);
    if (question.type === 'multiple-choice' && Array.isArray(answer)) {
      for (const choice of question.choices) if (answer.includes(choice.id)) add(choice.impliesServices);
    }
  }
  return implied;
}

/** The table count given on the int question; 0 when none was given. */
export function answeredTableCount(questions: readonly BundleQuestionRow[], answers: BundleAnswers): number {
  const question = questions.find((candidate) => candidate.type === 'int');
  const answer = question ? answers[String(question.id)] : undefined;
  return typeof answer === 'number' && answer > 0 ? answer : 0;
}

/** The table count tables are priced for (one when none was given). */
export function tableCountOf(questions: readonly BundleQuestionRow[], answers: BundleAnswers): number {
  return Math.max(1, answeredTableCount(questions, answers));
}

export interface BundleViewContext {
  answers: BundleAnswers;
  figureCount: number;
  selectedIdentities: ReadonlySet<string>;
  selectedBundleId: number | null;
}

function quantityFor(type: string, context: BundleViewContext, tables: number): number {
  if (type === 'tables') return tables;
  if (type === 'figures') return Math.max(1, context.figureCount);
  return 1;
}

export function bundleViews(input: PricingInput, context: BundleViewContext): Bundle[] {
  const { catalogue } = input;
  const implied = impliedServices(catalogue.bundleQuestions, context.answers);
  const tables = tableCountOf(catalogue.bundleQuestions, context.answers);
  const fitting = catalogue.bundles.filter((bundle) => [...implied].every((identity) => bundle.services.some((service) => service.identity === identity)));
  const views = fitting.map((bundle) => bundleView(input, bundle, context, tables)).filter((view): view is Bundle => view !== null);
  return sortBundles(views);
}

interface BundlePart {
  member: BundleRow['services'][number];
  service: ServiceRow;
  data: RushData;
  base: PricedOption;
}

function bundleView(input: PricingInput, bundle: BundleRow, context: BundleViewContext, tables: number): Bundle | null {
  const parts: BundlePart[] = [];
  for (const member of bundle.services) {
    const service = input.catalogue.services.get(member.identity);
    if (!service) return null;
    const options = optionsOf(input.catalogue, member.identity);
    const data = rushData(options, countFor(service, input.wordCount, quantityFor(service.optionsDeterminedByCount, context, tables)));
    const base = data.nonRushOption ?? data.rushOption;
    // A bundle whose services cannot be priced for this manuscript is not offered.
    if (!base) return null;
    parts.push({ member, service, data, base });
  }
  const chosen = context.selectedBundleId === bundle.id ? context.selectedIdentities : new Set(parts.filter((part) => !part.member.addOn).map((part) => part.service.identity));
  const priced = priceBundle(
    {
      id: bundle.id,
      name: bundle.name,
      discountPercent: bundle.discountPercent,
      rushDiscountPercent: bundle.rushDiscountPercent,
      services: parts.map(({ member, data, base }) => ({
        identity: member.identity,
        addOn: member.addOn,
        price: convert(input, base.priceUsdCents),
        rushPrice: data.rushOption && data.nonRushOption ? convert(input, data.rushOption.priceUsdCents) : null,
      })),
    },
    chosen,
    input.rush,
  );
  const core = parts.filter((part) => !part.member.addOn);
  const timed = (rush: boolean) =>
    core.map(({ service, data, base }) => ({ serviceType: service.serviceType as TimelineServiceType, timelineBusinessDays: (rush ? (data.rushOption ?? base) : base).timelineBusinessDays }));
  const normalDays = orderTimeline(timed(false));
  const rushDays = priced.rushOffered ? orderTimeline(timed(true)) : null;
  const deadlines = deadlinesByTimeline(input.now, rushDays === null ? [normalDays] : [normalDays, rushDays], input.calendar);
  const primary = parts.find((part) => part.service.identity === bundle.primaryServiceIdentity) ?? parts[0];
  if (!primary) return null;
  const optionsOfPart = (part: BundlePart) =>
    [part.data.nonRushOption, part.data.rushOption].filter((option) => option !== null).map((option) => optionView(input, part.service, option));
  return {
    ...priced,
    primaryServiceName: primary.service.name,
    primaryService: { id: primary.service.identity, options: optionsOfPart(primary) },
    services: parts.map((part) => ({
      id: part.service.identity,
      name: part.service.name,
      type: part.service.serviceType,
      addOn: part.member.addOn,
      price: convert(input, part.base.priceUsdCents),
      rushPrice: part.data.rushOption ? convert(input, part.data.rushOption.priceUsdCents) : null,
      options: optionsOfPart(part),
    })),
    discount: { percent: bundle.discountPercent, rushPercent: bundle.rushDiscountPercent, displayableAmount: `${bundle.discountPercent}%` },
    deadlines: Object.fromEntries(Object.entries(deadlines).map(([days, date]) => [days, date.toISOString()])),
    deadline: (deadlines[normalDays] ?? input.now).toISOString(),
    rushDeadline: rushDays === null ? null : (deadlines[rushDays]?.toISOString() ?? null),
    learnMoreTerms: core.map((part) => part.service.identity),
  };
}
