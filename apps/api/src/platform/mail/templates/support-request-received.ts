import type { MailTemplate } from './template-types';

/** Sent when a researcher or a visitor asks the service something: the request's number and when to expect an answer. */
export const supportRequestReceived: MailTemplate = {
  params: ['name', 'number', 'hours', 'link'],
  text: {
    en: {
      subject: 'We have received your request {number}',
      paragraphs: [
        'Hello {name},',
        'Thank you for writing to us. Your request has the number {number}; please quote it if you write again about the same matter.',
        'Our team answers within {hours} hours on business days, by e-mail and on your requests page.',
      ],
      action: { label: 'View your request', url: '{link}' },
    },
    br: {
      subject: 'Recebemos sua solicitação {number}',
      paragraphs: [
        'Olá, {name},',
        'Obrigado por escrever para nós. Sua solicitação tem o número {number}; informe-o se escrever novamente sobre o mesmo assunto.',
        'Nossa equipe responde em até {hours} horas em dias úteis, por e-mail e na sua página de solicitações.',
      ],
      action: { label: 'Ver sua solicitação', url: '{link}' },
    },
    cn: {
      subject: '我们已收到您的请求 {number}',
      paragraphs: [
        '{name}，您好：',
        '感谢您的来信。您的请求编号为 {number}；如就同一事项再次来信，请注明此编号。',
        '我们的团队将在工作日 {hours} 小时内通过电子邮件和您的请求页面回复您。',
      ],
      action: { label: '查看您的请求', url: '{link}' },
    },
    es: {
      subject: 'Hemos recibido su solicitud {number}',
      paragraphs: [
        'Hola, {name}:',
        'Gracias por escribirnos. Su solicitud tiene el número {number}; indíquelo si vuelve a escribir sobre el mismo asunto.',
        'Nuestro equipo responde en un plazo de {hours} horas en días laborables, por correo electrónico y en su página de solicitudes.',
      ],
      action: { label: 'Ver su solicitud', url: '{link}' },
    },
    jp: {
      subject: '【Marginalia】お問い合わせ {number} を受け付けました',
      paragraphs: [
        '{name} 様',
        'お問い合わせいただきありがとうございます。受付番号は {number} です。同じ件で再度ご連絡いただく際は、この番号をお書き添えください。',
        '担当者より営業日の {hours} 時間以内に、メールとお問い合わせページでご回答いたします。',
      ],
      action: { label: 'お問い合わせを見る', url: '{link}' },
    },
  },
};
