import type { HolidayRequest, ServiceOptionRequest, ServiceUpdateRequest, StaffServiceView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import type { CatalogueContext } from './catalogue-context';
import { bumpSettingsVersion } from '../../app-config/app-config.public';
import { deleteHoliday, deleteServiceOption, findHoliday, findService, findServiceOption, insertHoliday, insertServiceOption, listHolidays, listLocalizations, listServicesWithOptions, lockServiceOptions, updateService, updateServiceOption } from './staff-services.repository';
import type { ServiceOptionRow, ServiceRow } from '../../../platform/db/schema/catalogue';

const SERVICE_FIELDS = ['name', 'active', 'featured', 'includesCertificate', 'rewardPointsPerUsd'] as const;
const OPTION_FIELDS = ['lengthLow', 'lengthHigh', 'priceUsdCents', 'timelineBusinessDays', 'rush'] as const;

function serviceView(row: ServiceRow, options: { option: ServiceOptionRow; orders: number }[]): StaffServiceView {
  return {
    identity: row.identity,
    name: row.name,
    serviceType: row.serviceType,
    countedBy: row.optionsDeterminedByCount,
    active: row.active,
    featured: row.featured,
    includesCertificate: row.includesCertificate,
    rewardPointsPerUsd: row.rewardPointsPerUsd,
    options: options.map(({ option, orders }) => ({
      id: option.id,
      lengthLow: option.lengthLow,
      lengthHigh: option.lengthHigh,
      priceUsdCents: option.priceUsdCents,
      timelineBusinessDays: option.timelineBusinessDays,
      rush: option.rush,
      orders,
    })),
  };
}

/**
 * Runs a catalogue change in one transaction with its audit event and a settings-version bump, then
 * drops this process's caches: the next order-form price and the next load already see the change.
 */
async function catalogueChange<T>(context: CatalogueContext, change: (tx: Db) => Promise<T>): Promise<T> {
  const result = await context.db.transaction(async (tx) => {
    const value = await change(tx);
    await bumpSettingsVersion(tx);
    return value;
  });
  context.invalidateCaches();
  return result;
}

export async function listServices(context: StaffContext) {
  const { serviceRows, optionRows } = await listServicesWithOptions(context.db);
  return { services: serviceRows.map((row) => serviceView(row, optionRows.filter(({ option }) => option.serviceIdentity === row.identity))) };
}

async function serviceWithOptions(db: Db, identity: string): Promise<StaffServiceView> {
  const { serviceRows, optionRows } = await listServicesWithOptions(db);
  const row = serviceRows.find((each) => each.identity === identity);
  if (!row) throw new AppError(404, 'staff-service-not-found');
  return serviceView(row, optionRows.filter(({ option }) => option.serviceIdentity === identity));
}

export async function changeService(context: CatalogueContext, identity: string, input: ServiceUpdateRequest) {
  await catalogueChange(context, async (tx) => {
    const before = await findService(tx, identity, true);
    if (!before) throw new AppError(404, 'staff-service-not-found');
    const after = await updateService(tx, identity, input);
    await recordAudit(tx, { actorId: context.staff.id, action: 'service.update', subjectType: 'service', subjectId: identity, before: auditFields(before, SERVICE_FIELDS), after: auditFields(after, SERVICE_FIELDS) }, context.now);
  });
  return { service: await serviceWithOptions(context.db, identity) };
}

/**
 * The price engine picks the option whose bin holds the count, per rush flag: two options of one service
 * and rush flag with overlapping bins would make the price ambiguous, so they are refused (422).
 */
async function assertNoOverlap(tx: Db, identity: string, input: ServiceOptionRequest, exceptId: number | null): Promise<void> {
  const others = (await lockServiceOptions(tx, identity)).filter((option) => option.id !== exceptId && option.rush === input.rush);
  const clash = others.find((option) => option.lengthLow <= input.lengthHigh && input.lengthLow <= option.lengthHigh);
  if (clash) throw new AppError(422, 'staff-option-overlap', { low: clash.lengthLow, high: clash.lengthHigh }, { lengthLow: 'staff-option-overlap' });
}

async function requireService(tx: Db, identity: string): Promise<void> {
  if (!(await findService(tx, identity, true))) throw new AppError(404, 'staff-service-not-found');
}

export async function addOption(context: CatalogueContext, identity: string, input: ServiceOptionRequest) {
  await catalogueChange(context, async (tx) => {
    await requireService(tx, identity);
    await assertNoOverlap(tx, identity, input, null);
    const created = await insertServiceOption(tx, identity, input);
    await recordAudit(tx, { actorId: context.staff.id, action: 'service-option.create', subjectType: 'service', subjectId: identity, after: { id: created.id, ...auditFields(created, OPTION_FIELDS) } }, context.now);
  });
  return { service: await serviceWithOptions(context.db, identity) };
}

export async function changeOption(context: CatalogueContext, identity: string, id: number, input: ServiceOptionRequest) {
  await catalogueChange(context, async (tx) => {
    await requireService(tx, identity);
    const found = await findServiceOption(tx, identity, id);
    if (!found) throw new AppError(404, 'staff-option-not-found');
    await assertNoOverlap(tx, identity, input, id);
    const updated = await updateServiceOption(tx, id, input);
    await recordAudit(
      tx,
      { actorId: context.staff.id, action: 'service-option.update', subjectType: 'service', subjectId: identity, before: { id, ...auditFields(found.option, OPTION_FIELDS) }, after: { id, ...auditFields(updated, OPTION_FIELDS) } },
      context.now,
    );
  });
  return { service: await serviceWithOptions(context.db, identity) };
}

/**
 * An option that priced orders stays: `order_services.service_option_id` keeps the history of what was
 * sold (409 staff-option-in-use). Staff change its price or bin instead; options have no "inactive" state.
 */
export async function removeOption(context: CatalogueContext, identity: string, id: number) {
  await catalogueChange(context, async (tx) => {
    await requireService(tx, identity);
    const found = await findServiceOption(tx, identity, id);
    if (!found) throw new AppError(404, 'staff-option-not-found');
    if (found.orders > 0) throw new AppError(409, 'staff-option-in-use');
    await deleteServiceOption(tx, id);
    await recordAudit(tx, { actorId: context.staff.id, action: 'service-option.delete', subjectType: 'service', subjectId: identity, before: { id, ...auditFields(found.option, OPTION_FIELDS) } }, context.now);
  });
  return { service: await serviceWithOptions(context.db, identity) };
}

export async function holidaysOf(context: StaffContext, localization: string | undefined) {
  const [localizations, rows] = await Promise.all([listLocalizations(context.db), listHolidays(context.db, localization || undefined)]);
  return { localizations, holidays: rows.map((row) => ({ localization: row.localization, day: String(row.day), name: row.name })) };
}

export async function addHoliday(context: CatalogueContext, input: HolidayRequest) {
  const localizations = await listLocalizations(context.db);
  if (!localizations.some((row) => row.identity === input.localization)) {
    throw new AppError(422, 'staff-localization-not-found', { localization: input.localization }, { localization: 'staff-localization-not-found' });
  }
  await catalogueChange(context, async (tx) => {
    if (!(await insertHoliday(tx, input))) throw new AppError(409, 'staff-holiday-exists', { day: input.day }, { day: 'staff-holiday-exists' });
    await recordAudit(tx, { actorId: context.staff.id, action: 'holiday.create', subjectType: 'holiday', subjectId: `${input.localization}/${input.day}`, after: { ...input } }, context.now);
  });
  return holidaysOf(context, input.localization);
}

export async function removeHoliday(context: CatalogueContext, localization: string, day: string) {
  await catalogueChange(context, async (tx) => {
    const found = await findHoliday(tx, localization, day);
    if (!found || !(await deleteHoliday(tx, localization, day))) throw new AppError(404, 'staff-holiday-not-found');
    await recordAudit(tx, { actorId: context.staff.id, action: 'holiday.delete', subjectType: 'holiday', subjectId: `${localization}/${day}`, before: { localization, day, name: found.name } }, context.now);
  });
  return holidaysOf(context, localization);
}
