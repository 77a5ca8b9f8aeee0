import { queryOptions } from '@tanstack/react-query';
import type { CertificateResponse } from '@marginalia/contracts/certificates/certificate.contract';
import { certificatePaths } from '@marginalia/contracts/certificates/certificates.paths';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';

/** GET /api/certificate/{code} (public). Not found and too many attempts are shown by the page. */
export function certificateQuery(code: string) {
  return queryOptions({
    queryKey: ['certificate', code],
    queryFn: ({ signal }) => api.get<CertificateResponse>(certificatePaths.verify(code), { signal }),
    retry: false,
    staleTime: 60 * 1000,
    meta: { handledErrors: handles.clientErrors },
  });
}
