import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import type { MailTemplate } from './template-types';

/**
 * Sent when staff complete an order (features/staff/orders). `nextSteps` is the paragraph of
 * `orderCompletedNextSteps`: the files are ready to download, or wait for the payment, plus the
 * certificate when one was issued.
 */
export const orderCompleted: MailTemplate = {
  params: ['name', 'orderNumber', 'title', 'nextSteps'],
  text: {
    en: {
      subject: 'Your order {orderNumber} is complete',
      paragraphs: ['Hello {name},', 'Good news: our editors have finished your order {orderNumber}, “{title}”.', '{nextSteps}'],
      action: { label: 'Open order {orderNumber}', url: '{siteUrl}/en/researcher/details/{orderNumber}' },
      closing: ['If you have any question about the edits, reply to this e-mail and mention the order number. Thank you for working with us.'],
    },
    br: {
      subject: 'Seu pedido {orderNumber} foi concluído',
      paragraphs: ['Olá, {name},', 'Boas notícias: nossos editores concluíram o seu pedido {orderNumber}, “{title}”.', '{nextSteps}'],
      action: { label: 'Abrir o pedido {orderNumber}', url: '{siteUrl}/br/researcher/details/{orderNumber}' },
      closing: ['Se tiver alguma dúvida sobre as edições, responda a este e-mail informando o número do pedido. Obrigado por trabalhar conosco.'],
    },
    cn: {
      subject: '您的订单 {orderNumber} 已完成',
      paragraphs: ['{name}，您好：', '好消息：我们的编辑已完成您的订单 {orderNumber}（“{title}”）。', '{nextSteps}'],
      action: { label: '打开订单 {orderNumber}', url: '{siteUrl}/cn/researcher/details/{orderNumber}' },
      closing: ['如对修改内容有任何疑问，请回复此邮件并注明订单号。感谢您的信任。'],
    },
    es: {
      subject: 'Su pedido {orderNumber} está terminado',
      paragraphs: ['Hola, {name}:', 'Buenas noticias: nuestros editores han terminado su pedido {orderNumber}, «{title}».', '{nextSteps}'],
      action: { label: 'Abrir el pedido {orderNumber}', url: '{siteUrl}/es/researcher/details/{orderNumber}' },
      closing: ['Si tiene alguna pregunta sobre las correcciones, responda a este correo indicando el número de pedido. Gracias por confiar en nosotros.'],
    },
    jp: {
      subject: '【Marginalia】ご注文 {orderNumber} の作業が完了しました',
      paragraphs: ['{name} 様', 'ご注文 {orderNumber}「{title}」の作業が完了いたしました。', '{nextSteps}'],
      action: { label: 'ご注文 {orderNumber} を開く', url: '{siteUrl}/jp/researcher/details/{orderNumber}' },
      closing: ['編集内容についてご質問がございましたら、注文番号を明記のうえ、このメールにご返信ください。今後ともよろしくお願いいたします。'],
    },
  },
};

const READY: Record<SiteLanguage, string> = {
  en: 'Your edited files are ready: you can download them from the order page.',
  br: 'Seus arquivos editados estão prontos: você pode baixá-los na página do pedido.',
  cn: '您的编辑文件已准备就绪，可在订单页面下载。',
  es: 'Sus archivos corregidos están listos: puede descargarlos desde la página del pedido.',
  jp: '編集済みファイルの準備が整いました。ご注文ページからダウンロードしていただけます。',
};

const AWAITING_PAYMENT: Record<SiteLanguage, string> = {
  en: 'Your edited files will be available to download from the order page as soon as we have received your payment.',
  br: 'Seus arquivos editados estarão disponíveis para download na página do pedido assim que recebermos o seu pagamento.',
  cn: '我们收到您的付款后，您即可在订单页面下载编辑文件。',
  es: 'Sus archivos corregidos podrán descargarse desde la página del pedido en cuanto recibamos su pago.',
  jp: 'お支払いを確認でき次第、ご注文ページから編集済みファイルをダウンロードしていただけます。',
};

const CERTIFICATE: Record<SiteLanguage, string> = {
  en: 'Your editing certificate has also been issued (code {code}). Check the title and authors on the order page before sharing it.',
  br: 'Seu certificado de edição também foi emitido (código {code}). Confira o título e os autores na página do pedido antes de compartilhá-lo.',
  cn: '您的编辑证书也已签发（编号 {code}）。分享前请在订单页面核对标题和作者。',
  es: 'También hemos emitido su certificado de edición (código {code}). Revise el título y los autores en la página del pedido antes de compartirlo.',
  jp: '英文校正証明書も発行いたしました（証明書番号 {code}）。共有される前に、ご注文ページでタイトルと著者名をご確認ください。',
};

/** The `nextSteps` parameter: downloads now or after payment, and the certificate when there is one. */
export function orderCompletedNextSteps(language: SiteLanguage, facts: { downloadAvailable: boolean; certificateCode: string | null }): string {
  const files = facts.downloadAvailable ? READY[language] : AWAITING_PAYMENT[language];
  return facts.certificateCode ? `${files}\n${interpolate(CERTIFICATE[language], { code: facts.certificateCode })}` : files;
}
