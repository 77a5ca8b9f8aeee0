import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * Every word printed on a price quote, per site language. `{name}` placeholders are filled with
 * `interpolate`. Kept apart from the drawing code so translators edit sentences, not layout.
 */
export interface PriceQuotePdfLabels {
  documentTitle: string;
  estimateNumber: string;
  issuedOn: string;
  validUntil: string;
  currency: string;
  preparedFor: string;
  manuscript: string;
  manuscriptTitle: string;
  fileName: string;
  wordCount: string;
  words: string;
  language: string;
  notProvided: string;
  services: string;
  service: string;
  quantity: string;
  listPrice: string;
  discount: string;
  lineTotal: string;
  discounts: string;
  discountWithCode: string;
  subtotal: string;
  total: string;
  delivery: string;
  turnaround: string;
  rush: string;
  standard: string;
  deadline: string;
  timeZone: string;
  deadlineNote: string;
  howPriceWasMade: string;
  priceBasisFile: string;
  priceBasisEntered: string;
  priceLock: string;
  priceNoWordCount: string;
  priceRush: string;
  validity: string;
  notes: string;
  nextSteps: string;
  convert: string;
  page: string;
}

export const PRICE_QUOTE_PDF_LABELS: Record<SiteLanguage, PriceQuotePdfLabels> = {
  en: {
    documentTitle: 'Price quote',
    estimateNumber: 'Quote no. {estimateId}',
    issuedOn: 'Date of quote',
    validUntil: 'Valid until',
    currency: 'Currency',
    preparedFor: 'Prepared for',
    manuscript: 'Manuscript',
    manuscriptTitle: 'Title',
    fileName: 'File',
    wordCount: 'Word count',
    words: '{count} words',
    language: 'Language',
    notProvided: 'Not provided yet',
    services: 'Services',
    service: 'Service',
    quantity: 'Qty',
    listPrice: 'List price',
    discount: 'Discount',
    lineTotal: 'Total',
    discounts: 'Discounts applied',
    discountWithCode: '{description} (code {code})',
    subtotal: 'Subtotal',
    total: 'Total ({isoCode})',
    delivery: 'Delivery',
    turnaround: 'Turnaround',
    rush: 'Rush',
    standard: 'Standard',
    deadline: 'Delivered by',
    timeZone: 'Time zone',
    deadlineNote: 'The delivery date assumes the order is placed on the date of this quote; it is recalculated from the day you order.',
    howPriceWasMade: 'How this price was calculated',
    priceBasisFile: 'The price is based on {wordCount} words, counted in your file {fileName}.',
    priceBasisEntered: 'The price is based on {wordCount} words, the word count given for the manuscript.',
    priceLock:
      'This price is fixed for that word count until {validUntil}. If the manuscript you submit has a different word count, the price is recalculated for the new count before you pay.',
    priceNoWordCount: 'The services in this quote are not priced by word count.',
    priceRush: 'Rush delivery is included in the price.',
    validity: 'This quote is valid for {days} days, until {validUntil}.',
    notes: 'Notes',
    nextSteps: 'How to order',
    convert:
      'To turn this quote into an order, sign in at {website}, open your order form and choose “Continue order”: the services and price of this quote are kept. For any question, write to {supportEmail} and mention quote {estimateId}.',
    page: 'Page {page} of {pageCount}',
  },
  br: {
    documentTitle: 'Orçamento',
    estimateNumber: 'Orçamento nº {estimateId}',
    issuedOn: 'Data do orçamento',
    validUntil: 'Válido até',
    currency: 'Moeda',
    preparedFor: 'Preparado para',
    manuscript: 'Manuscrito',
    manuscriptTitle: 'Título',
    fileName: 'Arquivo',
    wordCount: 'Número de palavras',
    words: '{count} palavras',
    language: 'Idioma',
    notProvided: 'Ainda não informado',
    services: 'Serviços',
    service: 'Serviço',
    quantity: 'Qtd.',
    listPrice: 'Preço de tabela',
    discount: 'Desconto',
    lineTotal: 'Total',
    discounts: 'Descontos aplicados',
    discountWithCode: '{description} (código {code})',
    subtotal: 'Subtotal',
    total: 'Total ({isoCode})',
    delivery: 'Entrega',
    turnaround: 'Prazo',
    rush: 'Urgente',
    standard: 'Padrão',
    deadline: 'Entrega até',
    timeZone: 'Fuso horário',
    deadlineNote:
      'A data de entrega considera um pedido feito na data deste orçamento; ela é recalculada a partir do dia em que você fizer o pedido.',
    howPriceWasMade: 'Como este preço foi calculado',
    priceBasisFile: 'O preço se baseia em {wordCount} palavras, contadas no seu arquivo {fileName}.',
    priceBasisEntered: 'O preço se baseia em {wordCount} palavras, a contagem informada para o manuscrito.',
    priceLock:
      'Este preço fica garantido para essa contagem de palavras até {validUntil}. Se o manuscrito enviado tiver outro número de palavras, o preço será recalculado para a nova contagem antes do pagamento.',
    priceNoWordCount: 'Os serviços deste orçamento não são cobrados por número de palavras.',
    priceRush: 'A entrega urgente está incluída no preço.',
    validity: 'Este orçamento é válido por {days} dias, até {validUntil}.',
    notes: 'Observações',
    nextSteps: 'Como fazer o pedido',
    convert:
      'Para transformar este orçamento em pedido, entre em {website}, abra seu formulário de pedido e escolha “Continuar pedido”: os serviços e o preço deste orçamento são mantidos. Em caso de dúvidas, escreva para {supportEmail} informando o orçamento {estimateId}.',
    page: 'Página {page} de {pageCount}',
  },
  cn: {
    documentTitle: '报价单',
    estimateNumber: '报价单编号：{estimateId}',
    issuedOn: '报价日期',
    validUntil: '有效期至',
    currency: '币种',
    preparedFor: '客户',
    manuscript: '稿件',
    manuscriptTitle: '标题',
    fileName: '文件',
    wordCount: '单词数',
    words: '{count} 词',
    language: '语言',
    notProvided: '尚未提供',
    services: '服务项目',
    service: '服务',
    quantity: '数量',
    listPrice: '标价',
    discount: '折扣',
    lineTotal: '金额',
    discounts: '已享折扣',
    discountWithCode: '{description}（优惠码 {code}）',
    subtotal: '小计',
    total: '总计（{isoCode}）',
    delivery: '交付',
    turnaround: '交付方式',
    rush: '加急',
    standard: '标准',
    deadline: '预计交付时间',
    timeZone: '时区',
    deadlineNote: '交付时间按报价当日下单计算；实际下单时将根据下单日期重新计算。',
    howPriceWasMade: '价格计算说明',
    priceBasisFile: '本报价基于从您的文件 {fileName} 中统计出的 {wordCount} 个单词。',
    priceBasisEntered: '本报价基于为稿件填写的单词数：{wordCount} 个单词。',
    priceLock: '在 {validUntil} 之前，该单词数对应的价格保持不变。如果您提交的稿件单词数不同，我们将在付款前按新的单词数重新计算价格。',
    priceNoWordCount: '本报价中的服务不按单词数计价。',
    priceRush: '价格已包含加急费用。',
    validity: '本报价有效期为 {days} 天，至 {validUntil} 止。',
    notes: '备注',
    nextSteps: '如何下单',
    convert:
      '如需将本报价转为订单，请登录 {website}，打开您的订单表单并选择“继续订购”，本报价中的服务和价格将保持不变。如有任何疑问，请发送邮件至 {supportEmail}，并注明报价单编号 {estimateId}。',
    page: '第 {page} 页，共 {pageCount} 页',
  },
  es: {
    documentTitle: 'Presupuesto',
    estimateNumber: 'Presupuesto n.º {estimateId}',
    issuedOn: 'Fecha del presupuesto',
    validUntil: 'Válido hasta',
    currency: 'Moneda',
    preparedFor: 'Preparado para',
    manuscript: 'Manuscrito',
    manuscriptTitle: 'Título',
    fileName: 'Archivo',
    wordCount: 'Número de palabras',
    words: '{count} palabras',
    language: 'Idioma',
    notProvided: 'Aún no indicado',
    services: 'Servicios',
    service: 'Servicio',
    quantity: 'Cant.',
    listPrice: 'Precio de lista',
    discount: 'Descuento',
    lineTotal: 'Total',
    discounts: 'Descuentos aplicados',
    discountWithCode: '{description} (código {code})',
    subtotal: 'Subtotal',
    total: 'Total ({isoCode})',
    delivery: 'Entrega',
    turnaround: 'Plazo',
    rush: 'Urgente',
    standard: 'Estándar',
    deadline: 'Entrega antes de',
    timeZone: 'Zona horaria',
    deadlineNote:
      'La fecha de entrega supone que el pedido se realiza en la fecha de este presupuesto; se recalcula a partir del día en que haga el pedido.',
    howPriceWasMade: 'Cómo se ha calculado este precio',
    priceBasisFile: 'El precio se basa en {wordCount} palabras, contadas en su archivo {fileName}.',
    priceBasisEntered: 'El precio se basa en {wordCount} palabras, el número de palabras indicado para el manuscrito.',
    priceLock:
      'Este precio se mantiene para ese número de palabras hasta el {validUntil}. Si el manuscrito que envíe tiene otro número de palabras, el precio se recalculará para el nuevo recuento antes del pago.',
    priceNoWordCount: 'Los servicios de este presupuesto no se cobran por número de palabras.',
    priceRush: 'La entrega urgente está incluida en el precio.',
    validity: 'Este presupuesto es válido durante {days} días, hasta el {validUntil}.',
    notes: 'Observaciones',
    nextSteps: 'Cómo hacer el pedido',
    convert:
      'Para convertir este presupuesto en un pedido, inicie sesión en {website}, abra su formulario de pedido y elija «Continuar pedido»: se conservan los servicios y el precio de este presupuesto. Si tiene alguna pregunta, escriba a {supportEmail} indicando el presupuesto {estimateId}.',
    page: 'Página {page} de {pageCount}',
  },
  jp: {
    documentTitle: 'お見積書',
    estimateNumber: '見積番号：{estimateId}',
    issuedOn: '見積日',
    validUntil: '有効期限',
    currency: '通貨',
    preparedFor: 'お客様',
    manuscript: '原稿',
    manuscriptTitle: 'タイトル',
    fileName: 'ファイル',
    wordCount: 'ワード数',
    words: '{count} ワード',
    language: '言語',
    notProvided: '未指定',
    services: 'サービス内容',
    service: 'サービス',
    quantity: '数量',
    listPrice: '定価',
    discount: '割引',
    lineTotal: '金額',
    discounts: '適用された割引',
    discountWithCode: '{description}（コード {code}）',
    subtotal: '小計',
    total: '合計（{isoCode}）',
    delivery: '納品',
    turnaround: '納期区分',
    rush: '特急',
    standard: '通常',
    deadline: '納品予定',
    timeZone: 'タイムゾーン',
    deadlineNote: '納品予定は見積日にご注文いただいた場合の日時です。実際の納品予定はご注文日をもとに再計算されます。',
    howPriceWasMade: '価格の算出方法',
    priceBasisFile: '本見積は、ご提出ファイル {fileName} から集計した {wordCount} ワードに基づいています。',
    priceBasisEntered: '本見積は、原稿について入力されたワード数（{wordCount} ワード）に基づいています。',
    priceLock:
      '{validUntil}まで、このワード数に対する価格は変わりません。ご提出いただく原稿のワード数が異なる場合は、お支払い前に新しいワード数で価格を再計算いたします。',
    priceNoWordCount: '本見積のサービスはワード数による料金ではありません。',
    priceRush: '特急料金は価格に含まれています。',
    validity: '本見積の有効期間は {days} 日間（{validUntil}まで）です。',
    notes: '備考',
    nextSteps: 'ご注文方法',
    convert:
      'この見積をご注文に切り替えるには、{website} にログインし、注文フォームを開いて「注文を続ける」を選択してください。本見積のサービス内容と価格がそのまま引き継がれます。ご不明な点は、見積番号 {estimateId} を明記のうえ {supportEmail} までお問い合わせください。',
    page: '{page} / {pageCount} ページ',
  },
};
