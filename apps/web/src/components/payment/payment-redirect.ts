import { isApiUrl } from '@marginalia/contracts/http/api-path';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';

/**
 * A redirect to one of the app's own pages ('/en/researcher/…'): followed with the router, without
 * reloading the app. The API's pages (the sandbox's hosted pages) and other sites are left for.
 */
export function inAppPath(url: string | null): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || isApiUrl(url)) return null;
  return url;
}

/**
 * The answer of a payment may carry a redirect URL (a hosted page, a 3-D Secure check) or a
 * redirect form that is submitted at once. Returns true when the browser is leaving the page.
 */
export function followPaymentRedirect(response: PaymentSubmissionResponse, doc: Document = document): boolean {
  if (response.redirectUrl && inAppPath(response.redirectUrl) === null) {
    doc.defaultView?.location.assign(response.redirectUrl);
    return true;
  }
  if (response.redirectForm) {
    const form = doc.createElement('form');
    form.method = response.redirectForm.method;
    form.action = response.redirectForm.action;
    form.style.display = 'none';
    for (const [name, value] of Object.entries(response.redirectForm.fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    doc.body.appendChild(form);
    form.submit();
    return true;
  }
  return false;
}
