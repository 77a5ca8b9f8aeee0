import { queryOptions } from '@tanstack/react-query';
import type { PricingResponse } from '@marginalia/contracts/site/site.contract';
import { sitePaths } from '@marginalia/contracts/site/site.paths';
import { api } from '../../lib/api-client';

/** The live price list in a currency (undefined: the researcher's own, else US dollars). */
export function pricingQuery(currency: string | undefined) {
  return queryOptions({
    queryKey: ['site', 'pricing', currency ?? ''],
    queryFn: ({ signal }) => api.get<PricingResponse>(sitePaths.pricing, { query: { currency }, signal }),
    staleTime: 60_000,
  });
}
