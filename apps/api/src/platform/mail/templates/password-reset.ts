import type { MailTemplate } from './template-types';

export const passwordReset: MailTemplate = {
  params: ['name', 'link'],
  text: {
    en: {
      subject: 'Reset your Marginalia password',
      paragraphs: [
        'Hello {name},',
        'We received a request to reset the password of your Marginalia account. Click the button below to choose a new password. The link is valid for a limited time and can be used only once.',
      ],
      action: { label: 'Reset password', url: '{link}' },
      closing: ['If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.'],
    },
    br: {
      subject: 'Redefina sua senha da Marginalia',
      paragraphs: [
        'Olá, {name},',
        'Recebemos uma solicitação para redefinir a senha da sua conta na Marginalia. Clique no botão abaixo para escolher uma nova senha. O link é válido por tempo limitado e só pode ser usado uma vez.',
      ],
      action: { label: 'Redefinir senha', url: '{link}' },
      closing: ['Se você não solicitou a redefinição de senha, pode ignorar este e-mail: sua senha continuará a mesma.'],
    },
    cn: {
      subject: '重置您的 Marginalia 密码',
      paragraphs: [
        '{name}，您好：',
        '我们收到了重置您 Marginalia 账户密码的请求。请点击下方按钮设置新密码。该链接仅在有限时间内有效，且只能使用一次。',
      ],
      action: { label: '重置密码', url: '{link}' },
      closing: ['如果您没有申请重置密码，请忽略此邮件，您的密码将保持不变。'],
    },
    es: {
      subject: 'Restablezca su contraseña de Marginalia',
      paragraphs: [
        'Hola, {name}:',
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Marginalia. Haga clic en el botón de abajo para elegir una contraseña nueva. El enlace es válido durante un tiempo limitado y solo puede usarse una vez.',
      ],
      action: { label: 'Restablecer contraseña', url: '{link}' },
      closing: ['Si no ha solicitado restablecer su contraseña, puede ignorar este correo: su contraseña no cambiará.'],
    },
    jp: {
      subject: '【Marginalia】パスワード再設定のご案内',
      paragraphs: [
        '{name} 様',
        'Marginalia アカウントのパスワード再設定のリクエストを受け付けました。下のボタンをクリックして、新しいパスワードを設定してください。このリンクの有効期限は限られており、一度しかご利用いただけません。',
      ],
      action: { label: 'パスワードを再設定する', url: '{link}' },
      closing: ['パスワードの再設定をリクエストされていない場合は、このメールを破棄してください。パスワードは変更されません。'],
    },
  },
};
