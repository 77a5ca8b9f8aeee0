import { apiPath } from '../http/api-path';

/** Paths of the testimonial calls (testimonials.contract.ts). Zod-free for cheap imports. */
/** POST multipart: `testimonial`, `affiliation`, `publishConsent`, then at most one `testimonialFiles` photo. */
export const TESTIMONIALS_CREATE_PATH = '/api/testimonials/create';
/** GET: approved testimonials whose authors agreed to publication (the landing page). */
export const TESTIMONIALS_PUBLISHED_PATH = '/api/testimonials/published';
/** GET: a testimonial's photo (public once published; the author and staff before). */
export const testimonialPhotoPath = apiPath('/api/testimonials/:id/photo');
/** Staff: the moderation queue and a decision. */
export const STAFF_TESTIMONIALS_PATH = '/api/staff/testimonials';
export const staffTestimonialPath = apiPath('/api/staff/testimonials/:id');

/** The submission page (under /{lang}). */
export const TESTIMONIAL_SUBMIT_PAGE = '/testimonials/submit';
