import type { MailTemplate } from './template-types';

/** Sent 30 days before a digital-editing subscription ends: the end date and where to renew. */
export const digitalEditingRenewal: MailTemplate = {
  params: ['name', 'endDate', 'link'],
  text: {
    en: {
      subject: 'Your digital editing subscription ends on {endDate}',
      paragraphs: [
        'Hello {name},',
        'Your digital editing subscription ends on {endDate}. Until then you can keep uploading manuscripts and receive them back with tracked changes.',
        'Renew now and the new year is added to the end of your current subscription: you lose no days.',
      ],
      action: { label: 'Renew my subscription', url: '{link}' },
      closing: ['If you have questions about your subscription, reply to this e-mail.'],
    },
    br: {
      subject: 'Sua assinatura de edição digital termina em {endDate}',
      paragraphs: [
        'Olá, {name},',
        'Sua assinatura de edição digital termina em {endDate}. Até lá, você pode continuar enviando manuscritos e recebê-los de volta com as alterações controladas.',
        'Renove agora e o novo ano será somado ao fim da assinatura atual: você não perde nenhum dia.',
      ],
      action: { label: 'Renovar minha assinatura', url: '{link}' },
      closing: ['Se tiver dúvidas sobre a sua assinatura, responda a este e-mail.'],
    },
    cn: {
      subject: '您的数字编辑订阅将于 {endDate} 到期',
      paragraphs: [
        '{name}，您好：',
        '您的数字编辑订阅将于 {endDate} 到期。在此之前，您可以继续上传稿件，并收到带有修订痕迹的编辑稿。',
        '现在续订，新的一年将从当前订阅到期日起计算，不会损失任何天数。',
      ],
      action: { label: '续订我的订阅', url: '{link}' },
      closing: ['如对订阅有任何疑问，请直接回复此邮件。'],
    },
    es: {
      subject: 'Su suscripción de edición digital termina el {endDate}',
      paragraphs: [
        'Hola, {name}:',
        'Su suscripción de edición digital termina el {endDate}. Hasta entonces puede seguir subiendo manuscritos y recibirlos con control de cambios.',
        'Si la renueva ahora, el nuevo año se suma al final de su suscripción actual: no pierde ningún día.',
      ],
      action: { label: 'Renovar mi suscripción', url: '{link}' },
      closing: ['Si tiene preguntas sobre su suscripción, responda a este correo.'],
    },
    jp: {
      subject: '【Marginalia】デジタル編集のサブスクリプションは {endDate} に終了します',
      paragraphs: [
        '{name} 様',
        'デジタル編集のサブスクリプションは {endDate} に終了します。それまでは引き続き原稿をアップロードし、変更履歴付きで受け取ることができます。',
        '今すぐ更新いただくと、新しい1年間は現在のサブスクリプションの終了日から加算されます。日数が無駄になることはありません。',
      ],
      action: { label: 'サブスクリプションを更新する', url: '{link}' },
      closing: ['サブスクリプションについてご不明な点がございましたら、このメールにご返信ください。'],
    },
  },
};
