import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { GatewayMethod } from '../payment-gateway';

/** The sandbox's pages are served by the API, outside the web app: their strings live here ({name} = a value). */
export interface SandboxPageStrings {
  badge: string;
  noRealMoney: string;
  payWith: string;
  amount: string;
  description: string;
  reference: string;
  card: string;
  cardEnding: string;
  installments: string;
  installmentsValue: string;
  confirmLead: string;
  walletLead: string;
  qrLead: string;
  qrAlt: string;
  approve: string;
  refuse: string;
  approvedTitle: string;
  refusedTitle: string;
  decidedText: string;
  continue: string;
  notFoundTitle: string;
  notFoundText: string;
  bankName: string;
  boletoTitle: string;
  boletoLead: string;
  beneficiary: string;
  beneficiaryName: string;
  payer: string;
  dueDate: string;
  digitableLine: string;
  barcode: string;
  documentNumber: string;
  downloadPdf: string;
  markPaid: string;
  boletoPaidTitle: string;
  boletoPaidText: string;
  boletoInstructions: string;
  checkoutTitle: string;
  holder: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  confirmCard: string;
  saving: string;
  cardConfirmed: string;
  checkoutFailed: string;
  testCards: string;
  methods: Record<GatewayMethod, string>;
}

export const SANDBOX_PAGE_STRINGS: Record<SiteLanguage, SandboxPageStrings> = {
  en: {
    badge: 'Sandbox',
    noRealMoney: 'Sandbox — no real money',
    payWith: 'Pay with {method}',
    amount: 'Amount',
    description: 'For',
    reference: 'Payment reference',
    card: 'Card',
    cardEnding: '{type} ending in {lastFour}',
    installments: 'Installments',
    installmentsValue: '{count} × {amount}',
    confirmLead: 'Your bank asks you to confirm this card payment.',
    walletLead: 'This page stands in for {method}. Approve the payment to complete it, or refuse it to go back.',
    qrLead: 'Scan the code with your phone, or approve or refuse the payment here.',
    qrAlt: 'QR code of this payment',
    approve: 'Approve payment',
    refuse: 'Refuse payment',
    approvedTitle: 'Payment approved',
    refusedTitle: 'Payment refused',
    decidedText: 'This payment has already been decided.',
    continue: 'Return to Marginalia',
    notFoundTitle: 'Payment not found',
    notFoundText: 'This payment page does not exist or is no longer available.',
    bankName: 'Sandbox Bank',
    boletoTitle: 'Boleto bancário',
    boletoLead: 'This page stands in for your bank. Mark the boleto as paid to confirm the payment.',
    beneficiary: 'Beneficiary',
    beneficiaryName: 'Marginalia Editorial Services (sandbox)',
    payer: 'Payer',
    dueDate: 'Due date',
    digitableLine: 'Digitable line',
    barcode: 'Barcode',
    documentNumber: 'Document number',
    downloadPdf: 'Download the boleto (PDF)',
    markPaid: 'Mark as paid',
    boletoPaidTitle: 'Boleto paid',
    boletoPaidText: 'The bank confirmed the payment to Marginalia.',
    boletoInstructions: 'Pay at any bank, lottery outlet or online banking by the due date. This is a sandbox boleto: it cannot be paid with real money.',
    checkoutTitle: 'Card details',
    holder: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code',
    confirmCard: 'Confirm card',
    saving: 'Saving…',
    cardConfirmed: 'Card confirmed: {type} ending in {lastFour}',
    checkoutFailed: 'The card could not be saved. Please try again.',
    testCards: 'Test cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 is declined.',
    methods: {
      card: 'card', paypal: 'PayPal', alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay', 'allpago-card': 'Allpago (card)',
      'allpago-paypal': 'Allpago PayPal', 'wfoe-web': 'online banking', 'wfoe-qr': 'QR code payment', boleto: 'boleto',
    },
  },
  br: {
    badge: 'Sandbox',
    noRealMoney: 'Sandbox — nenhum dinheiro real',
    payWith: 'Pagar com {method}',
    amount: 'Valor',
    description: 'Referente a',
    reference: 'Referência do pagamento',
    card: 'Cartão',
    cardEnding: '{type} com final {lastFour}',
    installments: 'Parcelas',
    installmentsValue: '{count} × {amount}',
    confirmLead: 'Seu banco pede que você confirme este pagamento com cartão.',
    walletLead: 'Esta página substitui {method}. Aprove o pagamento para concluí-lo ou recuse-o para voltar.',
    qrLead: 'Leia o código com o celular ou aprove ou recuse o pagamento aqui.',
    qrAlt: 'Código QR deste pagamento',
    approve: 'Aprovar pagamento',
    refuse: 'Recusar pagamento',
    approvedTitle: 'Pagamento aprovado',
    refusedTitle: 'Pagamento recusado',
    decidedText: 'Este pagamento já foi decidido.',
    continue: 'Voltar para a Marginalia',
    notFoundTitle: 'Pagamento não encontrado',
    notFoundText: 'Esta página de pagamento não existe ou não está mais disponível.',
    bankName: 'Banco Sandbox',
    boletoTitle: 'Boleto bancário',
    boletoLead: 'Esta página substitui o seu banco. Marque o boleto como pago para confirmar o pagamento.',
    beneficiary: 'Beneficiário',
    beneficiaryName: 'Marginalia Serviços Editoriais (sandbox)',
    payer: 'Pagador',
    dueDate: 'Vencimento',
    digitableLine: 'Linha digitável',
    barcode: 'Código de barras',
    documentNumber: 'Número do documento',
    downloadPdf: 'Baixar o boleto (PDF)',
    markPaid: 'Marcar como pago',
    boletoPaidTitle: 'Boleto pago',
    boletoPaidText: 'O banco confirmou o pagamento à Marginalia.',
    boletoInstructions: 'Pague em qualquer banco, lotérica ou internet banking até o vencimento. Este é um boleto de sandbox: não pode ser pago com dinheiro real.',
    checkoutTitle: 'Dados do cartão',
    holder: 'Nome impresso no cartão',
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'Código de segurança',
    confirmCard: 'Confirmar cartão',
    saving: 'Salvando…',
    cardConfirmed: 'Cartão confirmado: {type} com final {lastFour}',
    checkoutFailed: 'Não foi possível salvar o cartão. Tente novamente.',
    testCards: 'Cartões de teste: 4111 1111 1111 1111 é aprovado, 4000 0000 0000 0002 é recusado.',
    methods: {
      card: 'cartão', paypal: 'PayPal', alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay', 'allpago-card': 'Allpago (cartão)',
      'allpago-paypal': 'Allpago PayPal', 'wfoe-web': 'internet banking', 'wfoe-qr': 'pagamento por QR code', boleto: 'boleto',
    },
  },
  cn: {
    badge: '沙盒',
    noRealMoney: '沙盒环境 — 不涉及真实资金',
    payWith: '使用{method}付款',
    amount: '金额',
    description: '付款内容',
    reference: '付款编号',
    card: '银行卡',
    cardEnding: '{type}，尾号 {lastFour}',
    installments: '分期',
    installmentsValue: '{count} × {amount}',
    confirmLead: '您的银行要求您确认此笔银行卡付款。',
    walletLead: '此页面模拟{method}。批准付款即可完成支付，拒绝则返回。',
    qrLead: '请用手机扫描二维码，或直接在此批准或拒绝付款。',
    qrAlt: '此笔付款的二维码',
    approve: '批准付款',
    refuse: '拒绝付款',
    approvedTitle: '付款已批准',
    refusedTitle: '付款已拒绝',
    decidedText: '此笔付款已处理。',
    continue: '返回 Marginalia',
    notFoundTitle: '未找到付款',
    notFoundText: '此付款页面不存在或已失效。',
    bankName: '沙盒银行',
    boletoTitle: 'Boleto 付款单',
    boletoLead: '此页面模拟您的银行。将 Boleto 标记为已付款即可确认付款。',
    beneficiary: '收款人',
    beneficiaryName: 'Marginalia 编辑服务（沙盒）',
    payer: '付款人',
    dueDate: '到期日',
    digitableLine: '可输入号码行',
    barcode: '条形码',
    documentNumber: '单据编号',
    downloadPdf: '下载 Boleto（PDF）',
    markPaid: '标记为已付款',
    boletoPaidTitle: 'Boleto 已付款',
    boletoPaidText: '银行已确认向 Marginalia 付款。',
    boletoInstructions: '请在到期日前通过任意银行、彩票网点或网上银行付款。这是沙盒 Boleto，无法用真实资金支付。',
    checkoutTitle: '银行卡信息',
    holder: '持卡人姓名',
    cardNumber: '卡号',
    expiry: '有效期（MM/YY）',
    cvv: '安全码',
    confirmCard: '确认银行卡',
    saving: '正在保存…',
    cardConfirmed: '银行卡已确认：{type}，尾号 {lastFour}',
    checkoutFailed: '无法保存银行卡，请重试。',
    testCards: '测试卡：4111 1111 1111 1111 会被批准，4000 0000 0000 0002 会被拒绝。',
    methods: {
      card: '银行卡', paypal: 'PayPal', alipay: '支付宝', wechat: '微信支付', unionpay: '银联', 'allpago-card': 'Allpago（银行卡）',
      'allpago-paypal': 'Allpago PayPal', 'wfoe-web': '网银支付', 'wfoe-qr': '扫码支付', boleto: 'Boleto',
    },
  },
  es: {
    badge: 'Sandbox',
    noRealMoney: 'Sandbox — sin dinero real',
    payWith: 'Pagar con {method}',
    amount: 'Importe',
    description: 'Concepto',
    reference: 'Referencia del pago',
    card: 'Tarjeta',
    cardEnding: '{type} terminada en {lastFour}',
    installments: 'Cuotas',
    installmentsValue: '{count} × {amount}',
    confirmLead: 'Su banco le pide que confirme este pago con tarjeta.',
    walletLead: 'Esta página sustituye a {method}. Apruebe el pago para completarlo o recháselo para volver.',
    qrLead: 'Escanee el código con el móvil, o apruebe o rechace el pago aquí.',
    qrAlt: 'Código QR de este pago',
    approve: 'Aprobar pago',
    refuse: 'Rechazar pago',
    approvedTitle: 'Pago aprobado',
    refusedTitle: 'Pago rechazado',
    decidedText: 'Este pago ya se ha decidido.',
    continue: 'Volver a Marginalia',
    notFoundTitle: 'Pago no encontrado',
    notFoundText: 'Esta página de pago no existe o ya no está disponible.',
    bankName: 'Banco Sandbox',
    boletoTitle: 'Boleto bancário',
    boletoLead: 'Esta página sustituye a su banco. Marque el boleto como pagado para confirmar el pago.',
    beneficiary: 'Beneficiario',
    beneficiaryName: 'Marginalia Servicios Editoriales (sandbox)',
    payer: 'Pagador',
    dueDate: 'Vencimiento',
    digitableLine: 'Línea digitable',
    barcode: 'Código de barras',
    documentNumber: 'Número de documento',
    downloadPdf: 'Descargar el boleto (PDF)',
    markPaid: 'Marcar como pagado',
    boletoPaidTitle: 'Boleto pagado',
    boletoPaidText: 'El banco ha confirmado el pago a Marginalia.',
    boletoInstructions: 'Pague en cualquier banco, casa de lotería o banca en línea antes del vencimiento. Este es un boleto de sandbox: no se puede pagar con dinero real.',
    checkoutTitle: 'Datos de la tarjeta',
    holder: 'Nombre en la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvv: 'Código de seguridad',
    confirmCard: 'Confirmar tarjeta',
    saving: 'Guardando…',
    cardConfirmed: 'Tarjeta confirmada: {type} terminada en {lastFour}',
    checkoutFailed: 'No se ha podido guardar la tarjeta. Inténtelo de nuevo.',
    testCards: 'Tarjetas de prueba: 4111 1111 1111 1111 se aprueba, 4000 0000 0000 0002 se rechaza.',
    methods: {
      card: 'tarjeta', paypal: 'PayPal', alipay: 'Alipay', wechat: 'WeChat Pay', unionpay: 'UnionPay', 'allpago-card': 'Allpago (tarjeta)',
      'allpago-paypal': 'Allpago PayPal', 'wfoe-web': 'banca en línea', 'wfoe-qr': 'pago con código QR', boleto: 'boleto',
    },
  },
  jp: {
    badge: 'サンドボックス',
    noRealMoney: 'サンドボックス — 実際のお金は動きません',
    payWith: '{method}で支払う',
    amount: '金額',
    description: '内容',
    reference: '支払い番号',
    card: 'カード',
    cardEnding: '{type}（末尾 {lastFour}）',
    installments: '分割回数',
    installmentsValue: '{count} × {amount}',
    confirmLead: 'カード会社がこのカード支払いの確認を求めています。',
    walletLead: 'このページは{method}の代わりです。支払いを承認すると完了し、拒否すると前の画面に戻ります。',
    qrLead: 'スマートフォンでコードを読み取るか、ここで支払いを承認または拒否してください。',
    qrAlt: 'この支払いの QR コード',
    approve: '支払いを承認',
    refuse: '支払いを拒否',
    approvedTitle: '支払いが承認されました',
    refusedTitle: '支払いが拒否されました',
    decidedText: 'この支払いはすでに処理されています。',
    continue: 'Marginalia に戻る',
    notFoundTitle: '支払いが見つかりません',
    notFoundText: 'この支払いページは存在しないか、すでに利用できません。',
    bankName: 'サンドボックス銀行',
    boletoTitle: 'ボレート（Boleto bancário）',
    boletoLead: 'このページは銀行の代わりです。ボレートを支払済みにすると支払いが確定します。',
    beneficiary: '受取人',
    beneficiaryName: 'Marginalia 編集サービス（サンドボックス）',
    payer: '支払人',
    dueDate: '支払期限',
    digitableLine: '入力用番号',
    barcode: 'バーコード',
    documentNumber: '書類番号',
    downloadPdf: 'ボレートをダウンロード（PDF）',
    markPaid: '支払済みにする',
    boletoPaidTitle: 'ボレートは支払済みです',
    boletoPaidText: '銀行が Marginalia への支払いを確認しました。',
    boletoInstructions: '支払期限までに銀行、宝くじ売り場、またはオンラインバンキングでお支払いください。これはサンドボックスのボレートのため、実際のお金では支払えません。',
    checkoutTitle: 'カード情報',
    holder: 'カード名義',
    cardNumber: 'カード番号',
    expiry: '有効期限（MM/YY）',
    cvv: 'セキュリティコード',
    confirmCard: 'カードを確認',
    saving: '保存しています…',
    cardConfirmed: 'カードを確認しました：{type}（末尾 {lastFour}）',
    checkoutFailed: 'カードを保存できませんでした。もう一度お試しください。',
    testCards: 'テストカード：4111 1111 1111 1111 は承認、4000 0000 0000 0002 は拒否されます。',
    methods: {
      card: 'カード', paypal: 'PayPal', alipay: 'Alipay（支付宝）', wechat: 'WeChat Pay', unionpay: '銀聯（UnionPay）', 'allpago-card': 'Allpago（カード）',
      'allpago-paypal': 'Allpago PayPal', 'wfoe-web': 'ネットバンキング', 'wfoe-qr': 'QRコード決済', boleto: 'ボレート',
    },
  },
};

/** `{name}` placeholders filled from `params`. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
