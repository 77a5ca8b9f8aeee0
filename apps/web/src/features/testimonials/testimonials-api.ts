import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishedTestimonial } from '@marginalia/contracts/testimonials/testimonials.contract';
import { TESTIMONIALS_CREATE_PATH, TESTIMONIALS_PUBLISHED_PATH } from '@marginalia/contracts/testimonials/testimonials.paths';
import { api } from '../../lib/api-client';
import { APPLICATION_KEY } from '../../lib/application-query';
import { handles } from '../../lib/request-failures';

export interface TestimonialSubmission {
  testimonial: string;
  affiliation: string;
  publishConsent: boolean;
  photo: File | null;
}

/** POST /api/testimonials/create (multipart); the load is read again so submittedTestimonial is seen everywhere. */
export function useSubmitTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: TestimonialSubmission) => {
      const body = new FormData();
      body.append('testimonial', submission.testimonial);
      body.append('affiliation', submission.affiliation);
      body.append('publishConsent', String(submission.publishConsent));
      if (submission.photo) body.append('testimonialFiles', submission.photo, submission.photo.name);
      return api.post<{ success: true }>(TESTIMONIALS_CREATE_PATH, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }),
    meta: { handledErrors: handles.clientErrors },
  });
}

/** GET /api/testimonials/published: the landing page's testimonials. */
export const publishedTestimonialsQuery = () =>
  queryOptions({
    queryKey: ['testimonials', 'published'],
    queryFn: ({ signal }) => api.get<{ testimonials: PublishedTestimonial[] }>(TESTIMONIALS_PUBLISHED_PATH, { signal }),
    staleTime: 60_000,
    meta: { handledErrors: true },
  });
