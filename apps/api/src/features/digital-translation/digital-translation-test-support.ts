import type { DocxBlock } from '../../platform/documents/fixtures/docx-builder';
import { buildDocx } from '../../platform/documents/fixtures/docx-builder';
import type { TestApp, TestUser } from '../../test/test-app';
import { CARDS, cardNonce } from '../../test/sandbox-cards';
import { multipartBody } from '../../test/multipart-body';

export { runJobs } from '../../test/run-jobs';

/** Helpers of the digital translation API tests: manuscripts, multipart uploads and a card purchase. */

export const SPANISH_BLOCKS: DocxBlock[] = [
  { heading: 'Resultados' },
  { paragraph: 'Se evaluaron 120 pacientes con hipertensión arterial durante 6 meses de seguimiento en un hospital universitario.' },
  { paragraph: 'La presión arterial sistólica disminuyó de 148,2 a 131,5 mmHg (p < 0,001) y los niveles séricos de PCR bajaron un 18 %.' },
  { table: [['Variable', 'Valor'], ['Edad media', '54,3 años'], ['Mujeres', '61 %']] },
];

export function spanishDocx(): Buffer {
  return buildDocx(SPANISH_BLOCKS);
}

export function portugueseDocx(): Buffer {
  return buildDocx([
    { paragraph: 'Os resultados mostraram que a intervenção reduziu a pressão arterial dos participantes em todas as unidades de saúde avaliadas.' },
    { paragraph: 'A análise foi realizada com os dados de todos os municípios do estado entre os anos de 2015 e 2020, segundo o protocolo aprovado.' },
  ]);
}

export function chineseDocx(): Buffer {
  return buildDocx([{ paragraph: '本研究共纳入120例患者。结果表明治疗组的死亡率显著降低（p < 0.05）。' }, { paragraph: '方法和结果在本研究中均已报告。' }]);
}

export function upload(t: TestApp, user: TestUser, language: string, name: string, content: Buffer, extra: Record<string, string> = {}) {
  const body = multipartBody({ language, ...extra }, { name, content });
  return t.app.inject({ method: 'POST', url: '/api/digital-order/create', headers: { ...user.headers, ...body.headers }, payload: body.payload });
}

export const US = 237;

/** Buys a package by card, as the purchase page does. */
export async function buyPackage(t: TestApp, user: TestUser, identity: string, extra: Record<string, unknown> = {}) {
  const card = await cardNonce(t.app, user.identity, CARDS.visa);
  return t.app.inject({
    method: 'POST',
    url: '/api/digital-translation/payment',
    headers: user.headers,
    payload: {
      availableDigitalPurchaseIdentity: identity,
      paymentMethodId: 3,
      acceptedTermsAndConditions: true,
      billingAddress: { name: 'Ada Tester', organization: 'Northfield University', address1: '12 Science Park', city: 'Springfield', state: 'IL', zip: '62701', countryId: US },
      creditCard: { ...card, currency: 'USD' },
      ...extra,
    },
  });
}
