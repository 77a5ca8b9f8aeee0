/**
 * When a researcher may download an order's delivered files: the
 * order is completed and paid, or staff set overrideDownloadAvailable on the account (for customers who
 * pay by bank transfer after delivery). Shared by the researcher's pages and the staff workbench.
 */
export interface DownloadFacts {
  status: string;
  paid: boolean;
  overrideDownloadAvailable: boolean;
}

export function downloadAvailable(facts: DownloadFacts): boolean {
  return facts.status === 'completed' && (facts.paid || facts.overrideDownloadAvailable);
}
