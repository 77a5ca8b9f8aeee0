import { ACCOUNT_PATH } from '../../packages/contracts/src/account/account.paths';
import { LOAD_PATH } from '../../packages/contracts/src/app-config/app-config.paths';
import { AUTH_PATHS } from '../../packages/contracts/src/auth/auth.paths';
import type { OrderDetailsResponse } from '../../packages/contracts/src/orders/order-details.contract';
import type { DeliverablesResponse } from '../../packages/contracts/src/orders/deliverables.contract';
import type { OrderSearchResponse } from '../../packages/contracts/src/orders/order-search.contract';
import { orderPaths } from '../../packages/contracts/src/orders/orders.paths';
import { invoicePaths } from '../../packages/contracts/src/payments/payments.paths';
import type { InvoiceLoadResponse } from '../../packages/contracts/src/payments/invoices.contract';
import { COUNTRIES_PATH } from '../../packages/contracts/src/reference/reference.paths';
import { LOYALTY_LEVELS_PATH } from '../../packages/contracts/src/rewards/rewards.paths';
import { chance, pick, type Person } from './mixed-person';
import { placeOrder } from './mixed-order';

/** The seeded demo researchers, who have delivered orders with files to download. */
export const DEMO_RESEARCHERS = ['researcher@marginalia.test', 'researcher.cn@marginalia.test', 'researcher.br@marginalia.test'];
const DEMO_PASSWORD = 'researcher-demo-2026';
const US = 237;
const TITLE_WORDS = ['soil', 'carbon', 'protein', 'cohort', 'thermal', 'nitrogen', 'wetland', 'study'];

/** A researcher's account: a new one registers in their first session; a demo researcher's exists already. */
export interface Account {
  email: string;
  password: string;
  registered: boolean;
}

export function newAccount(person: Person): Account {
  return { email: `mixed.${person.index}.${Date.now().toString(36)}@example.test`, password: `pw-${person.index}-Secret-2026`, registered: false };
}

export function demoAccount(person: Person): Account {
  return { email: DEMO_RESEARCHERS[person.index % DEMO_RESEARCHERS.length]!, password: DEMO_PASSWORD, registered: true };
}

async function register(person: Person, account: Account): Promise<void> {
  const { client } = person;
  await person.openPage('/:lang/register', '/en/register');
  await client.call('GET', LOAD_PATH, LOAD_PATH);
  await client.call('GET', COUNTRIES_PATH, COUNTRIES_PATH);
  await person.think();
  await client.call('POST', AUTH_PATHS.register, AUTH_PATHS.register, {
    json: {
      firstName: 'Grace',
      lastName: `Hopper ${person.index}`,
      email: account.email,
      password: account.password,
      countryId: US,
      foundUs: 'colleague',
      institution: 'Yale University',
      dataProtectionConsent: true,
      timeZone: 'America/New_York',
    },
  });
  account.registered = true;
}

async function signIn(person: Person, account: Account): Promise<void> {
  await person.openPage('/:lang/login', '/en/login');
  await person.client.call('GET', LOAD_PATH, LOAD_PATH);
  await person.think();
  await person.client.call('POST', AUTH_PATHS.login, AUTH_PATHS.login, { json: { email: account.email, password: account.password } });
}

/** My Orders, searched by a word of the title, one order opened, and a file of it downloaded: a deliverable when there are, else the manuscript. */
async function searchAndDownload(person: Person): Promise<void> {
  const { client } = person;
  const found = await client.json<OrderSearchResponse>('GET', orderPaths.search, orderPaths.search, { query: { orderTitle: pick(TITLE_WORDS), page: 1 } });
  const orders = found.orders.length > 0 ? found.orders : (await client.json<OrderSearchResponse>('GET', orderPaths.search, orderPaths.search, { query: { page: 1 } })).orders;
  if (orders.length === 0) return;
  await person.think();
  const card = pick(orders);
  const { order } = await client.json<OrderDetailsResponse>('GET', orderPaths.view.template, orderPaths.view(card.externalId));
  await person.think();
  if (card.downloadAvailable) {
    const deliverables = await client.json<DeliverablesResponse>('GET', orderPaths.deliverables.template, orderPaths.deliverables(card.externalId));
    const file = deliverables.files.length > 0 ? pick(deliverables.files) : null;
    if (file) await client.call('GET', orderPaths.deliverable.template, orderPaths.deliverable(card.externalId, file.key));
  } else if (order.primaryManuscripts[0]) {
    await client.call('GET', orderPaths.originalFile.template, orderPaths.originalFile(order.primaryManuscripts[0].identity));
  }
}

/** The invoices page, and one invoice's PDF. */
async function invoices(person: Person): Promise<void> {
  const { client } = person;
  const list = await client.json<InvoiceLoadResponse>('GET', invoicePaths.load, invoicePaths.load, { query: { page: 0 } });
  if (list.invoices.length === 0) return;
  await person.think();
  await client.call('GET', invoicePaths.pdf.template, invoicePaths.pdf(pick(list.invoices).invoiceNumber));
}

async function accountPages(person: Person): Promise<void> {
  await person.client.call('GET', ACCOUNT_PATH, ACCOUNT_PATH);
  await person.think();
  await person.client.call('GET', LOYALTY_LEVELS_PATH, LOYALTY_LEVELS_PATH);
}

/**
 * A researcher's session: the login page (or, the first time, the registration page and sign-up), the
 * dashboard (application load, banners, My Orders), then one errand — a new order with a manuscript paid by
 * card (always in a new account's first session; otherwise about one session in three, never for the
 * shared demo accounts), My Orders searched with a file downloaded, the invoices with a PDF, or the account
 * pages — and signing out.
 */
export async function researcherSession(person: Person, account: Account, mayOrder: boolean): Promise<void> {
  const { client } = person;
  person.newVisit();
  const firstSession = !account.registered;
  if (firstSession) await register(person, account);
  else await signIn(person, account);
  // The dashboard asks for these three at once, as the browser does.
  await Promise.all([
    client.call('GET', LOAD_PATH, LOAD_PATH),
    client.call('GET', orderPaths.dashboardSummary, orderPaths.dashboardSummary),
    client.call('GET', orderPaths.search, orderPaths.search, { query: { page: 1 } }),
  ]);
  await person.think();
  const errand = Math.random();
  if (mayOrder && (firstSession || errand < 0.35)) await placeOrder(person);
  else if (errand < 0.7) await searchAndDownload(person);
  else if (errand < 0.85) await invoices(person);
  else await accountPages(person);
  await person.think();
  if (chance(0.7)) await client.call('POST', AUTH_PATHS.logout, AUTH_PATHS.logout, { json: {} });
}
