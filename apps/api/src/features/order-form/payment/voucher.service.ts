import type { FastifyInstance, FastifyRequest } from 'fastify';
import { convertToUsd } from '@marginalia/contracts/formatting/money';
import type { VoucherRemovalResponse, VoucherResponse } from '@marginalia/contracts/payments/payment-form.contract';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors/app-error';
import { requireUser } from '../../../platform/session/session';

import { formContext, hiddenAdminForm } from '../order-form-context';
import { priceForm, type FormRequestContext } from '../order-form-view';
import { findOwnedForm } from '../order-form.repository';
import { selectionOf } from '../order-form.service';
import { deleteVoucherApplication, findVoucherByCode, saveVoucherApplication } from './payment.repository';
import { normalizeVoucherCode, voucherRefusal } from './voucher-rules';
import type { UserRow } from '../../../platform/db/schema/users';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';
import type { VoucherRow } from '../../../platform/db/schema/billing';

/**
 * Institutional vouchers on the payment step (PUT /api/order-form/{id}/voucher/{code}).
 * A refusal is a 4xx with the message key on the `voucherApplied` field, shown under the voucher field.
 */
function refuse(status: number, key: string): AppError {
  return new AppError(status, key, {}, { voucherApplied: key });
}

async function ownOpenForm(app: FastifyInstance, request: FastifyRequest, user: UserRow, publicId: string): Promise<OrderFormRow> {
  const form = await findOwnedForm(app.platform.db, { userId: user.id }, publicId);
  if (!form || form.status !== 'open' || hiddenAdminForm(request, form)) throw new AppError(404, 'order-form-not-found');
  return form;
}

/** The form's total in US cents, at the rate its prices were converted with. */
export async function formTotalUsdCents(context: FormRequestContext, form: OrderFormRow): Promise<number> {
  const { input, priced } = await priceForm(context, form, await selectionOf(context.db, form));
  return convertToUsd(Math.max(0, priced.total), String(input.currency.perUsd), input.currency.numDecimals);
}

/** Refuses (4xx) unless the user may use vouchers and this voucher covers the order now. */
export async function assertVoucherPays(db: Db, user: UserRow, voucher: VoucherRow | null, totalUsdCents: number, now: Date): Promise<VoucherRow> {
  if (!user.voucherAvailable) throw refuse(403, 'voucher-not-available');
  const refusal = voucherRefusal(voucher, totalUsdCents, now);
  if (refusal || !voucher) throw refuse(400, refusal ?? 'voucher-invalid');
  return voucher;
}

export async function applyVoucher(app: FastifyInstance, request: FastifyRequest, formId: string, code: string): Promise<VoucherResponse> {
  const user = requireUser(request);
  const form = await ownOpenForm(app, request, user, formId);
  if (!user.voucherAvailable) throw refuse(403, 'voucher-not-available');
  const normalized = normalizeVoucherCode(code);
  if (normalized === '') throw refuse(400, 'voucher-invalid');
  const context = await formContext(app, request);
  const { db } = app.platform;
  const voucher = await assertVoucherPays(db, user, await findVoucherByCode(db, normalized), await formTotalUsdCents(context, form), context.now);
  await saveVoucherApplication(db, form.id, voucher.id, context.now);
  return { voucher: { code: voucher.code, institution: voucher.institution } };
}

/** DELETE of the same path: the form no longer uses the voucher (whatever code the path names). */
export async function removeVoucher(app: FastifyInstance, request: FastifyRequest, formId: string): Promise<VoucherRemovalResponse> {
  const user = requireUser(request);
  const form = await ownOpenForm(app, request, user, formId);
  await deleteVoucherApplication(app.platform.db, form.id);
  return { voucher: null };
}
