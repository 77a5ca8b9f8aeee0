import { buildDocx, type DocxBlock } from '../../platform/documents/fixtures/docx-builder';
import { browserHeaders, type TestApp, type TestUser } from '../../test/test-app';
import { CARDS, cardNonce } from '../../test/sandbox-cards';
import { multipartBody } from '../../test/multipart-body';

export { runJobs } from '../../test/run-jobs';

/** Helpers of the digital-editing API tests: an English manuscript with errors, uploads and a card purchase. */

/** What the language engine corrects by itself in it (and what it only comments on) is stated in the tests. */
export const MANUSCRIPT_BLOCKS: DocxBlock[] = [
  { heading: 'Results' },
  { paragraph: 'Future works should evaluate the method on larger cohorts, as reported previously (Smith et al., 2020).' },
  { paragraph: 'The specimens were cured for 28 days before be tested in compression, and the colour of each specimen was recorded.' },
  { paragraph: 'In the second series, we have did the same test, and the results was consistent with the first series (the Table 2).' },
  { table: [['Outcome', 'Value'], ['Mean strength', '41.2 MPa']] },
  { heading: 'References' },
  { paragraph: 'Smith J, Jones K. Future works on concrete. J Mater Sci. 2020;12:1-10.' },
];

export function englishDocx(): Buffer {
  return buildDocx(MANUSCRIPT_BLOCKS);
}

export function spanishDocx(): Buffer {
  return buildDocx([
    { paragraph: 'Se evaluaron 120 pacientes con hipertensión arterial durante seis meses de seguimiento en un hospital universitario de la ciudad.' },
    { paragraph: 'La presión arterial sistólica disminuyó de forma significativa y los niveles séricos de proteína C reactiva bajaron en todos los grupos.' },
  ]);
}

export function uploadEdit(t: TestApp, user: TestUser | null, style: string | null, name: string, content: Buffer) {
  const body = multipartBody(style === null ? {} : { styleOfEnglish: style }, { name, content });
  return t.app.inject({ method: 'POST', url: '/api/digital-edit/create', headers: { ...(user?.headers ?? browserHeaders()), ...body.headers }, payload: body.payload });
}

export const US = 237;

/** The subscription bought by card, as the subscription page does. */
export async function subscribeByCard(t: TestApp, user: TestUser, extra: Record<string, unknown> = {}) {
  const card = await cardNonce(t.app, user.identity, CARDS.visa);
  return t.app.inject({
    method: 'POST',
    url: '/api/digital-edit/payment',
    headers: user.headers,
    payload: {
      availableDigitalPurchaseIdentity: 'editing-annual',
      paymentMethodId: 3,
      acceptedTermsAndConditions: true,
      billingAddress: { name: 'Ada Tester', organization: 'Northfield University', address1: '12 Science Park', city: 'Springfield', state: 'IL', zip: '62701', countryId: US },
      creditCard: { ...card, currency: 'USD' },
      ...extra,
    },
  });
}
