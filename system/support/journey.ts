import { randomBytes } from 'node:crypto';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import { DEMO_RESEARCHER_PASSWORD, DEMO_STAFF_PASSWORD } from '../../apps/api/src/demo/demo-accounts';
import { CookieBrowser } from './cookie-browser';

/** What the system tests read of the load (GET /api/researcher/load). */
export interface Load {
  application: { featureFlags: Record<string, boolean>; settingsVersion: number };
  user: { loggedIn: boolean; email: string | null; identity: string | null; hasRewards: boolean };
}

export interface Account {
  email: string;
  password: string;
}

/** Accounts of the demo data, which the API processes seed on their fresh database (SEED_DEMO=true). */
export const DEMO = {
  researcher: { email: 'researcher@marginalia.test', password: DEMO_RESEARCHER_PASSWORD },
  researcherBr: { email: 'researcher.br@marginalia.test', password: DEMO_RESEARCHER_PASSWORD },
  researcherCn: { email: 'researcher.cn@marginalia.test', password: DEMO_RESEARCHER_PASSWORD },
  staff: { email: 'staff@marginalia.test', password: DEMO_STAFF_PASSWORD },
} satisfies Record<string, Account>;

const UNITED_STATES = 237;

/** Registers a researcher through `base`'s API (the browser is then signed in as them); answers their e-mail. */
export async function registerResearcher(browser: CookieBrowser, base: string, name: string): Promise<string> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.test`;
  const response = await browser.request(base, 'POST', AUTH_PATHS.register, {
    firstName: 'Ada',
    lastName: name,
    email,
    password: 'a long enough password 1',
    countryId: UNITED_STATES,
    foundUs: 'colleague',
    dataProtectionConsent: true,
    timeZone: 'UTC',
  });
  if (response.status !== 200) throw new Error(`registration answered ${response.status}: ${JSON.stringify(response.body)}`);
  return email;
}

/** A browser signed in through `base`'s password sign-in. */
export async function signIn(base: string, account: Account): Promise<CookieBrowser> {
  const browser = new CookieBrowser();
  await browser.open(base);
  const answer = await browser.json<{ loggedIn: boolean }>(base, 'POST', AUTH_PATHS.login, account);
  if (!answer.loggedIn) throw new Error(`${account.email} could not sign in on ${base}`);
  return browser;
}

interface FormStep {
  orderForm: { id: string };
  nextUrl?: string | null;
}

/** A new order form of 2,500 words of standard editing, through the calls of the form's first steps. */
export async function editingForm(browser: CookieBrowser, base: string, goal = 'editing'): Promise<string> {
  const id = (await browser.json<FormStep>(base, 'GET', ORDER_FORM_NEW_PATH)).orderForm.id;
  await browser.json(base, 'PUT', orderFormPaths.basicDetails(id), { customerGoal: goal, uploadLater: true, manuscriptLanguageId: 1, wordCount: 2500, serviceBundlesRequested: false });
  await browser.json(base, 'PUT', orderFormPaths.services(id), { serviceIdentities: ['standard-editing'], declineEditing: false });
  return id;
}

/** A price quote of the signed-in researcher, made on `base`; answers its estimate id. */
export async function priceQuote(browser: CookieBrowser, base: string): Promise<string> {
  const id = await editingForm(browser, base, 'price-quote');
  await browser.json(base, 'PUT', orderFormPaths.continueAdditionalServices(id));
  return (await browser.json<{ order: { estimateId: string } }>(base, 'PUT', orderFormPaths.generatePriceQuote(id))).order.estimateId;
}

/** An order form at the payment step: started on `first`, its details given on `second`. */
export async function formAtPayment(browser: CookieBrowser, first: string, second: string): Promise<string> {
  const id = await editingForm(browser, first);
  await browser.json(second, 'PUT', orderFormPaths.continueAdditionalServices(id));
  const details = await browser.json<FormStep>(second, 'PUT', orderFormPaths.details(id), {
    projectTitle: `Processes on one database ${Date.now()}`,
    styleOfEnglish: 'american',
    areaOfStudyId: null,
    journal: null,
    answers: {},
  });
  if (!details.nextUrl?.endsWith('payment-details')) throw new Error(`the details step led to ${details.nextUrl}`);
  return id;
}

/** About `bytes` of UTF-8 manuscript text, different each time, with accents and CJK characters. */
export function manuscriptText(bytes: number): Buffer {
  const words = ['lysozyme', 'thermal', 'stability', 'variant', 'café', 'Übersicht', '蛋白质', '稳定性', 'données', 'análise'];
  const lines: string[] = [];
  let size = 0;
  for (let n = 0; size < bytes; n++) {
    const line = `${n}\t${Array.from({ length: 12 }, () => words[randomBytes(1)[0]! % words.length]).join(' ')}\r\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return Buffer.from(lines.join(''), 'utf8');
}
