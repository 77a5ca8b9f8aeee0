import { queryOptions } from '@tanstack/react-query';
import type { ContactResponse } from '@marginalia/contracts/site/site.contract';
import { sitePaths } from '@marginalia/contracts/site/site.paths';
import { api } from '../../lib/api-client';

/** The contact details of the site (GET /api/site/contact): company, addresses, hours, whether someone answers now. */
export function contactQuery() {
  return queryOptions({
    queryKey: ['site', 'contact'],
    queryFn: ({ signal }) => api.get<ContactResponse>(sitePaths.contact, { signal }),
    staleTime: 60_000,
  });
}
