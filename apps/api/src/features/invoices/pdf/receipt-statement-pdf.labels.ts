import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** Words of a payment receipt and of a statement of delivery, per site language. */
export interface ReceiptPdfLabels {
  documentTitle: string;
  number: string;
  paidOn: string;
  method: string;
  card: string;
  currency: string;
  amountPaid: string;
  receivedFrom: string;
  appliedTo: string;
  invoice: string;
  description: string;
  amount: string;
  confirmation: string;
}

export interface StatementPdfLabels {
  documentTitle: string;
  intro: string;
  orderNumber: string;
  invoiceNumber: string;
  manuscriptTitle: string;
  orderedOn: string;
  deliveredOn: string;
  issuedOn: string;
  wordCount: string;
  customer: string;
  servicesDelivered: string;
  service: string;
  quantity: string;
  certification: string;
}

export const RECEIPT_PDF_LABELS: Record<SiteLanguage, ReceiptPdfLabels> = {
  en: {
    documentTitle: 'Payment receipt',
    number: 'Receipt no. {paymentId}',
    paidOn: 'Payment date',
    method: 'Payment method',
    card: '{type} ending in {lastFour}',
    currency: 'Currency',
    amountPaid: 'Amount paid',
    receivedFrom: 'Received from',
    appliedTo: 'Applied to',
    invoice: 'Invoice',
    description: 'Description',
    amount: 'Amount',
    confirmation: 'We confirm that we have received this payment. Thank you.',
  },
  br: {
    documentTitle: 'Recibo de pagamento',
    number: 'Recibo nº {paymentId}',
    paidOn: 'Data do pagamento',
    method: 'Forma de pagamento',
    card: '{type} com final {lastFour}',
    currency: 'Moeda',
    amountPaid: 'Valor pago',
    receivedFrom: 'Recebido de',
    appliedTo: 'Aplicado a',
    invoice: 'Fatura',
    description: 'Descrição',
    amount: 'Valor',
    confirmation: 'Confirmamos o recebimento deste pagamento. Obrigado.',
  },
  cn: {
    documentTitle: '付款收据',
    number: '收据号 {paymentId}',
    paidOn: '付款日期',
    method: '付款方式',
    card: '{type}，尾号 {lastFour}',
    currency: '币种',
    amountPaid: '付款金额',
    receivedFrom: '付款人',
    appliedTo: '用于支付',
    invoice: '账单',
    description: '说明',
    amount: '金额',
    confirmation: '我们确认已收到此笔付款，谢谢。',
  },
  es: {
    documentTitle: 'Recibo de pago',
    number: 'Recibo n.º {paymentId}',
    paidOn: 'Fecha de pago',
    method: 'Forma de pago',
    card: '{type} terminada en {lastFour}',
    currency: 'Moneda',
    amountPaid: 'Importe pagado',
    receivedFrom: 'Recibido de',
    appliedTo: 'Aplicado a',
    invoice: 'Factura',
    description: 'Descripción',
    amount: 'Importe',
    confirmation: 'Confirmamos que hemos recibido este pago. Gracias.',
  },
  jp: {
    documentTitle: '領収書',
    number: '領収書番号 {paymentId}',
    paidOn: 'お支払日',
    method: 'お支払方法',
    card: '{type}（末尾 {lastFour}）',
    currency: '通貨',
    amountPaid: 'お支払金額',
    receivedFrom: 'お支払者',
    appliedTo: '充当先',
    invoice: '請求書',
    description: '内容',
    amount: '金額',
    confirmation: '上記の金額を正に領収いたしました。ありがとうございました。',
  },
};

export const STATEMENT_PDF_LABELS: Record<SiteLanguage, StatementPdfLabels> = {
  en: {
    documentTitle: 'Statement of delivery',
    intro: '{company} confirms that the services below were delivered for order {orderNumber}.',
    orderNumber: 'Order no.',
    invoiceNumber: 'Invoice no.',
    manuscriptTitle: 'Manuscript',
    orderedOn: 'Ordered on',
    deliveredOn: 'Delivered on',
    issuedOn: 'Statement date',
    wordCount: 'Word count',
    customer: 'Customer',
    servicesDelivered: 'Services delivered',
    service: 'Service',
    quantity: 'Qty',
    certification: 'All services listed above were completed and delivered to the customer in full.',
  },
  br: {
    documentTitle: 'Declaração de entrega',
    intro: '{company} declara que os serviços abaixo foram entregues referentes ao pedido {orderNumber}.',
    orderNumber: 'Pedido nº',
    invoiceNumber: 'Fatura nº',
    manuscriptTitle: 'Manuscrito',
    orderedOn: 'Pedido em',
    deliveredOn: 'Entregue em',
    issuedOn: 'Data da declaração',
    wordCount: 'Número de palavras',
    customer: 'Cliente',
    servicesDelivered: 'Serviços entregues',
    service: 'Serviço',
    quantity: 'Qtd.',
    certification: 'Todos os serviços listados acima foram concluídos e entregues integralmente ao cliente.',
  },
  cn: {
    documentTitle: '服务交付证明',
    intro: '{company}确认已为订单 {orderNumber} 交付以下服务。',
    orderNumber: '订单号',
    invoiceNumber: '账单号',
    manuscriptTitle: '稿件',
    orderedOn: '下单日期',
    deliveredOn: '交付日期',
    issuedOn: '证明日期',
    wordCount: '字数',
    customer: '客户',
    servicesDelivered: '已交付服务',
    service: '服务',
    quantity: '数量',
    certification: '以上所列服务均已完成并全部交付给客户。',
  },
  es: {
    documentTitle: 'Certificado de entrega',
    intro: '{company} confirma que los servicios siguientes se entregaron para el pedido {orderNumber}.',
    orderNumber: 'Pedido n.º',
    invoiceNumber: 'Factura n.º',
    manuscriptTitle: 'Manuscrito',
    orderedOn: 'Fecha del pedido',
    deliveredOn: 'Fecha de entrega',
    issuedOn: 'Fecha del certificado',
    wordCount: 'Número de palabras',
    customer: 'Cliente',
    servicesDelivered: 'Servicios entregados',
    service: 'Servicio',
    quantity: 'Cant.',
    certification: 'Todos los servicios indicados se completaron y se entregaron íntegramente al cliente.',
  },
  jp: {
    documentTitle: '納品証明書',
    intro: '{company}は、ご注文 {orderNumber} について下記のサービスを納品したことを証明します。',
    orderNumber: '注文番号',
    invoiceNumber: '請求書番号',
    manuscriptTitle: '原稿',
    orderedOn: 'ご注文日',
    deliveredOn: '納品日',
    issuedOn: '発行日',
    wordCount: '語数',
    customer: 'お客様',
    servicesDelivered: '納品したサービス',
    service: 'サービス',
    quantity: '数量',
    certification: '上記のサービスはすべて完了し、お客様に納品済みです。',
  },
};
