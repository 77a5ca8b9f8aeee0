import type { MailTemplate } from './template-types';

const placeholder = { subject: 'order-completed {orderNumber}', paragraphs: ['Hello {name},'] };

/** Placeholder (helper A writes the real wording in five languages and its parameters). */
export const orderCompleted: MailTemplate = {
  params: ['name', 'orderNumber'],
  text: { en: placeholder, br: placeholder, cn: placeholder, es: placeholder, jp: placeholder },
};
