import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';

/**
 * Words every billing document shares (invoice, retainer invoice, receipt, statement of delivery), per
 * site language. `{name}` placeholders are filled with `interpolate`.
 */
export interface BillingPdfLabels {
  page: string;
  billTo: string;
  invoiceTo: string;
  vat: string;
  phone: string;
  /** Payment method names by method code. */
  methods: Record<PaymentMethodId, string>;
  method: string;
  prepaymentMethod: string;
  howToPay: string;
  bankIntro: string;
  beneficiary: string;
  bank: string;
  bankAddress: string;
  accountNumber: string;
  aba: string;
  cnaps: string;
  swift: string;
  iban: string;
  quoteReference: string;
  payOnline: string;
}

type MethodNames = Record<PaymentMethodId, string>;

function methods(names: MethodNames): MethodNames {
  for (const id of PAYMENT_METHOD_IDS) if (!names[id]) throw new Error(`payment method ${id} has no name`);
  return names;
}

export const BILLING_PDF_LABELS: Record<SiteLanguage, BillingPdfLabels> = {
  en: {
    page: 'Page {page} of {pageCount}',
    billTo: 'Bill to',
    invoiceTo: 'Invoice address',
    vat: 'VAT no.',
    phone: 'Phone',
    methods: methods({ 1: 'Account credit', 3: 'Credit card', 4: 'No charge', 6: 'PayPal', 9: 'Bank transfer', 19: 'Alipay', 20: 'Boleto', 21: 'UnionPay', 22: 'PayPal (Allpago)', 23: 'Credit card (Allpago)', 25: 'WeChat Pay', 26: 'Institutional voucher', 27: 'Online banking (China)', 28: 'QR code payment (China)' }),
    method: 'Payment method',
    prepaymentMethod: 'Prepayment {reference}',
    howToPay: 'How to pay',
    bankIntro: 'Pay by bank transfer to our company account:',
    beneficiary: 'Beneficiary',
    bank: 'Bank',
    bankAddress: 'Bank address',
    accountNumber: 'Account number',
    aba: 'ABA routing number',
    cnaps: 'CNAPS code',
    swift: 'SWIFT/BIC',
    iban: 'IBAN',
    quoteReference: 'Please quote the invoice number {invoiceNumber} as the payment reference, so that we can match your payment.',
    payOnline: 'You can also pay online by card or another method at {url}.',
  },
  br: {
    page: 'Página {page} de {pageCount}',
    billTo: 'Cobrar de',
    invoiceTo: 'Endereço de faturamento',
    vat: 'Nº fiscal (VAT)',
    phone: 'Telefone',
    methods: methods({ 1: 'Crédito na conta', 3: 'Cartão de crédito', 4: 'Sem custo', 6: 'PayPal', 9: 'Transferência bancária', 19: 'Alipay', 20: 'Boleto', 21: 'UnionPay', 22: 'PayPal (Allpago)', 23: 'Cartão de crédito (Allpago)', 25: 'WeChat Pay', 26: 'Voucher institucional', 27: 'Internet banking (China)', 28: 'Pagamento por QR code (China)' }),
    method: 'Forma de pagamento',
    prepaymentMethod: 'Pré-pagamento {reference}',
    howToPay: 'Como pagar',
    bankIntro: 'Pague por transferência bancária para a conta da nossa empresa:',
    beneficiary: 'Beneficiário',
    bank: 'Banco',
    bankAddress: 'Endereço do banco',
    accountNumber: 'Número da conta',
    aba: 'Código ABA (routing number)',
    cnaps: 'Código CNAPS',
    swift: 'SWIFT/BIC',
    iban: 'IBAN',
    quoteReference: 'Informe o número da fatura {invoiceNumber} como referência do pagamento, para que possamos identificá-lo.',
    payOnline: 'Você também pode pagar on-line com cartão ou outro método em {url}.',
  },
  cn: {
    page: '第 {page} 页，共 {pageCount} 页',
    billTo: '付款方',
    invoiceTo: '开票地址',
    vat: '增值税号',
    phone: '电话',
    methods: methods({ 1: '账户余额', 3: '信用卡', 4: '免费', 6: 'PayPal', 9: '银行转账', 19: '支付宝', 20: 'Boleto', 21: '银联', 22: 'PayPal (Allpago)', 23: '信用卡 (Allpago)', 25: '微信支付', 26: '机构代金券', 27: '网银支付', 28: '扫码支付' }),
    method: '付款方式',
    prepaymentMethod: '预付款 {reference}',
    howToPay: '如何付款',
    bankIntro: '请通过银行转账付款至本公司账户：',
    beneficiary: '收款人',
    bank: '开户银行',
    bankAddress: '银行地址',
    accountNumber: '账号',
    aba: 'ABA 路由号',
    cnaps: '联行号 (CNAPS)',
    swift: 'SWIFT/BIC',
    iban: 'IBAN',
    quoteReference: '请在付款附言中注明账单号 {invoiceNumber}，以便我们核对您的付款。',
    payOnline: '您也可以在 {url} 使用银行卡或其他方式在线付款。',
  },
  es: {
    page: 'Página {page} de {pageCount}',
    billTo: 'Facturar a',
    invoiceTo: 'Dirección de facturación',
    vat: 'N.º de IVA',
    phone: 'Teléfono',
    methods: methods({ 1: 'Saldo a favor', 3: 'Tarjeta de crédito', 4: 'Sin cargo', 6: 'PayPal', 9: 'Transferencia bancaria', 19: 'Alipay', 20: 'Boleto', 21: 'UnionPay', 22: 'PayPal (Allpago)', 23: 'Tarjeta de crédito (Allpago)', 25: 'WeChat Pay', 26: 'Bono institucional', 27: 'Banca en línea (China)', 28: 'Pago con código QR (China)' }),
    method: 'Forma de pago',
    prepaymentMethod: 'Prepago {reference}',
    howToPay: 'Cómo pagar',
    bankIntro: 'Pague por transferencia bancaria a la cuenta de nuestra empresa:',
    beneficiary: 'Beneficiario',
    bank: 'Banco',
    bankAddress: 'Dirección del banco',
    accountNumber: 'Número de cuenta',
    aba: 'Número de ruta ABA',
    cnaps: 'Código CNAPS',
    swift: 'SWIFT/BIC',
    iban: 'IBAN',
    quoteReference: 'Indique el número de factura {invoiceNumber} como referencia del pago para que podamos identificarlo.',
    payOnline: 'También puede pagar en línea con tarjeta u otro método en {url}.',
  },
  jp: {
    page: '{page} / {pageCount} ページ',
    billTo: '請求先',
    invoiceTo: '請求書送付先',
    vat: 'VAT番号',
    phone: '電話',
    methods: methods({ 1: 'アカウント残高', 3: 'クレジットカード', 4: '無料', 6: 'PayPal', 9: '銀行振込', 19: 'Alipay', 20: 'Boleto', 21: 'UnionPay', 22: 'PayPal (Allpago)', 23: 'クレジットカード (Allpago)', 25: 'WeChat Pay', 26: '機関バウチャー', 27: 'オンラインバンキング（中国）', 28: 'QRコード決済（中国）' }),
    method: 'お支払方法',
    prepaymentMethod: '前払い {reference}',
    howToPay: 'お支払い方法',
    bankIntro: '弊社の下記口座へ銀行振込でお支払いください：',
    beneficiary: '受取人',
    bank: '銀行',
    bankAddress: '銀行所在地',
    accountNumber: '口座番号',
    aba: 'ABAルーティング番号',
    cnaps: 'CNAPSコード',
    swift: 'SWIFT/BIC',
    iban: 'IBAN',
    quoteReference: 'お振込みの際は、入金確認のため請求書番号 {invoiceNumber} を振込依頼人名または備考欄にご記入ください。',
    payOnline: 'カードなどによるオンラインでのお支払いは {url} から可能です。',
  },
};
