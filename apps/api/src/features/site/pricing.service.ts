import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import { rushData } from '@marginalia/contracts/order-form/pricing/service-options';
import type { PriceBin, PricedService, PricingResponse } from '@marginalia/contracts/site/site.contract';
import { CONCIERGE_SERVICES } from '@marginalia/contracts/support/support.constants';
import { AppError } from '../../platform/errors/app-error';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { ServiceRow } from '../../platform/db/schema/catalogue';
import { bundleViews, catalogueOf, convert, optionsOf, type Catalogue } from '../order-form/order-form.public';

/**
 * The price list (README.md): every service the order form sells, with its bins, turnaround and rush, the
 * bundles and the additional services, in one currency. Every price is the order form's own — the same
 * catalogue, converted by the same engine — so the two cannot disagree (a test compares them).
 */

/** The groups shown, in this order; re-editing is priced on the order, never bought from the list. */
const LISTED_GROUPS = ['editing', 'translation', 'additional'] as const;
/** The manuscript length the bundle examples are priced for. */
export const BUNDLE_EXAMPLE_WORDS = 5000;
const GROUP_NAMES: Record<(typeof LISTED_GROUPS)[number], string> = { editing: 'Language Editing', translation: 'Translation', additional: 'Additional Services' };

function currencyView(row: CurrencyRow) {
  return { isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals };
}

/** A service's bins: each non-rush option's count range, with the rush option of the same count beside it. */
function binsOf(catalogue: Catalogue, service: ServiceRow, currency: CurrencyRow): PriceBin[] {
  const options = optionsOf(catalogue, service.identity);
  const ranges = new Map<string, { low: number; high: number }>();
  for (const option of options) ranges.set(`${option.lengthLow}-${option.lengthHigh}`, { low: option.lengthLow, high: option.lengthHigh });
  const input = { currency };
  const bins: PriceBin[] = [];
  for (const { low, high } of [...ranges.values()].sort((a, b) => a.low - b.low)) {
    const data = rushData(options, low);
    const normal = data.nonRushOption ?? data.rushOption;
    if (!normal || bins.some((bin) => bin.low === low)) continue;
    const rush = data.nonRushOption && data.rushOption ? data.rushOption : null;
    bins.push({
      low,
      high,
      price: convert(input, normal.priceUsdCents),
      timeline: normal.timelineBusinessDays,
      rushPrice: rush ? convert(input, rush.priceUsdCents) : null,
      rushTimeline: rush ? rush.timelineBusinessDays : null,
    });
  }
  return bins;
}

function serviceView(catalogue: Catalogue, service: ServiceRow, currency: CurrencyRow): PricedService {
  return {
    identity: service.identity,
    name: service.name,
    serviceType: service.serviceType,
    countedBy: service.optionsDeterminedByCount,
    includesCertificate: service.includesCertificate,
    bins: binsOf(catalogue, service, currency),
  };
}

/** The currency asked for, else the signed-in user's, else US dollars; an unknown one is 400. */
function currencyFor(catalogue: Catalogue, asked: string | undefined, userCurrency: string | null | undefined): CurrencyRow {
  const code = asked ?? userCurrency ?? 'USD';
  const row = catalogue.currencies.get(code);
  if (!row || !row.selectable) throw new AppError(400, 'currency-invalid', {}, { currency: 'currency-invalid' });
  return row;
}

export async function priceList(app: FastifyInstance, request: FastifyRequest, asked: string | undefined): Promise<PricingResponse> {
  const catalogue = await catalogueOf(app);
  const currency = currencyFor(catalogue, asked, request.session.user?.currency);
  const groups = LISTED_GROUPS.map((slug) => {
    const members = (catalogue.groups.get(slug) ?? []).filter((identity, index, all) => all.indexOf(identity) === index);
    const services = members
      .map((identity) => catalogue.services.get(identity))
      .filter((service): service is ServiceRow => service !== undefined)
      .map((service) => serviceView(catalogue, service, currency))
      .filter((service) => service.bins.length > 0);
    return { slug, name: GROUP_NAMES[slug], services };
  }).filter((group) => group.services.length > 0);

  const now = new Date();
  const localization = 'us';
  const bundles = bundleViews(
    {
      catalogue,
      currency,
      calendar: { holidays: new Set(catalogue.holidays.get(localization) ?? []), timeZone: companyTimeZone(localization) },
      now,
      wordCount: BUNDLE_EXAMPLE_WORDS,
      rush: false,
      selection: [],
    },
    { answers: {}, figureCount: 1, selectedIdentities: new Set(), selectedBundleId: null },
  );
  return {
    currency: currencyView(currency),
    currencies: [...catalogue.currencies.values()].filter((row) => row.selectable).map(currencyView),
    groups,
    bundles: bundles.map((bundle) => {
      const row = catalogue.bundles.find((each) => each.id === bundle.id);
      return {
        id: bundle.id,
        name: bundle.name,
        discountPercent: row?.discountPercent ?? 0,
        rushDiscountPercent: row?.rushDiscountPercent ?? 0,
        services: bundle.services.filter((service) => !service.addOn).map((service) => service.id),
        addOns: bundle.services.filter((service) => service.addOn).map((service) => service.id),
        example: { wordCount: BUNDLE_EXAMPLE_WORDS, fullPrice: bundle.fullPrice, discountPrice: bundle.discountPrice, fullRushPrice: bundle.fullRushPrice, discountRushPrice: bundle.discountRushPrice },
      };
    }),
    conciergeServices: [...CONCIERGE_SERVICES],
  };
}
