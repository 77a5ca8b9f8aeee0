import {
  COURTESY_CREDIT_DAYS,
  type CustomerFlags,
  type GrantCreditRequest,
  type StaffCustomerDetail,
  type StaffCustomerSearchQuery,
  type StaffCustomerSearchResponse,
} from '@marginalia/contracts/staff/staff-customers.contract';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { auditFields, listAudit, recordAudit } from '../../../platform/audit/audit-log';
import { creditBalanceUsd, grantCredit } from '../../../platform/billing/credits';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { staffMemberView } from '../staff-context';
import { auditEventView } from './customer-audit-view';
import { findCountryName, findCustomerCredits, findCustomerInvoices, findCustomerOrders, findLoyaltyLevelName, findMigrationGroupByCode, findMigrationGroups, findPreferredGroupByCode, findPreferredGroups, findPreferredGroupsByIds, findStorageUse, findUserByIdentity, lockUser, searchCustomers, updateCustomerFlags } from './staff-customers.repository';
import type { UserRow } from '../../../platform/db/schema/users';

const DAY_MS = 86_400_000;

export async function searchCustomerList(context: StaffContext, query: StaffCustomerSearchQuery): Promise<StaffCustomerSearchResponse> {
  const { rows, total } = await searchCustomers(context.db, query.q, query.page);
  return {
    customers: rows.map((row) => ({
      identity: row.user.identity,
      name: personName(context.language, row.user),
      email: row.user.email,
      institution: row.user.institution,
      country: row.country,
      numberOfOrders: Number(row.numberOfOrders ?? 0),
      unpaidInvoices: Number(row.unpaidInvoices ?? 0),
      active: row.user.active,
      createdAt: row.user.createdAt.toISOString(),
    })),
    pagination: { page: query.page, pageCount: Math.ceil(total / STAFF_PAGE_SIZE), total, pageSize: STAFF_PAGE_SIZE },
  };
}

/** A customer's account by identity, or 404 (researchers only: staff accounts are not customers). */
export async function requireCustomer(context: StaffContext, identity: string): Promise<UserRow> {
  const user = await findUserByIdentity(context.db, identity);
  if (!user || user.role !== 'researcher') throw new AppError(404, 'customer-not-found');
  return user;
}

export async function customerDetail(context: StaffContext, identity: string): Promise<StaffCustomerDetail> {
  const { db, now } = context;
  const user = await requireCustomer(context, identity);
  const [country, orders, invoices, credits, balance, levelName, groups, migration, audit, storage] = await Promise.all([
    findCountryName(db, user.countryId),
    findCustomerOrders(db, user.id),
    findCustomerInvoices(db, user.id),
    findCustomerCredits(db, user.id),
    creditBalanceUsd(db, user.id, 'credits', now),
    findLoyaltyLevelName(db, user.loyaltyLevelIdentity),
    findPreferredGroups(db),
    findMigrationGroups(db),
    listAudit(db, { customerId: user.id, limit: 100 }),
    findStorageUse(db, user.id),
  ]);
  const group = groups.find((each) => each.id === user.preferredGroupId) ?? null;
  return {
    profile: {
      identity: user.identity,
      name: personName(context.language, user),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      institution: user.institution,
      phone: user.phone,
      country,
      currency: user.currency,
      localization: user.localization,
      siteLanguage: user.siteLanguage,
      timeZone: user.timeZone,
      role: user.role,
      active: user.active,
      createdAt: user.createdAt.toISOString(),
      referralCode: user.referralCode,
    },
    flags: flagsOf(user, group?.code ?? null),
    storage,
    preferredGroup: group ? { code: group.code, name: group.name, discountPercent: group.discountPercent } : null,
    orders: orders.map((order) => ({
      externalId: order.externalId,
      title: order.title,
      status: order.status,
      deadline: order.deadline.toISOString(),
      createdAt: order.createdAt.toISOString(),
      paid: order.paid,
      adminCreated: order.adminCreated,
      currency: order.currency,
      totalAmount: order.totalAmount,
    })),
    invoices: invoices.map((invoice) => ({
      invoiceNumber: invoice.invoiceNumber,
      kind: invoice.kind,
      currency: invoice.currency,
      totalAmount: invoice.totalAmount,
      balance: invoice.balance,
      paid: invoice.paidAt !== null || invoice.balance === 0,
      pendingWriteoff: invoice.pendingWriteoff,
      createdAt: invoice.createdAt.toISOString(),
    })),
    credits: credits.map((row) => ({
      referenceNumber: row.credit.referenceNumber,
      source: row.credit.source,
      totalUsdCents: row.credit.totalUsdCents,
      balanceUsdCents: row.credit.balanceUsdCents,
      expiresAt: row.credit.expiresAt?.toISOString() ?? null,
      note: row.credit.note,
      grantedBy:
        row.grantorIdentity !== null
          ? staffMemberView({ identity: row.grantorIdentity, firstName: row.grantorFirstName ?? '', lastName: row.grantorLastName ?? '', email: row.grantorEmail ?? '' }, context.language)
          : null,
      createdAt: row.credit.createdAt.toISOString(),
    })),
    creditBalanceUsdCents: balance,
    rewards: { totalPoints: user.totalRewardPoints, levelIdentity: user.loyaltyLevelIdentity, levelName },
    audit: audit.map(auditEventView),
    preferredGroups: groups.filter((each) => each.active || each.id === user.preferredGroupId).map((each) => ({ code: each.code, name: each.name, discountPercent: each.discountPercent })),
    migrationGroups: migration.map((each) => ({ code: each.code, name: each.name })),
  };
}

function flagsOf(user: UserRow, preferredGroupCode: string | null): CustomerFlags {
  return {
    hideInvoices: user.hideInvoices,
    hasRewards: user.hasRewards,
    voucherAvailable: user.voucherAvailable,
    overrideDownloadAvailable: user.overrideDownloadAvailable,
    languageAssessmentEnabled: user.languageAssessmentEnabled,
    digitalEditingTrial: user.digitalEditingTrial,
    preferredGroupCode,
    migrationGroup: user.migrationGroup,
  };
}

const FLAG_FIELDS = ['hideInvoices', 'hasRewards', 'voucherAvailable', 'overrideDownloadAvailable', 'languageAssessmentEnabled', 'digitalEditingTrial', 'migrationGroup'] as const;

/**
 * Sets the customer's flags and groups. The load reads the user row on every request (only
 * the application document is cached), so the researcher sees the change on their next call.
 */
export async function saveCustomerFlags(context: StaffContext, identity: string, input: CustomerFlags): Promise<StaffCustomerDetail> {
  const { db, staff, now } = context;
  const customer = await requireCustomer(context, identity);
  const fields: Record<string, string> = {};
  const group = input.preferredGroupCode === null ? null : await findPreferredGroupByCode(db, input.preferredGroupCode);
  if (input.preferredGroupCode !== null && (!group || (!group.active && group.id !== customer.preferredGroupId))) fields.preferredGroupCode = 'preferred-group-unknown';
  const migration = input.migrationGroup === null ? null : await findMigrationGroupByCode(db, input.migrationGroup);
  if (input.migrationGroup !== null && !migration) fields.migrationGroup = 'migration-group-unknown';
  if (Object.keys(fields).length > 0) throw new AppError(422, fields.preferredGroupCode ?? fields.migrationGroup ?? 'validation-error', {}, fields);
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, customer.id);
    if (!before) throw new AppError(404, 'customer-not-found');
    const [previousGroup] = await findPreferredGroupsByIds(tx, before.preferredGroupId === null ? [] : [before.preferredGroupId]);
    const after = await updateCustomerFlags(
      tx,
      customer.id,
      {
        hideInvoices: input.hideInvoices,
        hasRewards: input.hasRewards,
        voucherAvailable: input.voucherAvailable,
        overrideDownloadAvailable: input.overrideDownloadAvailable,
        languageAssessmentEnabled: input.languageAssessmentEnabled,
        digitalEditingTrial: input.digitalEditingTrial,
        preferredGroupId: group?.id ?? null,
        migrationGroup: migration?.code ?? null,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: 'customer.flags',
        subjectType: 'customer',
        subjectId: customer.identity,
        customerId: customer.id,
        // The group as staff know it (its code), not its row id.
        before: { ...auditFields(before, FLAG_FIELDS), preferredGroupCode: previousGroup?.code ?? null },
        after: { ...auditFields(after, FLAG_FIELDS), preferredGroupCode: group?.code ?? null },
      },
      now,
    );
  });
  return customerDetail(context, identity);
}

/** The end of a YYYY-MM-DD day in UTC, or null when it is not a real date. */
function endOfDay(day: string): Date | null {
  const date = new Date(`${day}T23:59:59.999Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/** A courtesy credit in US cents (expires after a year unless staff pick a date, as is usual for courtesy credits). */
export async function grantCourtesyCredit(context: StaffContext, identity: string, input: GrantCreditRequest) {
  const { db, staff, now } = context;
  const customer = await requireCustomer(context, identity);
  let expiresAt = new Date(now.getTime() + COURTESY_CREDIT_DAYS * DAY_MS);
  if (input.expiresOn) {
    const chosen = endOfDay(input.expiresOn);
    if (!chosen) throw new AppError(400, 'staff-credit-expiry-invalid', {}, { expiresOn: 'staff-credit-expiry-invalid' });
    if (chosen.getTime() <= now.getTime()) throw new AppError(400, 'staff-credit-expiry-past', {}, { expiresOn: 'staff-credit-expiry-past' });
    expiresAt = chosen;
  }
  const credit = await db.transaction(async (tx) => {
    const row = await grantCredit(tx, { userId: customer.id, source: 'courtesy', usdCents: input.amount, expiresAt, note: input.note, grantedByStaffId: staff.id });
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: 'customer.credit',
        subjectType: 'customer',
        subjectId: customer.identity,
        customerId: customer.id,
        before: null,
        after: { referenceNumber: row.referenceNumber, source: 'courtesy', usdCents: input.amount, expiresAt: expiresAt.toISOString() },
        reason: input.note,
      },
      now,
    );
    return row;
  });
  return { referenceNumber: credit.referenceNumber, creditBalanceUsdCents: await creditBalanceUsd(db, customer.id, 'credits', now) };
}
