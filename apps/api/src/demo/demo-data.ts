import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { currencies, holidays, loyaltyLevels, migrationGroups, orderServices, preferredGroups, orders, serviceOptions, services, users } from '../platform/db/schema/all-tables';
import { levelForPoints } from '@marginalia/contracts/rewards/loyalty-progress';
import { rewardPointsFor } from '@marginalia/contracts/rewards/reward-points';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import { percentOf } from '@marginalia/contracts/order-form/pricing/percent';
import { hashPassword } from '../platform/security/passwords';
import { addBusinessDays, isBusinessDay } from './business-days';
import { randomOrderExternalId, randomReferralCode, randomUserIdentity } from '../platform/ids/random-ids';
import { DEMO_ACCOUNTS, DEMO_MIGRATION_GROUPS, type DemoOrderSeed } from './demo-accounts';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoBilling } from './demo-billing';
import type { ServiceOptionRow, ServiceRow } from '../platform/db/schema/catalogue';
import type { CurrencyRow, LoyaltyLevelRow } from '../platform/db/schema/reference';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Same key as seedReferenceData's lock: demo and reference seeding never interleave. */
const SEED_LOCK = 7_341_002;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creates demo accounts with orders in every status (see data/demo-accounts.ts), only on a
 * database without users — a second run, or a run against a database people use, does nothing and
 * returns no accounts. Needs the reference data (seedReferenceData) first: prices come from the
 * seeded catalogue, deadlines from the seeded holidays.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<{ accounts: DemoAccount[] }> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return { accounts: [] };

  // Hash outside the transaction: argon2 is deliberately slow and needs no lock.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ users: count() }).from(users);
    if ((again?.users ?? 0) > 0) return false;

    await tx.insert(migrationGroups).values(DEMO_MIGRATION_GROUPS).onConflictDoNothing();
    const catalogue = await loadCatalogue(tx);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const planned = account.orders.map((order) => planOrder(order, account.currency, account.localization, catalogue, now));
      const points = planned.reduce((sum, order) => sum + order.rewardPoints, 0);
      const paidOrders = planned.filter((order) => order.paid).length;
      const [user] = await tx
        .insert(users)
        .values({
          identity: randomUserIdentity(),
          email: account.email,
          emailNormalized: account.email.trim().toLowerCase(),
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash: hashes[index] ?? null,
          role: account.role,
          countryId: account.countryId,
          currency: account.currency,
          siteLanguage: account.siteLanguage,
          localization: account.localization,
          timeZone: account.timeZone,
          institution: account.institution,
          migrationGroup: account.migrationGroup ?? null,
          preferredGroupId: account.preferredGroup ? ((await tx.select({ id: preferredGroups.id }).from(preferredGroups).where(eq(preferredGroups.code, account.preferredGroup)))[0]?.id ?? null) : null,
          hasRewards: account.role === 'researcher',
          referralCode: randomReferralCode(),
          totalRewardPoints: points,
          loyaltyLevelIdentity: levelForPoints(points, paidOrders, catalogue.levels)?.identity ?? 'level1',
          createdAt: new Date(now.getTime() - 90 * DAY),
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`demo seed: could not create ${account.email}`);

      for (const order of planned) {
        const [row] = await tx
          .insert(orders)
          .values({ ...order.values, userId: user.id })
          .returning({ id: orders.id });
        if (!row) throw new Error(`demo seed: could not create order "${order.values.title}"`);
        await tx.insert(orderServices).values(order.lines.map((line) => ({ ...line, orderId: row.id })));
      }
      await seedDemoBilling(tx, user.id, now);
    }
    await seedDemoRewards(tx, now);
    return true;
  });

  if (!created) return { accounts: [] };
  return { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) };
}

interface Catalogue {
  services: Map<string, ServiceRow>;
  options: ServiceOptionRow[];
  currencies: Map<string, CurrencyRow>;
  closedDays: Map<string, Set<string>>;
  levels: LoyaltyLevelRow[];
}

async function loadCatalogue(tx: Tx): Promise<Catalogue> {
  const identities = [...new Set(DEMO_ACCOUNTS.flatMap((account) => account.orders.flatMap((order) => order.services.map((s) => s.identity))))];
  const serviceRows = await tx.select().from(services).where(inArray(services.identity, identities));
  if (serviceRows.length !== identities.length) {
    throw new Error('demo seed: the service catalogue is missing; run seedReferenceData first');
  }
  const holidayRows = await tx.select({ localization: holidays.localization, day: holidays.day }).from(holidays);
  const closedDays = new Map<string, Set<string>>();
  for (const row of holidayRows) {
    const days = closedDays.get(row.localization) ?? new Set<string>();
    days.add(row.day);
    closedDays.set(row.localization, days);
  }
  return {
    services: new Map(serviceRows.map((row) => [row.identity, row])),
    options: await tx.select().from(serviceOptions).where(inArray(serviceOptions.serviceIdentity, identities)),
    currencies: new Map((await tx.select().from(currencies)).map((row) => [row.isoCode, row])),
    closedDays,
    levels: await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.sortOrder)),
  };
}

interface PlannedOrder {
  paid: boolean;
  rewardPoints: number;
  values: Omit<typeof orders.$inferInsert, 'userId'>;
  lines: Omit<typeof orderServices.$inferInsert, 'orderId'>[];
}

/** Prices an order from the seeded options (converted to the order currency and rounded as the order form does) and dates it in business days. */
function planOrder(order: DemoOrderSeed, currencyCode: string, localization: string, catalogue: Catalogue, now: Date): PlannedOrder {
  const currency = catalogue.currencies.get(currencyCode);
  if (!currency) throw new Error(`demo seed: unknown currency ${currencyCode}`);
  let usdPaidCents = 0;
  const rewardPointsPerUsd: number[] = [];
  let timeline = 0;
  const lines = order.services.map(({ identity, count }) => {
    const service = catalogue.services.get(identity);
    if (!service) throw new Error(`demo seed: unknown service ${identity}`);
    const option = pickOption(catalogue.options, service, count ?? order.wordCount, order.rush);
    const discountPercent = order.bundleDiscountPercent ?? 0;
    const discountUsdCents = Math.round((option.priceUsdCents * discountPercent) / 100);
    usdPaidCents += option.priceUsdCents - discountUsdCents;
    rewardPointsPerUsd.push(service.rewardPointsPerUsd);
    timeline = Math.max(timeline, option.timelineBusinessDays);
    const listPrice = convertUsdCents(option.priceUsdCents, { isoCode: currency.isoCode, numDecimals: currency.numDecimals, perUsd: String(currency.perUsd) });
    const discountAmount = percentOf(listPrice, discountPercent);
    return { serviceIdentity: identity, serviceOptionId: option.id, quantity: 1, listPrice, discountAmount, totalPrice: listPrice - discountAmount };
  });

  // Services run side by side, so the longest timeline sets the deadline.
  const closedDays = catalogue.closedDays.get(localization) ?? new Set<string>();
  const createdAt = placedAt(now, order.placedDaysAgo, localization, closedDays);
  const deadline = addBusinessDays(createdAt, timeline, closedDays);
  const completedAt = order.status === 'completed' ? new Date(Math.min(deadline.getTime() - 3 * HOUR, now.getTime() - HOUR)) : null;
  const rewardPoints = order.paid ? rewardPointsFor({ usdPaidCents, rewardPointsPerUsd }) : 0;
  return {
    paid: order.paid,
    rewardPoints,
    lines,
    values: {
      externalId: randomOrderExternalId(),
      title: order.title,
      status: order.status,
      customerGoal: order.customerGoal,
      wordCount: order.wordCount,
      manuscriptLanguageId: order.manuscriptLanguageId,
      styleOfEnglish: order.styleOfEnglish,
      journalName: order.journalName,
      currency: currency.isoCode,
      totalAmount: lines.reduce((sum, line) => sum + line.totalPrice, 0),
      paid: order.paid,
      rush: order.rush,
      rewardPoints,
      createdAt,
      deadline,
      completedAt,
    },
  };
}

/** Morning office hours of each localization, in UTC (09:00 in Chicago, 10:00 in Shanghai). */
const OFFICE_HOUR_UTC: Record<string, number> = { us: 15, cn: 2 };

/** `daysAgo` days before now, moved back to a business day during office hours and never in the future. */
function placedAt(now: Date, daysAgo: number, localization: string, closedDays: ReadonlySet<string>): Date {
  const moment = new Date(now.getTime() - daysAgo * DAY);
  moment.setUTCHours(OFFICE_HOUR_UTC[localization] ?? 15, 0, 0, 0);
  if (moment.getTime() > now.getTime()) moment.setUTCDate(moment.getUTCDate() - 1);
  while (!isBusinessDay(moment, closedDays)) moment.setUTCDate(moment.getUTCDate() - 1);
  return moment;
}

/** The option whose count bin holds `quantity`; the rush variant when rush is asked for and offered. */
function pickOption(options: ServiceOptionRow[], service: ServiceRow, quantity: number, rush: boolean): ServiceOptionRow {
  const own = options.filter((option) => option.serviceIdentity === service.identity);
  const fits = service.optionsDeterminedByCount === 'none' ? own : own.filter((o) => o.lengthLow <= quantity && quantity <= o.lengthHigh);
  const chosen = (rush ? fits.find((o) => o.rush) : undefined) ?? fits.find((o) => !o.rush) ?? fits[0];
  if (!chosen) throw new Error(`demo seed: no ${service.identity} option for ${quantity}`);
  return chosen;
}

/** The demo accounts that exist in this database (so `npm start` can print them on every start). */
export async function presentDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const rows = await db.select({ email: users.emailNormalized }).from(users).where(inArray(users.emailNormalized, emails));
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email.toLowerCase())).map((a) => ({ role: a.role, email: a.email, password: a.password }));
}
