import type { MailTemplate } from './template-types';

export const welcome: MailTemplate = {
  params: ['name'],
  text: {
    en: {
      subject: 'Welcome to Marginalia',
      paragraphs: [
        'Hello {name},',
        'Thank you for creating your Marginalia account. From your account you can order English editing, translation, formatting and figure services for your manuscripts, follow each order as it progresses and download the finished files.',
        'Our automated tools — grammar check, digital editing and digital translation — are ready for you as well.',
      ],
      action: { label: 'Go to my account', url: '{siteUrl}' },
      closing: ['If you have any questions, simply reply to this e-mail and our support team will be glad to help.'],
    },
    br: {
      subject: 'Boas-vindas à Marginalia',
      paragraphs: [
        'Olá, {name},',
        'Obrigado por criar sua conta na Marginalia. Pela sua conta, você pode solicitar revisão de inglês, tradução, formatação e serviços de figuras para seus manuscritos, acompanhar o andamento de cada pedido e baixar os arquivos finalizados.',
        'Nossas ferramentas automáticas — verificação gramatical, edição digital e tradução digital — também estão à sua disposição.',
      ],
      action: { label: 'Acessar minha conta', url: '{siteUrl}' },
      closing: ['Se tiver alguma dúvida, basta responder a este e-mail que nossa equipe de suporte terá prazer em ajudar.'],
    },
    cn: {
      subject: '欢迎加入 Marginalia',
      paragraphs: [
        '{name}，您好：',
        '感谢您注册 Marginalia 账户。您可以在账户中为稿件订购英文润色、翻译、格式排版和图表服务，随时查看每份订单的进度，并下载完成的文件。',
        '您还可以使用我们的自动化工具：语法检查、数字润色和数字翻译。',
      ],
      action: { label: '进入我的账户', url: '{siteUrl}' },
      closing: ['如有任何疑问，请直接回复此邮件，我们的客服团队将竭诚为您服务。'],
    },
    es: {
      subject: 'Le damos la bienvenida a Marginalia',
      paragraphs: [
        'Hola, {name}:',
        'Gracias por crear su cuenta de Marginalia. Desde su cuenta puede encargar servicios de corrección de inglés, traducción, formato y figuras para sus manuscritos, seguir el avance de cada pedido y descargar los archivos terminados.',
        'También tiene a su disposición nuestras herramientas automáticas: revisión gramatical, edición digital y traducción digital.',
      ],
      action: { label: 'Ir a mi cuenta', url: '{siteUrl}' },
      closing: ['Si tiene cualquier pregunta, responda a este correo y nuestro equipo de atención al cliente le ayudará con mucho gusto.'],
    },
    jp: {
      subject: 'Marginalia へようこそ',
      paragraphs: [
        '{name} 様',
        'このたびは Marginalia アカウントにご登録いただき、誠にありがとうございます。マイアカウントから、原稿の英文校正・翻訳・フォーマット調整・図表作成サービスのご注文、各ご注文の進捗確認、完成ファイルのダウンロードを行っていただけます。',
        '文法チェック、デジタル校正、デジタル翻訳といった自動ツールもご利用いただけます。',
      ],
      action: { label: 'マイアカウントへ', url: '{siteUrl}' },
      closing: ['ご不明な点がございましたら、このメールにご返信ください。サポートチームがご対応いたします。'],
    },
  },
};
