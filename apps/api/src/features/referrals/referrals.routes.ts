import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  flyerImageQuerySchema,
  qrCodeQuerySchema,
  referralCodeParamsSchema,
  referralInvitationResponseSchema,
  referralInviteRequestSchema,
  referralInviteResponseSchema,
  referralLoadResponseSchema,
  referralVisitRequestSchema,
  referralVisitResponseSchema,
  staffCustomerReferralsResponseSchema,
  totalCreditsResponseSchema,
} from '@marginalia/contracts/referrals/referrals.contract';
import {
  REFERRAL_INVITE_PATH,
  REFERRAL_LOAD_PATH,
  REFERRAL_QR_CODE_PATH,
  REFERRAL_TOTAL_CREDITS_PATH,
  REFERRAL_VISITS_PATH,
  referralFlyerImagePath,
  referralInvitationPath,
  staffCustomerReferralsPath,
} from '@marginalia/contracts/referrals/referrals.paths';
import { customerIdentityParamsSchema } from '@marginalia/contracts/staff/staff-customers.contract';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { requireStaff, requireUser } from '../../platform/session/session';
import { requestLanguage } from '../../platform/http/request-language';
import { guardStaffRoutes } from '../staff/staff.public';
import { flyerImage, userQrCode } from './flyer.service';
import { customerReferrals, findInvitation, inviteByEmail, loadReferrals, recordVisit, totalEarnedCredits } from './referrals.service';

const tags = ['referrals'];

/** The referral programme: counts and credits, visits through share links, QR code, flyer, invitations. */
export async function referralsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(REFERRAL_LOAD_PATH, { config: { access: 'owner' }, schema: { tags, summary: "The user's referral counts and referrals, both ways", response: { 200: referralLoadResponseSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return loadReferrals(db, user);
  });

  routes.get(REFERRAL_TOTAL_CREDITS_PATH, { config: { access: 'owner' }, schema: { tags, summary: 'Referral credit earned, in the user\'s currency', response: { 200: totalCreditsResponseSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return totalEarnedCredits(db, user);
  });

  routes.post(
    REFERRAL_VISITS_PATH,
    { config: { access: 'public' }, schema: { tags, summary: 'Records the referral a visitor arrived through (kept until it registers)', body: referralVisitRequestSchema, response: { 200: referralVisitResponseSchema } } },
    async (request, reply) => recordVisit(app, request, reply, request.body.referralCode, request.body.channel),
  );

  routes.get(
    referralInvitationPath.template,
    { config: { access: 'public' }, schema: { tags, summary: "Who invites by a referral code (first name), for the invited person's page", params: referralCodeParamsSchema, response: { 200: referralInvitationResponseSchema } } },
    async (request) => findInvitation(db, request.params.code),
  );

  routes.post(
    REFERRAL_INVITE_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: 'Invite colleagues by e-mail (at most 10 at once)', body: referralInviteRequestSchema, response: { 200: referralInviteResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const settings = await app.applicationLoader.settings();
      return inviteByEmail(app, user, request.body.referralEmails, settings.referralAmount);
    },
  );

  routes.get(
    REFERRAL_QR_CODE_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: "The QR code of the user's share link (PNG or SVG)", querystring: qrCodeQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const language = isSiteLanguage(user.siteLanguage) ? user.siteLanguage : requestLanguage(request);
      const image = await userQrCode(app, user, language, request.query.format);
      return reply.header('cache-control', 'private, max-age=3600').type(image.contentType).send(image.body);
    },
  );

  routes.get(
    referralFlyerImagePath.template,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The referral flyer of a code as an image (PNG for messaging apps, SVG for printing)', params: referralCodeParamsSchema, querystring: flyerImageQuerySchema.extend({ format: z.enum(['png', 'svg'], { error: 'qr-format-invalid' }).default('png') }) },
    },
    async (request, reply) => {
      const image = await flyerImage(app, request.params.code, request.query.language, request.query.format);
      return reply.header('cache-control', 'public, max-age=600').type(image.contentType).send(image.body);
    },
  );
}

/** The staff customer page's referrals. */
export async function staffReferralsRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(
    staffCustomerReferralsPath.template,
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: "A customer's referrals, both ways", params: customerIdentityParamsSchema, response: { 200: staffCustomerReferralsResponseSchema } } },
    async (request) => {
      requireStaff(request);
      return customerReferrals(db, request.params.identity, requestLanguage(request));
    },
  );
}
