import type { MailTemplate } from './template-types';

/**
 * Sent when an order form becomes an order (features/order-form/payment/order-conversion.service.ts).
 * `services` is the list of services, `total` and `deadline` are already formatted for the recipient, and
 * `paymentStatus` is the payment paragraph of order-confirmation-status.ts (paid, awaiting a bank
 * transfer with the bank account, awaiting a boleto with its link).
 */
export const orderConfirmation: MailTemplate = {
  params: ['name', 'orderNumber', 'link', 'title', 'services', 'total', 'deadline', 'paymentStatus'],
  text: {
    en: {
      subject: 'We have received your order {orderNumber}',
      paragraphs: [
        'Hello {name},',
        'Thank you for your order. We have received order {orderNumber}, and our team will start working on it shortly.',
        'Title: {title}\nServices: {services}\nTotal: {total}\nExpected delivery: {deadline}',
        '{paymentStatus}',
        'On the order page you can follow its progress, check the expected delivery date and download the finished files.',
      ],
      action: { label: 'View order {orderNumber}', url: '{link}' },
      closing: ['If anything in the order needs to change, reply to this e-mail and mention the order number.'],
    },
    br: {
      subject: 'Recebemos seu pedido {orderNumber}',
      paragraphs: [
        'Olá, {name},',
        'Obrigado pelo seu pedido. Recebemos o pedido {orderNumber}, e nossa equipe começará a trabalhar nele em breve.',
        'Título: {title}\nServiços: {services}\nTotal: {total}\nEntrega prevista: {deadline}',
        '{paymentStatus}',
        'Na página do pedido, você pode acompanhar o andamento, consultar a data prevista de entrega e baixar os arquivos finalizados.',
      ],
      action: { label: 'Ver pedido {orderNumber}', url: '{link}' },
      closing: ['Se precisar alterar algo no pedido, responda a este e-mail informando o número do pedido.'],
    },
    cn: {
      subject: '我们已收到您的订单 {orderNumber}',
      paragraphs: [
        '{name}，您好：',
        '感谢您的订购。我们已收到订单 {orderNumber}，我们的团队将尽快开始处理。',
        '标题：{title}\n服务：{services}\n总计：{total}\n预计交付：{deadline}',
        '{paymentStatus}',
        '您可以在订单页面查看处理进度和预计交付日期，并下载完成的文件。',
      ],
      action: { label: '查看订单 {orderNumber}', url: '{link}' },
      closing: ['如需修改订单内容，请回复此邮件并注明订单号。'],
    },
    es: {
      subject: 'Hemos recibido su pedido {orderNumber}',
      paragraphs: [
        'Hola, {name}:',
        'Gracias por su pedido. Hemos recibido el pedido {orderNumber} y nuestro equipo empezará a trabajar en él en breve.',
        'Título: {title}\nServicios: {services}\nTotal: {total}\nEntrega prevista: {deadline}',
        '{paymentStatus}',
        'En la página del pedido puede seguir su avance, consultar la fecha de entrega prevista y descargar los archivos terminados.',
      ],
      action: { label: 'Ver el pedido {orderNumber}', url: '{link}' },
      closing: ['Si necesita cambiar algo del pedido, responda a este correo indicando el número de pedido.'],
    },
    jp: {
      subject: '【Marginalia】ご注文 {orderNumber} を承りました',
      paragraphs: [
        '{name} 様',
        'このたびはご注文いただき、誠にありがとうございます。ご注文 {orderNumber} を承りました。担当チームが間もなく作業を開始いたします。',
        'タイトル：{title}\nサービス：{services}\n合計：{total}\n納品予定：{deadline}',
        '{paymentStatus}',
        'ご注文ページでは、進捗状況や納品予定日の確認、完成ファイルのダウンロードを行っていただけます。',
      ],
      action: { label: 'ご注文 {orderNumber} を確認する', url: '{link}' },
      closing: ['ご注文内容の変更が必要な場合は、注文番号を明記のうえ、このメールにご返信ください。'],
    },
  },
};
