import { COUNTRIES_PATH, MANUSCRIPT_LANGUAGES_PATH } from '../../packages/contracts/src/reference/reference.paths';
import { LOAD_PATH } from '../../packages/contracts/src/app-config/app-config.paths';
import { certificatePaths } from '../../packages/contracts/src/certificates/certificates.paths';
import { chance, pick, type Person } from './mixed-person';

/** A made-up code, as mistyped or guessed: the lookup answers 404. */
const unknownCode = () => `MX-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

/** Checks a certificate on the public page, as its QR code or link opens it. */
async function verifyCertificate(person: Person): Promise<void> {
  const { certificateCodes } = person.world;
  const known = certificateCodes.length > 0 && chance(0.85);
  const code = known ? pick(certificateCodes) : unknownCode();
  await person.openPage('/:lang/certificate/*', `/en/certificate?code=${encodeURIComponent(code)}`);
  await person.client.call('GET', LOAD_PATH, LOAD_PATH);
  await person.client.call('GET', certificatePaths.verify.template, certificatePaths.verify(code), { expect: known ? [200] : [404] });
  if (known && chance(0.2)) {
    await person.think();
    await person.client.call('GET', certificatePaths.pdf.template, certificatePaths.pdf(code));
  }
}

/** Where visitors land: the front page in one of the site's languages, or the home page. */
const LANDINGS: readonly (readonly [string, string])[] = [
  ['/:lang/', '/en/'],
  ['/:lang/', '/cn/'],
  ['/:lang/', '/br/'],
  ['/:lang/home', '/en/home'],
];

/** What a visitor does next: another public page opened afresh, the registration page's lists, or a lookup. */
const NEXT_STEPS: readonly ((person: Person) => Promise<unknown>)[] = [
  async (person) => {
    await person.openPage('/:lang/login', '/en/login');
    await person.client.call('GET', LOAD_PATH, LOAD_PATH);
  },
  // The registration page, reached in the app: its country list.
  (person) => person.client.call('GET', COUNTRIES_PATH, COUNTRIES_PATH),
  (person) => person.client.call('GET', MANUSCRIPT_LANGUAGES_PATH, MANUSCRIPT_LANGUAGES_PATH),
  async (person) => {
    const codes = person.world.certificateCodes;
    const code = codes.length > 0 ? pick(codes) : unknownCode();
    await person.client.call('GET', certificatePaths.verify.template, certificatePaths.verify(code), { expect: codes.length > 0 ? [200] : [404] });
  },
];

/**
 * A visitor's visit: a third come to verify a certificate; the others land on the home page (a full page
 * load and the application load), then take one to three more steps (the login page opened afresh, the
 * registration page's lists, a certificate lookup), pausing before each.
 */
export async function visitorSession(person: Person): Promise<void> {
  person.client.clearCookies();
  if (chance(1 / 3)) {
    await verifyCertificate(person);
    return;
  }
  const [template, path] = pick(LANDINGS);
  await person.openPage(template, path);
  await person.client.call('GET', LOAD_PATH, LOAD_PATH);
  const more = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < more; i++) {
    await person.think();
    await pick(NEXT_STEPS)(person);
  }
}
