/** The site's pages that read live data (site.contract.ts). Zod-free so pages can import them cheaply. */
export const sitePaths = {
  /** GET ?currency: the live price list in a currency. */
  pricing: '/api/site/pricing',
  /** GET: who the service is, where, when it answers, whether someone is there now. */
  contact: '/api/site/contact',
};
