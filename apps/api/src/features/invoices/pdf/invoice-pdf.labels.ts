import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** Words of an invoice and of a retainer invoice (a prepayment), per site language. */
export interface InvoicePdfLabels {
  documentTitle: string;
  retainerTitle: string;
  number: string;
  issuedOn: string;
  dueOn: string;
  paidOn: string;
  orderNumber: string;
  purchaseOrder: string;
  currency: string;
  service: string;
  quantity: string;
  listPrice: string;
  discount: string;
  amount: string;
  otherDiscounts: string;
  prepaymentLine: string;
  prepaymentNote: string;
  subtotal: string;
  discounts: string;
  total: string;
  amountPaid: string;
  balanceDue: string;
  paymentsReceived: string;
  paidInFull: string;
  finalizing: string;
  thanks: string;
}

export const INVOICE_PDF_LABELS: Record<SiteLanguage, InvoicePdfLabels> = {
  en: {
    documentTitle: 'Invoice',
    retainerTitle: 'Retainer invoice',
    number: 'Invoice no. {invoiceNumber}',
    issuedOn: 'Invoice date',
    dueOn: 'Due date',
    paidOn: 'Paid on',
    orderNumber: 'Order no.',
    purchaseOrder: 'PO number',
    currency: 'Currency',
    service: 'Service',
    quantity: 'Qty',
    listPrice: 'List price',
    discount: 'Discount',
    amount: 'Amount',
    otherDiscounts: 'Order discounts',
    prepaymentLine: 'Prepayment for manuscript services',
    prepaymentNote: 'Held as credit for future orders; it does not expire.',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    total: 'Total ({isoCode})',
    amountPaid: 'Amount paid',
    balanceDue: 'Balance due',
    paymentsReceived: 'Payments received',
    paidInFull: 'Paid in full. Thank you.',
    finalizing: 'This balance is being finalized by our accounts team; no payment is needed for now.',
    thanks: 'Thank you for your business. Questions about this invoice: {supportEmail}.',
  },
  br: {
    documentTitle: 'Fatura',
    retainerTitle: 'Fatura de pré-pagamento',
    number: 'Fatura nº {invoiceNumber}',
    issuedOn: 'Data da fatura',
    dueOn: 'Vencimento',
    paidOn: 'Paga em',
    orderNumber: 'Pedido nº',
    purchaseOrder: 'Ordem de compra',
    currency: 'Moeda',
    service: 'Serviço',
    quantity: 'Qtd.',
    listPrice: 'Preço de tabela',
    discount: 'Desconto',
    amount: 'Valor',
    otherDiscounts: 'Descontos do pedido',
    prepaymentLine: 'Pré-pagamento de serviços para manuscritos',
    prepaymentNote: 'Mantido como crédito para pedidos futuros; não expira.',
    subtotal: 'Subtotal',
    discounts: 'Descontos',
    total: 'Total ({isoCode})',
    amountPaid: 'Valor pago',
    balanceDue: 'Saldo devedor',
    paymentsReceived: 'Pagamentos recebidos',
    paidInFull: 'Paga integralmente. Obrigado.',
    finalizing: 'Este saldo está sendo finalizado pela nossa equipe financeira; nenhum pagamento é necessário por enquanto.',
    thanks: 'Obrigado pela preferência. Dúvidas sobre esta fatura: {supportEmail}.',
  },
  cn: {
    documentTitle: '账单',
    retainerTitle: '预付款账单',
    number: '账单号 {invoiceNumber}',
    issuedOn: '开具日期',
    dueOn: '付款截止日期',
    paidOn: '付款日期',
    orderNumber: '订单号',
    purchaseOrder: '采购单号',
    currency: '币种',
    service: '服务',
    quantity: '数量',
    listPrice: '原价',
    discount: '折扣',
    amount: '金额',
    otherDiscounts: '订单折扣',
    prepaymentLine: '稿件服务预付款',
    prepaymentNote: '作为余额用于今后的订单，永不过期。',
    subtotal: '小计',
    discounts: '折扣',
    total: '合计 ({isoCode})',
    amountPaid: '已付金额',
    balanceDue: '应付余额',
    paymentsReceived: '已收款项',
    paidInFull: '已全额付款，谢谢。',
    finalizing: '我们的财务团队正在处理此余额，目前无需付款。',
    thanks: '感谢您的惠顾。如对本账单有疑问，请联系 {supportEmail}。',
  },
  es: {
    documentTitle: 'Factura',
    retainerTitle: 'Factura de anticipo',
    number: 'Factura n.º {invoiceNumber}',
    issuedOn: 'Fecha de factura',
    dueOn: 'Vencimiento',
    paidOn: 'Pagada el',
    orderNumber: 'Pedido n.º',
    purchaseOrder: 'Orden de compra',
    currency: 'Moneda',
    service: 'Servicio',
    quantity: 'Cant.',
    listPrice: 'Precio de lista',
    discount: 'Descuento',
    amount: 'Importe',
    otherDiscounts: 'Descuentos del pedido',
    prepaymentLine: 'Anticipo para servicios de manuscritos',
    prepaymentNote: 'Se conserva como saldo para pedidos futuros; no caduca.',
    subtotal: 'Subtotal',
    discounts: 'Descuentos',
    total: 'Total ({isoCode})',
    amountPaid: 'Importe pagado',
    balanceDue: 'Saldo pendiente',
    paymentsReceived: 'Pagos recibidos',
    paidInFull: 'Pagada en su totalidad. Gracias.',
    finalizing: 'Nuestro equipo de contabilidad está cerrando este saldo; por ahora no es necesario pagar.',
    thanks: 'Gracias por su confianza. Consultas sobre esta factura: {supportEmail}.',
  },
  jp: {
    documentTitle: '請求書',
    retainerTitle: '前払い請求書',
    number: '請求書番号 {invoiceNumber}',
    issuedOn: '請求日',
    dueOn: 'お支払期限',
    paidOn: 'お支払日',
    orderNumber: '注文番号',
    purchaseOrder: '発注番号',
    currency: '通貨',
    service: 'サービス',
    quantity: '数量',
    listPrice: '定価',
    discount: '割引',
    amount: '金額',
    otherDiscounts: '注文割引',
    prepaymentLine: '原稿サービスの前払い',
    prepaymentNote: '今後のご注文に使える残高として保持され、有効期限はありません。',
    subtotal: '小計',
    discounts: '割引',
    total: '合計 ({isoCode})',
    amountPaid: 'お支払済み金額',
    balanceDue: 'ご請求残高',
    paymentsReceived: '入金履歴',
    paidInFull: '全額お支払い済みです。ありがとうございました。',
    finalizing: 'この残高は経理部門で処理中のため、現在お支払いの必要はありません。',
    thanks: 'ご利用ありがとうございます。本請求書に関するお問い合わせ：{supportEmail}',
  },
};
