import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTestimonial } from '@marginalia/contracts/testimonials/testimonials.contract';
import { STAFF_TESTIMONIALS_PATH, staffTestimonialPath } from '@marginalia/contracts/testimonials/testimonials.paths';
import { api } from '../../../lib/api-client';

export type TestimonialFilter = 'pending' | 'approved' | 'hidden' | 'all';

export const testimonialsQuery = (status: TestimonialFilter) =>
  queryOptions({
    queryKey: ['staff', 'testimonials', status],
    queryFn: ({ signal }) => api.get<{ testimonials: StaffTestimonial[] }>(STAFF_TESTIMONIALS_PATH, { signal, query: { status } }),
  });

/** PUT /api/staff/testimonials/{id}: approve or hide; every list is read again. */
export function useModerateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'hidden' }) => api.put<{ testimonial: StaffTestimonial }>(staffTestimonialPath(id), { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'testimonials'] }),
  });
}
