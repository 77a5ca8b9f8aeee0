import { and, asc, count, eq } from 'drizzle-orm';
import type { LoyaltyBenefitRequest, LoyaltyBenefitView, PersonalCodeRequest } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { auditFields, recordAudit } from '../../platform/audit/audit-log';
import { loyaltyBenefitGrants, loyaltyLevelBenefits, services, users } from '../../platform/db/schema/all-tables';
import type { LoyaltyLevelBenefitRow } from '../../platform/db/schema/rewards';
import { AppError } from '../../platform/errors/app-error';
import type { StaffContext } from '../staff/staff.public';
import { issuePersonalCode } from './personal-codes';

const DAY_MS = 24 * 60 * 60 * 1000;
const BENEFIT_FIELDS = ['levelIdentity', 'description', 'percentBased', 'percent', 'amountUsdCents', 'serviceIdentities', 'validDays', 'active'] as const;

function benefitView(row: LoyaltyLevelBenefitRow, issued: number): LoyaltyBenefitView {
  return {
    id: row.id,
    levelIdentity: row.levelIdentity,
    description: row.description,
    kind: row.percentBased ? 'percent' : 'amount',
    percent: row.percentBased ? row.percent : null,
    amountUsdCents: row.percentBased ? null : row.amountUsdCents,
    serviceIdentities: row.serviceIdentities ?? null,
    validDays: row.validDays,
    active: row.active,
    issued,
  };
}

function benefitValues(input: LoyaltyBenefitRequest) {
  const percentBased = input.kind === 'percent';
  return {
    levelIdentity: input.levelIdentity,
    description: input.description,
    percentBased,
    percent: percentBased ? input.percent : null,
    amountUsdCents: percentBased ? null : input.amountUsdCents,
    serviceIdentities: input.serviceIdentities,
    validDays: input.validDays,
    active: input.active,
  };
}

async function assertServices(context: StaffContext, identities: string[] | null): Promise<void> {
  if (identities === null) return;
  const known = new Set((await context.db.select({ identity: services.identity }).from(services)).map((row) => row.identity));
  const unknown = identities.find((identity) => !known.has(identity));
  if (unknown !== undefined) throw new AppError(422, 'staff-unknown-service', { identity: unknown }, { serviceIdentities: 'staff-unknown-service' });
}

async function issuedCount(context: StaffContext, benefitId: number): Promise<number> {
  const [row] = await context.db.select({ n: count() }).from(loyaltyBenefitGrants).where(eq(loyaltyBenefitGrants.benefitId, benefitId));
  return row?.n ?? 0;
}

export async function listBenefits(context: StaffContext) {
  const [rows, grants] = await Promise.all([
    context.db.select().from(loyaltyLevelBenefits).orderBy(asc(loyaltyLevelBenefits.levelIdentity), asc(loyaltyLevelBenefits.id)),
    context.db.select({ benefitId: loyaltyBenefitGrants.benefitId, n: count() }).from(loyaltyBenefitGrants).groupBy(loyaltyBenefitGrants.benefitId),
  ]);
  const issued = new Map(grants.map((row) => [row.benefitId, row.n]));
  return { benefits: rows.map((row) => benefitView(row, issued.get(row.id) ?? 0)) };
}

export async function createBenefit(context: StaffContext, input: LoyaltyBenefitRequest) {
  await assertServices(context, input.serviceIdentities);
  const row = await context.db.transaction(async (tx) => {
    const [created] = await tx.insert(loyaltyLevelBenefits).values(benefitValues(input)).returning();
    if (!created) throw new Error('benefit insert returned nothing');
    await recordAudit(tx, { actorId: context.staff.id, action: 'loyalty-benefit.create', subjectType: 'loyalty-benefit', subjectId: String(created.id), after: auditFields(created, BENEFIT_FIELDS) }, context.now);
    return created;
  });
  return { benefit: benefitView(row, 0) };
}

/** A change applies to codes issued from now on; codes already issued keep what they gave. */
export async function updateBenefit(context: StaffContext, id: number, input: LoyaltyBenefitRequest) {
  await assertServices(context, input.serviceIdentities);
  const row = await context.db.transaction(async (tx) => {
    const [found] = await tx.select().from(loyaltyLevelBenefits).where(eq(loyaltyLevelBenefits.id, id)).for('update');
    if (!found) throw new AppError(404, 'staff-loyalty-benefit-not-found');
    const [updated] = await tx.update(loyaltyLevelBenefits).set(benefitValues(input)).where(eq(loyaltyLevelBenefits.id, id)).returning();
    if (!updated) throw new AppError(404, 'staff-loyalty-benefit-not-found');
    await recordAudit(
      tx,
      { actorId: context.staff.id, action: 'loyalty-benefit.update', subjectType: 'loyalty-benefit', subjectId: String(id), before: auditFields(found, BENEFIT_FIELDS), after: auditFields(updated, BENEFIT_FIELDS) },
      context.now,
    );
    return updated;
  });
  return { benefit: benefitView(row, await issuedCount(context, id)) };
}

/**
 * POST /api/staff/customers/{identity}/personal-codes: a code for one customer, valid `validDays`, with the
 * reason in the audit trail.
 */
export async function createPersonalCode(context: StaffContext, identity: string, input: PersonalCodeRequest) {
  await assertServices(context, input.serviceIdentities);
  return context.db.transaction(async (tx) => {
    const [customer] = await tx.select().from(users).where(and(eq(users.identity, identity), eq(users.role, 'researcher')));
    if (!customer) throw new AppError(404, 'customer-not-found');
    const percentBased = input.kind === 'percent';
    const code = await issuePersonalCode(tx, {
      userId: customer.id,
      source: 'personal',
      prefix: customer.lastName.normalize('NFD').replace(/[^A-Za-z0-9]/g, '') || 'GIFT',
      description: input.description,
      percentBased,
      percent: percentBased ? input.percent : null,
      amountUsdCents: percentBased ? null : input.amountUsdCents,
      serviceIdentities: input.serviceIdentities,
      endsAt: new Date(context.now.getTime() + input.validDays * DAY_MS),
      now: context.now,
    });
    await recordAudit(
      tx,
      {
        actorId: context.staff.id,
        action: 'promotional-code.personal',
        subjectType: 'promotional-code',
        subjectId: code.code,
        customerId: customer.id,
        after: { code: code.code, description: code.description, percent: code.percent, amountUsdCents: code.amountUsdCents, serviceIdentities: code.serviceIdentities, endsAt: code.endsAt?.toISOString() ?? null },
        reason: input.reason,
      },
      context.now,
    );
    return { code: code.code, endDate: code.endsAt?.toISOString() ?? '' };
  });
}
