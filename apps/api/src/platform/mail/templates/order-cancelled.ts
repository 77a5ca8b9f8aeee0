import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import type { MailTemplate } from './template-types';

/**
 * Sent when staff cancel an order (features/staff/orders). `refund` is the paragraph of
 * `orderCancelledRefundText`: where the money went back, or that nothing is owed.
 */
export const orderCancelled: MailTemplate = {
  params: ['name', 'orderNumber', 'title', 'refund'],
  text: {
    en: {
      subject: 'Your order {orderNumber} has been cancelled',
      paragraphs: ['Hello {name},', 'Your order {orderNumber}, “{title}”, has been cancelled.', '{refund}'],
      action: { label: 'Open order {orderNumber}', url: '{siteUrl}/en/researcher/details/{orderNumber}' },
      closing: ['If you did not expect this, or would like to place the order again, reply to this e-mail and mention the order number.'],
    },
    br: {
      subject: 'Seu pedido {orderNumber} foi cancelado',
      paragraphs: ['Olá, {name},', 'Seu pedido {orderNumber}, “{title}”, foi cancelado.', '{refund}'],
      action: { label: 'Abrir o pedido {orderNumber}', url: '{siteUrl}/br/researcher/details/{orderNumber}' },
      closing: ['Se você não esperava por isso ou deseja fazer o pedido novamente, responda a este e-mail informando o número do pedido.'],
    },
    cn: {
      subject: '您的订单 {orderNumber} 已取消',
      paragraphs: ['{name}，您好：', '您的订单 {orderNumber}（“{title}”）已取消。', '{refund}'],
      action: { label: '打开订单 {orderNumber}', url: '{siteUrl}/cn/researcher/details/{orderNumber}' },
      closing: ['如果这不在您的预期之内，或您希望重新下单，请回复此邮件并注明订单号。'],
    },
    es: {
      subject: 'Su pedido {orderNumber} ha sido cancelado',
      paragraphs: ['Hola, {name}:', 'Su pedido {orderNumber}, «{title}», ha sido cancelado.', '{refund}'],
      action: { label: 'Abrir el pedido {orderNumber}', url: '{siteUrl}/es/researcher/details/{orderNumber}' },
      closing: ['Si no esperaba esta cancelación o desea volver a hacer el pedido, responda a este correo indicando el número de pedido.'],
    },
    jp: {
      subject: '【Marginalia】ご注文 {orderNumber} はキャンセルされました',
      paragraphs: ['{name} 様', 'ご注文 {orderNumber}「{title}」はキャンセルされました。', '{refund}'],
      action: { label: 'ご注文 {orderNumber} を開く', url: '{siteUrl}/jp/researcher/details/{orderNumber}' },
      closing: ['お心当たりがない場合や、改めてご注文を希望される場合は、注文番号を明記のうえ、このメールにご返信ください。'],
    },
  },
};

export type CancellationRefund = { kind: 'gateway'; amount: string } | { kind: 'credit'; amount: string } | { kind: 'none' };

const REFUND: Record<CancellationRefund['kind'], Record<SiteLanguage, string>> = {
  gateway: {
    en: 'We have refunded {amount} to your original payment method. Depending on your bank, it may take up to 10 business days to appear.',
    br: 'Reembolsamos {amount} na forma de pagamento original. Dependendo do seu banco, o valor pode levar até 10 dias úteis para aparecer.',
    cn: '我们已将 {amount} 退回至您原来的付款方式。视银行处理情况，到账可能需要最多 10 个工作日。',
    es: 'Hemos reembolsado {amount} a su método de pago original. Según su banco, puede tardar hasta 10 días hábiles en aparecer.',
    jp: 'ご利用のお支払い方法へ {amount} を返金いたしました。金融機関によっては、反映までに最大 10 営業日ほどかかる場合がございます。',
  },
  credit: {
    en: 'We have added {amount} to your account as credit. It will be used automatically for your next order.',
    br: 'Adicionamos {amount} à sua conta como crédito. Ele será usado automaticamente no seu próximo pedido.',
    cn: '我们已将 {amount} 作为余额存入您的账户，下次下单时可直接使用。',
    es: 'Hemos añadido {amount} a su cuenta como crédito. Podrá usarlo en su próximo pedido.',
    jp: '{amount} をアカウントのクレジットとして付与いたしました。次回のご注文時にご利用いただけます。',
  },
  none: {
    en: 'No payment was taken for this order, and any open invoice for it has been cancelled: you owe nothing.',
    br: 'Nenhum pagamento foi cobrado por este pedido, e as faturas em aberto foram canceladas: você não deve nada.',
    cn: '此订单未产生任何扣款，相关的未付发票也已取消，您无需支付任何费用。',
    es: 'No se cobró ningún pago por este pedido y las facturas pendientes se han anulado: no debe nada.',
    jp: '本ご注文についてのお支払いは発生しておらず、未払いの請求書も取り消されました。お支払いいただく金額はございません。',
  },
};

/** The `refund` parameter of the cancellation e-mail. */
export function orderCancelledRefundText(language: SiteLanguage, refund: CancellationRefund): string {
  return interpolate(REFUND[refund.kind][language], refund.kind === 'none' ? {} : { amount: refund.amount });
}
