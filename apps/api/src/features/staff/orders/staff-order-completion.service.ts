import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { issueCertificateIfIncluded } from '../../certificates/certificates.public';
import type { Db } from '../../../platform/db/client';
import { orderCompletedNextSteps } from '../../../platform/mail/templates/order-completed';
import { awardOrderRewardPoints } from '../../rewards/rewards.public';
import type { StaffContext } from '../staff-context';
import { auditOrder } from './staff-order-audit';
import { findUser, updateOrder } from './staff-orders.repository';
import type { OrderRow } from '../../../platform/db/schema/orders';
import type { UserRow } from '../../../platform/db/schema/users';

export function customerLanguage(user: Pick<UserRow, 'siteLanguage'>): SiteLanguage {
  return isSiteLanguage(user.siteLanguage) ? user.siteLanguage : DEFAULT_LANGUAGE;
}

/**
 * Completes an order (the move itself was checked by the caller), inside its transaction: the order is
 * completed, the certificate issued when a service includes one, the reward points awarded when it is
 * already paid (otherwise the ledger awards them when it becomes paid), and the researcher e-mailed in
 * their language. The e-mail is a queued job of the same transaction: a rolled-back completion sends nothing.
 * A completion that skipped the quality check says so in its audit event, beside the reason given.
 */
export async function completeOrder(tx: Db, context: StaffContext, order: OrderRow, reason: string | null, how: { qualityCheckSkipped: boolean } = { qualityCheckSkipped: false }): Promise<void> {
  const { now } = context;
  const completed = await updateOrder(tx, order.id, { status: 'completed', completedAt: now });
  const certificate = await issueCertificateIfIncluded(tx, completed, { actorId: context.staff.id, now });
  const award = await awardOrderRewardPoints(tx, order.id, { actorId: context.staff.id, now });
  const customer = await findUser(tx, order.userId);
  const language = customerLanguage(customer);
  const available = downloadAvailable({ status: 'completed', paid: completed.paid, overrideDownloadAvailable: customer.overrideDownloadAvailable });
  await context.platform.mail.send(
    {
      to: customer.email,
      template: 'order-completed',
      language,
      params: {
        name: customer.firstName || customer.email,
        orderNumber: order.externalId,
        title: order.title,
        nextSteps: orderCompletedNextSteps(language, { downloadAvailable: available, certificateCode: certificate?.code ?? null }),
      },
    },
    { db: tx },
  );
  await auditOrder(tx, context, order, 'order.complete', {
    before: { status: order.status },
    after: {
      status: 'completed',
      completedAt: now.toISOString(),
      certificate: certificate?.code ?? null,
      rewardPoints: award?.points ?? 0,
      // Only an exception is written down: a completion after the quality check is the rule.
      ...(how.qualityCheckSkipped ? { qualityCheckSkipped: true } : {}),
    },
    reason,
  });
}
