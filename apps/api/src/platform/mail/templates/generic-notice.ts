import type { MailTemplate } from './template-types';

/** A message written by staff or by a feature: the subject and body arrive as parameters, already in the reader's language. */
export const genericNotice: MailTemplate = {
  params: ['name', 'subject', 'body'],
  text: {
    en: { subject: '{subject}', paragraphs: ['Hello {name},', '{body}'] },
    br: { subject: '{subject}', paragraphs: ['Olá, {name},', '{body}'] },
    cn: { subject: '{subject}', paragraphs: ['{name}，您好：', '{body}'] },
    es: { subject: '{subject}', paragraphs: ['Hola, {name}:', '{body}'] },
    jp: { subject: '{subject}', paragraphs: ['{name} 様', '{body}'] },
  },
};
