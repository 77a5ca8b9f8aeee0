import type { PreferredGroupRequest, PreferredGroupView, PromotionalCodeRequest, PromotionalCodeView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { isUniqueViolation } from './unique-violation';
import { deletePromotionalCode, findPreferredGroup, findPromotionalCode, insertPreferredGroup, insertPromotionalCode, knownServiceIdentities, listPreferredGroups, listPromotionalCodes, preferredGroupTaken, promotionalCodeOnForms, promotionalCodeTaken, updatePreferredGroup, updatePromotionalCode, type PromotionalCodeValues } from './staff-promotions.repository';
import type { PreferredGroupRow, PromotionalCodeRow } from '../../../platform/db/schema/promotions';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROMOTION_FIELDS = ['code', 'description', 'percentBased', 'percent', 'amountUsdCents', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerCustomer', 'newCustomersOnly', 'serviceIdentities', 'listed', 'active'] as const;
const GROUP_FIELDS = ['code', 'name', 'discountPercent', 'shareable', 'freeTrial', 'active', 'greetingText'] as const;

/** A code works from 00:00 UTC of its first day until 24:00 UTC of its last day (`endsAt` is exclusive). */
export function promotionalCodeView(row: PromotionalCodeRow, uses: number): PromotionalCodeView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.percentBased ? 'percent' : 'amount',
    percent: row.percentBased ? row.percent : null,
    amountUsdCents: row.percentBased ? null : row.amountUsdCents,
    startsOn: row.startsAt.toISOString().slice(0, 10),
    endsOn: row.endsAt ? new Date(row.endsAt.getTime() - 1).toISOString().slice(0, 10) : null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    newCustomersOnly: row.newCustomersOnly,
    serviceIdentities: row.serviceIdentities ?? null,
    listed: row.listed,
    active: row.active,
    personal: row.userId !== null,
    uses,
  };
}

function promotionValues(input: PromotionalCodeRequest): PromotionalCodeValues {
  const percentBased = input.kind === 'percent';
  return {
    code: input.code,
    description: input.description,
    percentBased,
    percent: percentBased ? input.percent : null,
    amountUsdCents: percentBased ? null : input.amountUsdCents,
    startsAt: new Date(`${input.startsOn}T00:00:00.000Z`),
    endsAt: input.endsOn === null ? null : new Date(Date.parse(`${input.endsOn}T00:00:00.000Z`) + DAY_MS),
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    newCustomersOnly: input.newCustomersOnly,
    serviceIdentities: input.serviceIdentities,
    listed: input.listed,
    active: input.active,
  };
}

async function assertServices(context: StaffContext, identities: string[] | null): Promise<void> {
  if (identities === null) return;
  const known = await knownServiceIdentities(context.db, identities);
  const unknown = identities.find((identity) => !known.has(identity));
  if (unknown !== undefined) throw new AppError(422, 'staff-unknown-service', { identity: unknown }, { serviceIdentities: 'staff-unknown-service' });
}

const codeTaken = (code: string) => new AppError(409, 'staff-promo-code-taken', { code }, { code: 'staff-promo-code-taken' });

/** Runs a write; a unique violation (two staff saving the same code at once) is the same 409 as the check. */
async function uniquely<T>(write: () => Promise<T>, conflict: AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict;
    throw error;
  }
}

export async function listCodes(context: StaffContext) {
  const rows = await listPromotionalCodes(context.db);
  return { codes: rows.map((row) => promotionalCodeView(row.code, row.uses)) };
}

export async function createCode(context: StaffContext, input: PromotionalCodeRequest) {
  await assertServices(context, input.serviceIdentities);
  const row = await uniquely(
    () =>
      context.db.transaction(async (tx) => {
        if (await promotionalCodeTaken(tx, input.code, null)) throw codeTaken(input.code);
        const created = await insertPromotionalCode(tx, promotionValues(input));
        const after = auditFields(created, PROMOTION_FIELDS);
        await recordAudit(tx, { actorId: context.staff.id, action: 'promotional-code.create', subjectType: 'promotional-code', subjectId: created.code, after }, context.now);
        return created;
      }),
    codeTaken(input.code),
  );
  return { code: promotionalCodeView(row, 0) };
}

export async function updateCode(context: StaffContext, id: number, input: PromotionalCodeRequest) {
  await assertServices(context, input.serviceIdentities);
  return uniquely(
    () =>
      context.db.transaction(async (tx) => {
        const found = await findPromotionalCode(tx, id, true);
        if (!found) throw new AppError(404, 'staff-promo-code-not-found');
        if (await promotionalCodeTaken(tx, input.code, id)) throw codeTaken(input.code);
        const updated = await updatePromotionalCode(tx, id, promotionValues(input));
        await recordAudit(
          tx,
          { actorId: context.staff.id, action: 'promotional-code.update', subjectType: 'promotional-code', subjectId: updated.code, customerId: updated.userId, before: auditFields(found.code, PROMOTION_FIELDS), after: auditFields(updated, PROMOTION_FIELDS) },
          context.now,
        );
        return { code: promotionalCodeView(updated, found.uses) };
      }),
    codeTaken(input.code),
  );
}

/** A code nobody used is removed; a used one (or one on an order form) is only deactivated, so its history stays. */
export async function retireCode(context: StaffContext, id: number) {
  return context.db.transaction(async (tx) => {
    const found = await findPromotionalCode(tx, id, true);
    if (!found) throw new AppError(404, 'staff-promo-code-not-found');
    const before = auditFields(found.code, PROMOTION_FIELDS);
    const base = { actorId: context.staff.id, subjectType: 'promotional-code', subjectId: found.code.code, customerId: found.code.userId, before };
    if (found.uses === 0 && !(await promotionalCodeOnForms(tx, id))) {
      await deletePromotionalCode(tx, id);
      await recordAudit(tx, { ...base, action: 'promotional-code.delete' }, context.now);
      return { outcome: 'deleted' as const, code: null };
    }
    const updated = await updatePromotionalCode(tx, id, { active: false });
    await recordAudit(tx, { ...base, action: 'promotional-code.deactivate', after: auditFields(updated, PROMOTION_FIELDS) }, context.now);
    return { outcome: 'deactivated' as const, code: promotionalCodeView(updated, found.uses) };
  });
}

function groupView(row: PreferredGroupRow, members: number): PreferredGroupView {
  return { id: row.id, code: row.code, name: row.name, discountPercent: row.discountPercent, shareable: row.shareable, freeTrial: row.freeTrial, active: row.active, greetingText: row.greetingText, members };
}

const groupTaken = (code: string) => new AppError(409, 'staff-group-code-taken', { code }, { code: 'staff-group-code-taken' });

export async function listGroups(context: StaffContext) {
  const rows = await listPreferredGroups(context.db);
  return { groups: rows.map((row) => groupView(row.group, row.members)) };
}

export async function createGroup(context: StaffContext, input: PreferredGroupRequest) {
  const row = await uniquely(
    () =>
      context.db.transaction(async (tx) => {
        if (await preferredGroupTaken(tx, input.code, null)) throw groupTaken(input.code);
        const created = await insertPreferredGroup(tx, input);
        await recordAudit(tx, { actorId: context.staff.id, action: 'preferred-group.create', subjectType: 'preferred-group', subjectId: created.code, after: auditFields(created, GROUP_FIELDS) }, context.now);
        return created;
      }),
    groupTaken(input.code),
  );
  return { group: groupView(row, 0) };
}

export async function updateGroup(context: StaffContext, id: number, input: PreferredGroupRequest) {
  return uniquely(
    () =>
      context.db.transaction(async (tx) => {
        const found = await findPreferredGroup(tx, id, true);
        if (!found) throw new AppError(404, 'staff-group-not-found');
        if (await preferredGroupTaken(tx, input.code, id)) throw groupTaken(input.code);
        const updated = await updatePreferredGroup(tx, id, input);
        await recordAudit(
          tx,
          { actorId: context.staff.id, action: 'preferred-group.update', subjectType: 'preferred-group', subjectId: updated.code, before: auditFields(found.group, GROUP_FIELDS), after: auditFields(updated, GROUP_FIELDS) },
          context.now,
        );
        return { group: groupView(updated, found.members) };
      }),
    groupTaken(input.code),
  );
}
