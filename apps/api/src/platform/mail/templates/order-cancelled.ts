import type { MailTemplate } from './template-types';

const placeholder = { subject: 'order-cancelled {orderNumber}', paragraphs: ['Hello {name},'] };

/** Placeholder (helper A writes the real wording in five languages and its parameters). */
export const orderCancelled: MailTemplate = {
  params: ['name', 'orderNumber'],
  text: { en: placeholder, br: placeholder, cn: placeholder, es: placeholder, jp: placeholder },
};
