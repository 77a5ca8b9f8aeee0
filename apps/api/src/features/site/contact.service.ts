import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import type { ContactResponse } from '@marginalia/contracts/site/site.contract';
import { companyDetails } from '../../platform/billing/company-details';
import { localizations } from '../../platform/db/schema/reference';
import { isStaffSignedIn } from '../support/support.public';

/** Office hours of both companies, Monday to Friday in the company's zone (an assumption of a small service). */
const OPENS = '09:00';
const CLOSES = '18:00';

/** The address part of MAIL_FROM (`Marginalia <support@…>` → `support@…`): the address replies come from. */
export function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** GET /api/site/contact: the company of the visitor's site (or the signed-in user's), and whether someone answers now. */
export async function contactDetails(app: FastifyInstance, request: FastifyRequest): Promise<ContactResponse> {
  const [application, settings] = await Promise.all([app.applicationLoader.application(request), app.applicationLoader.settings()]);
  const identity = request.session.user?.localization ?? application.currentLocalization.identity;
  const [row] = await app.platform.db.select({ companyName: localizations.companyName }).from(localizations).where(eq(localizations.identity, identity));
  const details = companyDetails(identity);
  return {
    companyName: row?.companyName ?? settings.companyShortName,
    address: [...details.address],
    supportEmail: addressOf(app.platform.config.mailFrom),
    billingEmail: details.supportEmail,
    hours: { timeZone: companyTimeZone(identity), opens: OPENS, closes: CLOSES },
    expectedReplyHours: settings.supportChat.expectedReplyHours,
    staffOnline: await isStaffSignedIn(app.platform.db, new Date()),
  };
}
