import type { MailTemplate } from './template-types';

/** Sent to the NEW address of an e-mail change; the change happens when the signed-in user opens the link. */
export const emailChange: MailTemplate = {
  params: ['name', 'email', 'link'],
  text: {
    en: {
      subject: 'Confirm your new Marginalia e-mail address',
      paragraphs: [
        'Hello {name},',
        'You asked to use {email} as the e-mail address of your Marginalia account. Click the button below while signed in to confirm the change. The link is valid for 24 hours and can be used only once.',
      ],
      action: { label: 'Confirm e-mail address', url: '{link}' },
      closing: ['If you did not ask for this change, ignore this e-mail: your account keeps its current address.'],
    },
    br: {
      subject: 'Confirme seu novo e-mail na Marginalia',
      paragraphs: [
        'Olá, {name},',
        'Você solicitou usar {email} como endereço de e-mail da sua conta na Marginalia. Com sua sessão iniciada, clique no botão abaixo para confirmar a alteração. O link é válido por 24 horas e só pode ser usado uma vez.',
      ],
      action: { label: 'Confirmar e-mail', url: '{link}' },
      closing: ['Se você não solicitou esta alteração, ignore este e-mail: sua conta continuará com o endereço atual.'],
    },
    cn: {
      subject: '确认您的 Marginalia 新邮箱地址',
      paragraphs: [
        '{name}，您好：',
        '您申请将 Marginalia 账户的邮箱地址更改为 {email}。请在登录状态下点击下方按钮确认此更改。该链接 24 小时内有效，且只能使用一次。',
      ],
      action: { label: '确认邮箱地址', url: '{link}' },
      closing: ['如果您没有申请此更改，请忽略此邮件，您的账户将继续使用当前邮箱地址。'],
    },
    es: {
      subject: 'Confirme su nueva dirección de correo en Marginalia',
      paragraphs: [
        'Hola, {name}:',
        'Ha solicitado usar {email} como dirección de correo de su cuenta de Marginalia. Con la sesión iniciada, haga clic en el botón de abajo para confirmar el cambio. El enlace es válido durante 24 horas y solo puede usarse una vez.',
      ],
      action: { label: 'Confirmar dirección de correo', url: '{link}' },
      closing: ['Si no ha solicitado este cambio, ignore este correo: su cuenta conservará su dirección actual.'],
    },
    jp: {
      subject: '【Marginalia】新しいメールアドレスのご確認',
      paragraphs: [
        '{name} 様',
        'Marginalia アカウントのメールアドレスを {email} に変更するリクエストを受け付けました。ログインした状態で下のボタンをクリックし、変更を確定してください。このリンクの有効期限は 24 時間で、一度しかご利用いただけません。',
      ],
      action: { label: 'メールアドレスを確認する', url: '{link}' },
      closing: ['このリクエストにお心当たりがない場合は、このメールを破棄してください。現在のメールアドレスは変更されません。'],
    },
  },
};
