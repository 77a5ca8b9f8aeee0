import type { MailTemplate } from './template-types';

/** A staff reply to a support request: the answer itself, and the link back to the conversation. */
export const supportReply: MailTemplate = {
  params: ['name', 'number', 'staffName', 'reply', 'link'],
  text: {
    en: {
      subject: 'Re: your request {number}',
      paragraphs: ['Hello {name},', '{staffName} of our team has answered your request {number}:', '{reply}'],
      action: { label: 'Open the conversation', url: '{link}' },
      closing: ['You can answer there; replies to this e-mail are not read.'],
    },
    br: {
      subject: 'Re: sua solicitação {number}',
      paragraphs: ['Olá, {name},', '{staffName}, da nossa equipe, respondeu à sua solicitação {number}:', '{reply}'],
      action: { label: 'Abrir a conversa', url: '{link}' },
      closing: ['Você pode responder por lá; as respostas a este e-mail não são lidas.'],
    },
    cn: {
      subject: '回复：您的请求 {number}',
      paragraphs: ['{name}，您好：', '我们团队的 {staffName} 已回复您的请求 {number}：', '{reply}'],
      action: { label: '打开对话', url: '{link}' },
      closing: ['您可以在对话中回复；我们不会阅读对本邮件的直接回复。'],
    },
    es: {
      subject: 'Re: su solicitud {number}',
      paragraphs: ['Hola, {name}:', '{staffName}, de nuestro equipo, ha respondido a su solicitud {number}:', '{reply}'],
      action: { label: 'Abrir la conversación', url: '{link}' },
      closing: ['Puede responder allí; las respuestas a este correo no se leen.'],
    },
    jp: {
      subject: '【Marginalia】お問い合わせ {number} への回答',
      paragraphs: ['{name} 様', '担当の {staffName} より、お問い合わせ {number} に回答いたしました。', '{reply}'],
      action: { label: 'やり取りを開く', url: '{link}' },
      closing: ['ご返信はやり取りのページからお願いいたします。このメールへの返信は確認できません。'],
    },
  },
};
