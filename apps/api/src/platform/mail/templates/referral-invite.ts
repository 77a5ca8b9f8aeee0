import type { MailTemplate } from './template-types';

/**
 * A researcher invites a colleague (the order form's referral invites). The invitee has no account yet, so the
 * greeting has no name, and the message says why it arrived: it was sent on someone's word, not ours.
 */
export const referralInvite: MailTemplate = {
  params: ['inviterName', 'referralAmount', 'registerUrl'],
  text: {
    en: {
      subject: '{inviterName} recommends Marginalia for your manuscripts',
      paragraphs: [
        'Hello,',
        '{inviterName} uses Marginalia for English editing, translation and formatting of research manuscripts, and thought you might find it useful too.',
        'As a welcome, you get {referralAmount} off your first order when you create your account through the link below.',
      ],
      action: { label: 'Create my account', url: '{registerUrl}' },
      closing: [
        'You see the price and the delivery date before you order, and you can follow every order online.',
        'You received this e-mail because {inviterName} invited you to Marginalia. If you are not interested, you can simply ignore it.',
      ],
    },
    br: {
      subject: '{inviterName} recomenda a Marginalia para os seus manuscritos',
      paragraphs: [
        'Olá,',
        '{inviterName} usa a Marginalia para revisão de inglês, tradução e formatação de manuscritos científicos e achou que ela também pode ser útil para você.',
        'Como boas-vindas, você ganha {referralAmount} de desconto no seu primeiro pedido ao criar sua conta pelo link abaixo.',
      ],
      action: { label: 'Criar minha conta', url: '{registerUrl}' },
      closing: [
        'Você vê o preço e a data de entrega antes de fazer o pedido e pode acompanhar cada pedido on-line.',
        'Você recebeu este e-mail porque {inviterName} convidou você para a Marginalia. Se não tiver interesse, basta ignorá-lo.',
      ],
    },
    cn: {
      subject: '{inviterName} 向您推荐 Marginalia 稿件服务',
      paragraphs: [
        '您好：',
        '{inviterName} 一直在使用 Marginalia 的英文润色、翻译和格式排版服务处理科研稿件，并认为它对您也会有所帮助。',
        '通过下方链接注册账户，即可在首个订单中享受 {referralAmount} 的优惠。',
      ],
      action: { label: '立即注册', url: '{registerUrl}' },
      closing: [
        '下单前即可看到价格和交付时间，下单后还可以在线跟踪每份订单的进度。',
        '您收到此邮件是因为 {inviterName} 邀请您使用 Marginalia。如果您不感兴趣，请忽略此邮件。',
      ],
    },
    es: {
      subject: '{inviterName} le recomienda Marginalia para sus manuscritos',
      paragraphs: [
        'Hola:',
        '{inviterName} utiliza Marginalia para la corrección de inglés, la traducción y el formato de manuscritos científicos, y ha pensado que también podría serle útil.',
        'Como bienvenida, obtendrá un descuento de {referralAmount} en su primer pedido si crea su cuenta con el enlace de abajo.',
      ],
      action: { label: 'Crear mi cuenta', url: '{registerUrl}' },
      closing: [
        'Conocerá el precio y la fecha de entrega antes de hacer el pedido, y podrá seguir cada pedido en línea.',
        'Ha recibido este correo porque {inviterName} le ha invitado a Marginalia. Si no le interesa, simplemente ignórelo.',
      ],
    },
    jp: {
      subject: '{inviterName} 様から Marginalia のご紹介',
      paragraphs: [
        'はじめまして。',
        '{inviterName} 様より、Marginalia をご紹介いただきました。Marginalia は、研究論文の英文校正・翻訳・フォーマット調整をお手伝いするサービスです。',
        '下のリンクからアカウントを作成していただくと、初回のご注文で {referralAmount} の割引をご利用いただけます。',
      ],
      action: { label: 'アカウントを作成する', url: '{registerUrl}' },
      closing: [
        'ご注文前に価格と納品予定日をご確認いただけるほか、ご注文後は各ご注文の進捗をオンラインでご確認いただけます。',
        '本メールは、{inviterName} 様からのご紹介によりお送りしております。ご興味がない場合は、このメールを破棄してください。',
      ],
    },
  },
};
