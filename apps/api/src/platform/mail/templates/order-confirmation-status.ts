import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import type { CompanyBankAccount } from '../../billing/company-details';

/**
 * The payment paragraph of the order confirmation (`{paymentStatus}` of order-confirmation.ts): paid,
 * awaiting a bank transfer (with the invoice number and the bank account to pay into), awaiting a boleto
 * (with its link), or awaiting payment of the invoice from the invoices page.
 */
/** The company's account as its invoices print it, with the beneficiary (the localization's company) named. */
export type BankAccountDetails = CompanyBankAccount & { beneficiary: string };

export type OrderPaymentStatus =
  | { kind: 'paid'; amount: string }
  | { kind: 'bank-transfer'; amount: string; invoiceNumber: string; bank: BankAccountDetails }
  | { kind: 'boleto'; amount: string; boletoUrl: string }
  | { kind: 'awaiting-payment'; amount: string; invoiceNumber: string | null; invoicesUrl: string };

interface StatusText {
  paid: string;
  bankTransfer: string;
  boleto: string;
  awaiting: string;
  awaitingWithInvoice: string;
  labels: { bank: string; bankAddress: string; beneficiary: string; accountNumber: string; aba: string; cnaps: string; swift: string; iban: string };
}

const TEXT: Record<SiteLanguage, StatusText> = {
  en: {
    paid: 'Payment: we have received your payment of {amount}. Thank you.',
    bankTransfer:
      'Payment: awaiting your bank transfer of {amount}. Please quote invoice {invoiceNumber} as the payment reference. You can download the finished files once we have received the payment.',
    boleto: 'Payment: awaiting your boleto payment of {amount}. Pay the boleto at any bank or online banking before its due date: {boletoUrl}',
    awaiting: 'Payment: awaiting payment of {amount}. You can pay from your invoices page: {invoicesUrl}',
    awaitingWithInvoice: 'Payment: awaiting payment of {amount} (invoice {invoiceNumber}). You can pay from your invoices page: {invoicesUrl}',
    labels: { bank: 'Bank', bankAddress: 'Bank address', beneficiary: 'Beneficiary', accountNumber: 'Account number', aba: 'ABA routing number', cnaps: 'CNAPS code', swift: 'SWIFT/BIC', iban: 'IBAN' },
  },
  br: {
    paid: 'Pagamento: recebemos seu pagamento de {amount}. Obrigado.',
    bankTransfer:
      'Pagamento: aguardando sua transferência bancária de {amount}. Informe a fatura {invoiceNumber} como referência do pagamento. Você poderá baixar os arquivos finalizados assim que recebermos o pagamento.',
    boleto: 'Pagamento: aguardando o pagamento do seu boleto de {amount}. Pague o boleto em qualquer banco ou internet banking até o vencimento: {boletoUrl}',
    awaiting: 'Pagamento: aguardando o pagamento de {amount}. Você pode pagar na página de faturas: {invoicesUrl}',
    awaitingWithInvoice: 'Pagamento: aguardando o pagamento de {amount} (fatura {invoiceNumber}). Você pode pagar na página de faturas: {invoicesUrl}',
    labels: { bank: 'Banco', bankAddress: 'Endereço do banco', beneficiary: 'Favorecido', accountNumber: 'Número da conta', aba: 'Código ABA', cnaps: 'Código CNAPS', swift: 'SWIFT/BIC', iban: 'IBAN' },
  },
  cn: {
    paid: '付款：我们已收到您支付的 {amount}，谢谢。',
    bankTransfer: '付款：等待您的银行转账 {amount}。请在付款附言中注明发票号 {invoiceNumber}。我们收到款项后，您即可下载完成的文件。',
    boleto: '付款：等待您支付 Boleto 账单 {amount}。请在到期日前通过任意银行或网上银行支付：{boletoUrl}',
    awaiting: '付款：等待支付 {amount}。您可以在发票页面付款：{invoicesUrl}',
    awaitingWithInvoice: '付款：等待支付 {amount}（发票 {invoiceNumber}）。您可以在发票页面付款：{invoicesUrl}',
    labels: { bank: '开户银行', bankAddress: '银行地址', beneficiary: '收款人', accountNumber: '账号', aba: 'ABA 路由号', cnaps: 'CNAPS 行号', swift: 'SWIFT/BIC', iban: 'IBAN' },
  },
  es: {
    paid: 'Pago: hemos recibido su pago de {amount}. Gracias.',
    bankTransfer:
      'Pago: pendiente de su transferencia bancaria de {amount}. Indique la factura {invoiceNumber} como referencia del pago. Podrá descargar los archivos terminados en cuanto recibamos el pago.',
    boleto: 'Pago: pendiente del pago de su boleto de {amount}. Pague el boleto en cualquier banco o por banca en línea antes de su vencimiento: {boletoUrl}',
    awaiting: 'Pago: pendiente del pago de {amount}. Puede pagar desde su página de facturas: {invoicesUrl}',
    awaitingWithInvoice: 'Pago: pendiente del pago de {amount} (factura {invoiceNumber}). Puede pagar desde su página de facturas: {invoicesUrl}',
    labels: { bank: 'Banco', bankAddress: 'Dirección del banco', beneficiary: 'Beneficiario', accountNumber: 'Número de cuenta', aba: 'Código ABA', cnaps: 'Código CNAPS', swift: 'SWIFT/BIC', iban: 'IBAN' },
  },
  jp: {
    paid: 'お支払い：{amount} のお支払いを確認いたしました。ありがとうございます。',
    bankTransfer: 'お支払い：{amount} の銀行振込をお待ちしております。お振込みの際は、請求書番号 {invoiceNumber} を振込人名義または通信欄にご記入ください。ご入金の確認後、完成ファイルをダウンロードいただけます。',
    boleto: 'お支払い：{amount} のボレートによるお支払いをお待ちしております。支払期限までに銀行またはオンラインバンキングでお支払いください：{boletoUrl}',
    awaiting: 'お支払い：{amount} のお支払いをお待ちしております。請求書ページからお支払いいただけます：{invoicesUrl}',
    awaitingWithInvoice: 'お支払い：{amount}（請求書 {invoiceNumber}）のお支払いをお待ちしております。請求書ページからお支払いいただけます：{invoicesUrl}',
    labels: { bank: '銀行名', bankAddress: '銀行所在地', beneficiary: '受取人', accountNumber: '口座番号', aba: 'ABA ルーティング番号', cnaps: 'CNAPS コード', swift: 'SWIFT/BIC', iban: 'IBAN' },
  },
};

function bankLines(text: StatusText, bank: BankAccountDetails): string[] {
  const { labels } = text;
  return [
    `${labels.beneficiary}: ${bank.beneficiary}`,
    `${labels.bank}: ${bank.bankName}`,
    `${labels.bankAddress}: ${bank.bankAddress}`,
    `${labels.accountNumber}: ${bank.accountNumber}`,
    ...(bank.clearingCode ? [`${bank.clearingCode.kind === 'aba' ? labels.aba : labels.cnaps}: ${bank.clearingCode.value}`] : []),
    `${labels.swift}: ${bank.swift}`,
    ...(bank.iban ? [`${labels.iban}: ${bank.iban}`] : []),
  ];
}

/** The payment paragraph in the recipient's language (lines separated by newlines). */
export function orderPaymentStatusText(language: SiteLanguage, status: OrderPaymentStatus): string {
  const text = TEXT[language];
  switch (status.kind) {
    case 'paid':
      return interpolate(text.paid, { amount: status.amount });
    case 'bank-transfer':
      return [interpolate(text.bankTransfer, { amount: status.amount, invoiceNumber: status.invoiceNumber }), ...bankLines(text, status.bank)].join('\n');
    case 'boleto':
      return interpolate(text.boleto, { amount: status.amount, boletoUrl: status.boletoUrl });
    case 'awaiting-payment':
      return status.invoiceNumber
        ? interpolate(text.awaitingWithInvoice, { amount: status.amount, invoiceNumber: status.invoiceNumber, invoicesUrl: status.invoicesUrl })
        : interpolate(text.awaiting, { amount: status.amount, invoicesUrl: status.invoicesUrl });
  }
}
