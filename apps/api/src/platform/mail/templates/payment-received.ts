import type { MailTemplate } from './template-types';

const placeholder = { subject: 'payment-received {orderNumber}', paragraphs: ['Hello {name},'] };

/** Placeholder (helper C writes the real wording in five languages and its parameters). */
export const paymentReceived: MailTemplate = {
  params: ['name', 'orderNumber'],
  text: { en: placeholder, br: placeholder, cn: placeholder, es: placeholder, jp: placeholder },
};
