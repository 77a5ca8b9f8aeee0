import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publishedTestimonialsResponseSchema,
  staffTestimonialDecisionSchema,
  staffTestimonialResponseSchema,
  staffTestimonialsQuerySchema,
  staffTestimonialsResponseSchema,
  testimonialCreatedSchema,
  testimonialIdParamsSchema,
} from '@marginalia/contracts/testimonials/testimonials.contract';
import { STAFF_TESTIMONIALS_PATH, TESTIMONIALS_CREATE_PATH, TESTIMONIALS_PUBLISHED_PATH, staffTestimonialPath, testimonialPhotoPath } from '@marginalia/contracts/testimonials/testimonials.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { guardStaffRoutes } from '../staff/staff.public';
import { requireStaff, requireUser } from '../../platform/session/session';
import { createTestimonial, moderate, moderationQueue, publishedTestimonials, testimonialPhoto } from './testimonials.service';

const tags = ['testimonials'];

/** Testimonials: submission (signed in), the published ones and their photos, and the staff's moderation. */
export async function testimonialsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.post(
    TESTIMONIALS_CREATE_PATH,
    { config: { access: 'owner' }, schema: { tags, summary: 'Submit a testimonial (multipart: testimonial, affiliation, publishConsent, at most one photo testimonialFiles)', consumes: ['multipart/form-data'], response: { 200: testimonialCreatedSchema } } },
    async (request) => {
      const user = requireUser(request);
      return createTestimonial(app, request, user, requestLanguage(request));
    },
  );

  routes.get(
    TESTIMONIALS_PUBLISHED_PATH,
    { config: { access: 'public' }, schema: { tags, summary: 'Approved testimonials whose authors agreed to publication', response: { 200: publishedTestimonialsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publishedTestimonials(db);
    },
  );

  routes.get(
    testimonialPhotoPath.template,
    { config: { access: 'public' }, schema: { tags, summary: "A testimonial's photo (public once published; its author and staff before)", params: testimonialIdParamsSchema } },
    async (request, reply) => {
      const viewer = request.session.user;
      const staff = (request.session.impersonator ?? viewer)?.role === 'staff';
      const photo = await testimonialPhoto(app, viewer, staff, request.params.id);
      if (photo.size !== undefined) reply.header('content-length', String(photo.size));
      return reply
        .type('image/jpeg')
        .header('cache-control', photo.published ? 'public, max-age=3600' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  );
}

/** The staff console's moderation of testimonials. */
export async function staffTestimonialsRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.get(
    STAFF_TESTIMONIALS_PATH,
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Testimonials to moderate (pending by default)', querystring: staffTestimonialsQuerySchema, response: { 200: staffTestimonialsResponseSchema } } },
    async (request) => {
      requireStaff(request);
      return moderationQueue(db, request.query.status, requestLanguage(request));
    },
  );

  routes.put(
    staffTestimonialPath.template,
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Approve or hide a testimonial (audited)', params: testimonialIdParamsSchema, body: staffTestimonialDecisionSchema, response: { 200: staffTestimonialResponseSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return moderate(db, staff, request.params.id, request.body.status, requestLanguage(request));
    },
  );
}
