/** The year the company began editing manuscripts; feature texts state its age. */
export const COMPANY_FOUNDED = 2004;

/** The company's age in years, as the feature texts show it: the current year minus 2004. */
export function companyYears(now: Date = new Date()): number {
  return now.getUTCFullYear() - COMPANY_FOUNDED;
}
