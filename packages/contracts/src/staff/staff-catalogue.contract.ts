import { z } from 'zod';
import { calendarDaySchema } from '../formatting/calendar-day';
import { SITE_LANGUAGES } from '../i18n/languages';
import { auditEventSchema, staffMemberSchema } from './staff-common.contract';

/**
 * The catalogue and settings desks of the staff console: promotional codes, preferred
 * groups, services and their priced options, holidays, feature flags, application settings, the outbox
 * and the audit trail. Schema messages are message keys of the shared catalogue.
 */

/** A calendar day, YYYY-MM-DD. */
export const daySchema = calendarDaySchema('staff-day-invalid');

/** Codes people type: upper-cased, letters, digits and hyphens. */
const codeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'value-required')
  .max(40, 'field-too-long')
  .regex(/^[A-Z0-9-]+$/, 'staff-code-format');

const countSchema = (min: number, max: number) => z.number({ error: 'staff-number-range' }).int('staff-number-range').min(min, 'staff-number-range').max(max, 'staff-number-range');

// ── Promotional codes ────────────────────────────────────────────────────────────────────────────
export const promotionKinds = ['percent', 'amount'] as const;

export const promotionalCodeInputSchema = z
  .object({
    code: codeSchema,
    description: z.string().trim().min(1, 'value-required').max(200, 'field-too-long'),
    kind: z.enum(promotionKinds),
    percent: countSchema(1, 100).nullable(),
    /** US cents. */
    amountUsdCents: countSchema(1, 100_000_00).nullable(),
    /** First day the code works (00:00 UTC). */
    startsOn: daySchema,
    /** Last day the code works (inclusive, until 24:00 UTC); null = no end. */
    endsOn: daySchema.nullable(),
    /** Uses by all customers together; null = unlimited. */
    maxUses: countSchema(1, 1_000_000).nullable(),
    maxUsesPerCustomer: countSchema(1, 1000),
    newCustomersOnly: z.boolean(),
    /** The services it discounts; null = every service of the order. */
    serviceIdentities: z.array(z.string().min(1).max(60)).min(1, 'staff-services-required').max(50).nullable(),
    /** Offered in the promo modal's list of applicable codes. */
    listed: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent' && value.percent === null) context.addIssue({ code: 'custom', path: ['percent'], message: 'staff-number-range' });
    if (value.kind === 'amount' && value.amountUsdCents === null) context.addIssue({ code: 'custom', path: ['amountUsdCents'], message: 'staff-amount-required' });
    if (value.endsOn !== null && value.endsOn < value.startsOn) context.addIssue({ code: 'custom', path: ['endsOn'], message: 'staff-ends-before-starts' });
  });
export type PromotionalCodeInput = z.input<typeof promotionalCodeInputSchema>;
export type PromotionalCodeRequest = z.output<typeof promotionalCodeInputSchema>;

export const promotionalCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(promotionKinds),
  percent: z.number().int().nullable(),
  amountUsdCents: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int(),
  newCustomersOnly: z.boolean(),
  serviceIdentities: z.array(z.string()).nullable(),
  listed: z.boolean(),
  active: z.boolean(),
  /** A personal coupon of one customer (not editable here beyond its fields). */
  personal: z.boolean(),
  uses: z.number().int(),
});
export type PromotionalCodeView = z.infer<typeof promotionalCodeSchema>;
export const promotionalCodesResponseSchema = z.object({ codes: z.array(promotionalCodeSchema) });
export const promotionalCodeResponseSchema = z.object({ code: promotionalCodeSchema });
/** DELETE answers whether the code was removed (never used) or only deactivated (used: its history stays). */
export const promotionalCodeRetiredSchema = z.object({ outcome: z.enum(['deleted', 'deactivated']), code: promotionalCodeSchema.nullable() });

// ── Preferred groups ─────────────────────────────────────────────────────────────────────────────
export const preferredGroupInputSchema = z.object({
  code: codeSchema,
  name: z.string().trim().min(1, 'value-required').max(200, 'field-too-long'),
  discountPercent: countSchema(1, 100),
  shareable: z.boolean(),
  /** A free-trial group: its members are not shown the group widgets. */
  freeTrial: z.boolean(),
  active: z.boolean(),
  /** The welcome banner's greeting per site language; a language left out shows the standard text. Absent: unchanged. */
  greetingText: z.partialRecord(z.enum(SITE_LANGUAGES), z.string().trim().max(300, 'field-too-long')).optional(),
});
export type PreferredGroupInput = z.input<typeof preferredGroupInputSchema>;
export type PreferredGroupRequest = z.output<typeof preferredGroupInputSchema>;
export const preferredGroupSchema = preferredGroupInputSchema.extend({ id: z.number().int(), code: z.string(), name: z.string(), discountPercent: z.number().int(), members: z.number().int() });
export type PreferredGroupView = z.infer<typeof preferredGroupSchema>;
export const preferredGroupsResponseSchema = z.object({ groups: z.array(preferredGroupSchema) });
export const preferredGroupResponseSchema = z.object({ group: preferredGroupSchema });

// ── Services and prices ──────────────────────────────────────────────────────────────────────────
export const serviceOptionInputSchema = z
  .object({
    /** The count bin (words, figures or tables, by the service), inclusive. */
    lengthLow: countSchema(0, 10_000_000),
    lengthHigh: countSchema(0, 10_000_000),
    /** US cents. */
    priceUsdCents: z.number({ error: 'staff-price-positive' }).int('staff-price-positive').min(1, 'staff-price-positive').max(100_000_00, 'staff-price-positive'),
    timelineBusinessDays: countSchema(1, 120),
    rush: z.boolean(),
  })
  .refine((value) => value.lengthLow <= value.lengthHigh, { path: ['lengthHigh'], message: 'staff-range-invalid' });
export type ServiceOptionInput = z.input<typeof serviceOptionInputSchema>;
export type ServiceOptionRequest = z.output<typeof serviceOptionInputSchema>;
export const serviceOptionSchema = z.object({
  id: z.number().int(),
  lengthLow: z.number().int(),
  lengthHigh: z.number().int(),
  priceUsdCents: z.number().int(),
  timelineBusinessDays: z.number().int(),
  rush: z.boolean(),
  /** Orders priced with this option (it can then not be deleted). */
  orders: z.number().int(),
});
export type ServiceOptionView = z.infer<typeof serviceOptionSchema>;

export const serviceUpdateSchema = z.object({
  name: z.string().trim().min(1, 'value-required').max(200, 'field-too-long'),
  active: z.boolean(),
  featured: z.boolean(),
  includesCertificate: z.boolean(),
  rewardPointsPerUsd: countSchema(0, 100),
});
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdateRequest = z.output<typeof serviceUpdateSchema>;
export const staffServiceSchema = serviceUpdateSchema.extend({
  identity: z.string(),
  name: z.string(),
  serviceType: z.string(),
  /** What the bins count: words, figures, tables, or none (one fixed option). */
  countedBy: z.string(),
  options: z.array(serviceOptionSchema),
});
export type StaffServiceView = z.infer<typeof staffServiceSchema>;
export const staffServicesResponseSchema = z.object({ services: z.array(staffServiceSchema) });
export const staffServiceResponseSchema = z.object({ service: staffServiceSchema });

// ── Holidays ─────────────────────────────────────────────────────────────────────────────────────
export const holidayInputSchema = z.object({
  localization: z.string().trim().min(1, 'value-required').max(20),
  day: daySchema,
  name: z.string().trim().min(1, 'value-required').max(120, 'field-too-long'),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;
export type HolidayRequest = z.output<typeof holidayInputSchema>;
export const holidaySchema = z.object({ localization: z.string(), day: z.string(), name: z.string() });
export const holidaysQuerySchema = z.object({ localization: z.string().trim().max(20).optional() });
export const holidaysResponseSchema = z.object({
  localizations: z.array(z.object({ identity: z.string(), name: z.string() })),
  holidays: z.array(holidaySchema),
});

// ── Feature flags and settings ───────────────────────────────────────────────────────────────────
export const featureFlagViewSchema = z.object({ key: z.string(), enabled: z.boolean(), description: z.string() });
export const featureFlagsResponseSchema = z.object({ flags: z.array(featureFlagViewSchema) });
export const featureFlagUpdateSchema = z.object({ enabled: z.boolean() });
export type FeatureFlagUpdateInput = z.input<typeof featureFlagUpdateSchema>;
export const featureFlagResponseSchema = z.object({ flag: featureFlagViewSchema });

/** How the console edits a setting: a switch, a number, a line of text, or JSON. */
export const settingKinds = ['boolean', 'number', 'string', 'json'] as const;
export type SettingKind = (typeof settingKinds)[number];
export const settingViewSchema = z.object({ key: z.string(), kind: z.enum(settingKinds), value: z.unknown(), updatedAt: z.string().nullable() });
export type SettingView = z.infer<typeof settingViewSchema>;
export const settingsResponseSchema = z.object({ settings: z.array(settingViewSchema) });
export const settingUpdateSchema = z.object({ value: z.unknown() });
export type SettingUpdateInput = z.input<typeof settingUpdateSchema>;
export const settingResponseSchema = z.object({ setting: settingViewSchema });

// ── Outbox ───────────────────────────────────────────────────────────────────────────────────────
export const OUTBOX_PAGE_SIZE = 25;
export const outboxQuerySchema = z.object({ before: z.string().trim().max(60).optional() });
export const outboxEntrySchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), template: z.string(), language: z.string(), createdAt: z.string() });
export const outboxResponseSchema = z.object({
  /** `smtp`: mail goes to the mail server, nothing is kept here. */
  mode: z.enum(['outbox', 'smtp']),
  messages: z.array(outboxEntrySchema),
  nextBefore: z.string().nullable(),
});
export const outboxMessageResponseSchema = z.object({ message: outboxEntrySchema.extend({ text: z.string(), html: z.string() }) });
export type OutboxMessageView = z.infer<typeof outboxMessageResponseSchema>['message'];

// ── Audit ────────────────────────────────────────────────────────────────────────────────────────
export const AUDIT_PAGE_SIZE = 50;
/** An audit event with what the console links to: the order and the customer it concerns. */
export const staffAuditEventSchema = auditEventSchema.extend({
  orderExternalId: z.string().nullable(),
  customer: z.object({ identity: z.string(), name: z.string() }).nullable(),
});
export type StaffAuditEvent = z.infer<typeof staffAuditEventSchema>;
export const staffAuditResponseSchema = z.object({
  events: z.array(staffAuditEventSchema),
  nextBeforeId: z.number().int().nullable(),
  /** Every staff member, for the "who" filter. */
  actors: z.array(staffMemberSchema),
});
