import type { MailTemplate } from './template-types';

/** Sent when staff issue a requested fapiao: its number and where to download the PDF. */
export const fapiaoIssued: MailTemplate = {
  params: ['name', 'invoiceNumber', 'number', 'organizationName', 'link'],
  text: {
    en: {
      subject: 'Your fapiao for invoice {invoiceNumber} has been issued',
      paragraphs: [
        'Hello {name},',
        'The fapiao you requested for invoice {invoiceNumber} has been issued to {organizationName}. Fapiao number: {number}.',
        'You can download the PDF from your invoice list at any time.',
      ],
      action: { label: 'Open my invoices', url: '{link}' },
      closing: ['If any detail on the fapiao is wrong, reply to this e-mail and we will help you.'],
    },
    br: {
      subject: 'Seu fapiao da fatura {invoiceNumber} foi emitido',
      paragraphs: [
        'Olá, {name},',
        'O fapiao que você solicitou para a fatura {invoiceNumber} foi emitido em nome de {organizationName}. Número do fapiao: {number}.',
        'Você pode baixar o PDF na sua lista de faturas a qualquer momento.',
      ],
      action: { label: 'Abrir minhas faturas', url: '{link}' },
      closing: ['Se algum dado do fapiao estiver incorreto, responda a este e-mail e nós ajudaremos.'],
    },
    cn: {
      subject: '您的发票 {invoiceNumber} 的发票（fapiao）已开具',
      paragraphs: [
        '{name}，您好：',
        '您为发票 {invoiceNumber} 申请的发票已开具，抬头为 {organizationName}，发票号码：{number}。',
        '您可以随时在发票列表中下载 PDF 文件。',
      ],
      action: { label: '打开我的发票', url: '{link}' },
      closing: ['如发票信息有误，请直接回复此邮件，我们将为您处理。'],
    },
    es: {
      subject: 'Se ha emitido su fapiao de la factura {invoiceNumber}',
      paragraphs: [
        'Hola, {name}:',
        'Se ha emitido a nombre de {organizationName} el fapiao que solicitó para la factura {invoiceNumber}. Número del fapiao: {number}.',
        'Puede descargar el PDF desde su lista de facturas en cualquier momento.',
      ],
      action: { label: 'Abrir mis facturas', url: '{link}' },
      closing: ['Si algún dato del fapiao no es correcto, responda a este correo y le ayudaremos.'],
    },
    jp: {
      subject: '【Marginalia】請求書 {invoiceNumber} の発票を発行しました',
      paragraphs: [
        '{name} 様',
        'ご依頼いただいた請求書 {invoiceNumber} の発票を {organizationName} 宛てに発行いたしました。発票番号：{number}',
        'PDF は請求書一覧からいつでもダウンロードいただけます。',
      ],
      action: { label: '請求書一覧を開く', url: '{link}' },
      closing: ['発票の記載内容に誤りがございましたら、このメールにご返信ください。'],
    },
  },
};
