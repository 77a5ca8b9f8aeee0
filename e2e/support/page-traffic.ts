import type { Page } from 'playwright-core';

export interface PageTraffic {
  /** Requests the page made to another origin than the portal's. */
  elsewhere: string[];
  /** Error lines of the browser console. */
  consoleErrors: string[];
}

/** Records, from now on, what the page requests from other origins and what it logs as errors. */
export function watchTraffic(page: Page, baseUrl: string): PageTraffic {
  const traffic: PageTraffic = { elsewhere: [], consoleErrors: [] };
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) traffic.elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') traffic.consoleErrors.push(message.text());
  });
  return traffic;
}
