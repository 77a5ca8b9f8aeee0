import { z } from 'zod';

/**
 * Testimonials: a researcher's text with at most one photo; staff approve or hide it; approved ones whose
 * authors agreed appear on the landing page.
 */
export const TESTIMONIAL_MAX_LENGTH = 2000;
export const TESTIMONIAL_AFFILIATION_MAX = 200;
/** At most one photo, checked by its bytes (JPEG or PNG), at most 8 MB, re-encoded without its metadata. */
export const TESTIMONIAL_PHOTO_LIMIT = 1;
export const TESTIMONIAL_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const TESTIMONIAL_PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** How many the landing page shows. */
export const PUBLISHED_TESTIMONIALS_SHOWN = 6;

/** The text fields of the submission (sent as multipart fields beside the photo). */
export const testimonialFieldsSchema = z.object({
  testimonial: z.string().trim().min(1, 'testimonial-required').max(TESTIMONIAL_MAX_LENGTH, 'testimonial-too-long'),
  affiliation: z.string().trim().max(TESTIMONIAL_AFFILIATION_MAX, 'field-too-long').default(''),
  publishConsent: z.boolean().default(false),
});
export type TestimonialFields = z.input<typeof testimonialFieldsSchema>;

/** POST /api/testimonials/create. */
export const testimonialCreatedSchema = z.object({ success: z.literal(true), submittedTestimonial: z.literal(true) });

export const publishedTestimonialSchema = z.object({
  id: z.string(),
  text: z.string(),
  displayName: z.string(),
  affiliation: z.string().nullable(),
  language: z.string(),
  hasPhoto: z.boolean(),
  date: z.string(),
});
export type PublishedTestimonial = z.infer<typeof publishedTestimonialSchema>;
export const publishedTestimonialsResponseSchema = z.object({ testimonials: z.array(publishedTestimonialSchema) });

export const testimonialIdParamsSchema = z.object({ id: z.string().trim().min(1, 'testimonial-not-found').max(40, 'testimonial-not-found') });

export const testimonialStatusSchema = z.enum(['pending', 'approved', 'hidden']);
export const staffTestimonialsQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'hidden', 'all'], { error: 'value-required' }).default('pending') });
export const staffTestimonialSchema = publishedTestimonialSchema.extend({
  status: testimonialStatusSchema,
  publishConsent: z.boolean(),
  author: z.object({ identity: z.string(), name: z.string(), email: z.string() }),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;
export const staffTestimonialsResponseSchema = z.object({ testimonials: z.array(staffTestimonialSchema) });
export const staffTestimonialDecisionSchema = z.object({ status: z.enum(['approved', 'hidden'], { error: 'value-required' }) });
export const staffTestimonialResponseSchema = z.object({ testimonial: staffTestimonialSchema });
