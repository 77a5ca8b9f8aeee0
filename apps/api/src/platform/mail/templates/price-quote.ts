import type { MailTemplate } from './template-types';

/** Sent with a price quote (`POST /api/price-quote/{estimateId}/email`); `quoteUrl` opens its PDF. */
export const priceQuote: MailTemplate = {
  params: ['name', 'estimateId', 'total', 'quoteUrl'],
  text: {
    en: {
      subject: 'Your Marginalia price quote {estimateId}',
      paragraphs: [
        'Hello {name},',
        'Here is your price quote {estimateId} for {total}. It lists the services you chose, the word count the price is based on and the expected delivery date.',
        'The quote is valid for 30 days. You can download it as a PDF with the button below.',
      ],
      action: { label: 'Download quote {estimateId} (PDF)', url: '{quoteUrl}' },
      closing: [
        'When you are ready to order, sign in and choose “Continue order”: your order form opens with the services and price of this quote, and you only need to add the details of your manuscript.',
        'If you have any questions about the quote, reply to this e-mail and mention its number.',
      ],
    },
    br: {
      subject: 'Seu orçamento Marginalia {estimateId}',
      paragraphs: [
        'Olá, {name},',
        'Segue o seu orçamento {estimateId}, no valor de {total}. Ele traz os serviços escolhidos, o número de palavras em que o preço se baseia e a data prevista de entrega.',
        'O orçamento é válido por 30 dias. Você pode baixá-lo em PDF pelo botão abaixo.',
      ],
      action: { label: 'Baixar orçamento {estimateId} (PDF)', url: '{quoteUrl}' },
      closing: [
        'Quando quiser fazer o pedido, entre na sua conta e escolha “Continuar pedido”: o formulário de pedido abre com os serviços e o preço deste orçamento, e basta completar os detalhes do manuscrito.',
        'Se tiver dúvidas sobre o orçamento, responda a este e-mail informando o número dele.',
      ],
    },
    cn: {
      subject: '您的 Marginalia 报价单 {estimateId}',
      paragraphs: [
        '{name}，您好：',
        '这是您的报价单 {estimateId}，总金额为 {total}。报价单列出了您选择的服务、计价所依据的单词数以及预计交付时间。',
        '本报价有效期为 30 天。您可以点击下方按钮下载 PDF 版报价单。',
      ],
      action: { label: '下载报价单 {estimateId}（PDF）', url: '{quoteUrl}' },
      closing: [
        '准备下单时，请登录账户并选择“继续订购”：订单表单将沿用本报价中的服务和价格，您只需补充稿件详情即可。',
        '如对报价有任何疑问，请直接回复此邮件并注明报价单编号。',
      ],
    },
    es: {
      subject: 'Su presupuesto de Marginalia {estimateId}',
      paragraphs: [
        'Hola, {name}:',
        'Le enviamos su presupuesto {estimateId} por un importe de {total}. En él figuran los servicios elegidos, el número de palabras en el que se basa el precio y la fecha de entrega prevista.',
        'El presupuesto es válido durante 30 días. Puede descargarlo en PDF con el botón de abajo.',
      ],
      action: { label: 'Descargar el presupuesto {estimateId} (PDF)', url: '{quoteUrl}' },
      closing: [
        'Cuando quiera hacer el pedido, inicie sesión y elija «Continuar pedido»: el formulario de pedido se abrirá con los servicios y el precio de este presupuesto, y solo tendrá que completar los datos del manuscrito.',
        'Si tiene alguna pregunta sobre el presupuesto, responda a este correo indicando su número.',
      ],
    },
    jp: {
      subject: '【Marginalia】お見積書 {estimateId} のご案内',
      paragraphs: [
        '{name} 様',
        'このたびはお見積りのご依頼をいただき、誠にありがとうございます。お見積書 {estimateId}（合計 {total}）をお送りいたします。ご選択いただいたサービス、価格の基準となるワード数、納品予定日を記載しております。',
        '本見積の有効期間は 30 日間です。下のボタンから PDF をダウンロードしていただけます。',
      ],
      action: { label: 'お見積書 {estimateId} をダウンロード（PDF）', url: '{quoteUrl}' },
      closing: [
        'ご注文の際は、ログインのうえ「注文を続ける」を選択してください。本見積のサービス内容と価格が注文フォームに引き継がれますので、原稿の詳細をご入力いただくだけでご注文いただけます。',
        'お見積りについてご不明な点がございましたら、見積番号を明記のうえ、このメールにご返信ください。',
      ],
    },
  },
};
