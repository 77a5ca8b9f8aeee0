import type { MailTemplate } from './template-types';

/**
 * Sent when staff record a bank transfer or confirm a boleto: what was received for which
 * invoice and what is still due on it. `amount` and `balance` are formatted with the invoice's currency.
 */
export const paymentReceived: MailTemplate = {
  params: ['name', 'amount', 'invoiceNumber', 'description', 'balance', 'link'],
  text: {
    en: {
      subject: 'We have received your payment for invoice {invoiceNumber}',
      paragraphs: [
        'Hello {name},',
        'Thank you: we have received your payment of {amount} for invoice {invoiceNumber} ({description}).',
        'Balance still due on this invoice: {balance}. When nothing is left to pay, the files of a completed order can be downloaded from your account.',
      ],
      action: { label: 'View my invoices', url: '{link}' },
      closing: ['If anything about this payment looks wrong, simply reply to this e-mail.'],
    },
    br: {
      subject: 'Recebemos seu pagamento da fatura {invoiceNumber}',
      paragraphs: [
        'Olá, {name},',
        'Obrigado: recebemos seu pagamento de {amount} referente à fatura {invoiceNumber} ({description}).',
        'Saldo ainda devido nesta fatura: {balance}. Quando não houver mais nada a pagar, os arquivos de um pedido concluído poderão ser baixados na sua conta.',
      ],
      action: { label: 'Ver minhas faturas', url: '{link}' },
      closing: ['Se algo neste pagamento parecer incorreto, basta responder a este e-mail.'],
    },
    cn: {
      subject: '我们已收到您对发票 {invoiceNumber} 的付款',
      paragraphs: [
        '{name}，您好：',
        '感谢您！我们已收到您为发票 {invoiceNumber}（{description}）支付的 {amount}。',
        '此发票的未付余额：{balance}。全部付清后，您即可在账户中下载已完成订单的文件。',
      ],
      action: { label: '查看我的发票', url: '{link}' },
      closing: ['如果您对这笔付款有任何疑问，请直接回复此邮件。'],
    },
    es: {
      subject: 'Hemos recibido su pago de la factura {invoiceNumber}',
      paragraphs: [
        'Hola, {name}:',
        'Gracias: hemos recibido su pago de {amount} correspondiente a la factura {invoiceNumber} ({description}).',
        'Saldo pendiente de esta factura: {balance}. Cuando no quede nada por pagar, podrá descargar desde su cuenta los archivos de un pedido completado.',
      ],
      action: { label: 'Ver mis facturas', url: '{link}' },
      closing: ['Si algo de este pago no le parece correcto, simplemente responda a este correo.'],
    },
    jp: {
      subject: '【Marginalia】請求書 {invoiceNumber} のお支払いを受領しました',
      paragraphs: [
        '{name} 様',
        '請求書 {invoiceNumber}（{description}）に対する {amount} のお支払いを確認いたしました。誠にありがとうございます。',
        'この請求書の未払い残高：{balance}。お支払いがすべて完了すると、完了したご注文のファイルをアカウントからダウンロードいただけます。',
      ],
      action: { label: '請求書を確認する', url: '{link}' },
      closing: ['このお支払いについてお気づきの点がございましたら、このメールにご返信ください。'],
    },
  },
};
