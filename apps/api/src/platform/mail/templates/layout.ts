import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { MailLayout } from './template-types';

export const MAIL_LAYOUT: Record<SiteLanguage, MailLayout> = {
  en: {
    signOff: ['Kind regards,', 'The Marginalia team'],
    linkFallback: 'If the button does not work, copy this address into your browser:',
  },
  br: {
    signOff: ['Atenciosamente,', 'Equipe Marginalia'],
    linkFallback: 'Se o botão não funcionar, copie este endereço e cole no seu navegador:',
  },
  cn: {
    signOff: ['祝好！', 'Marginalia 团队'],
    linkFallback: '如果按钮无法打开，请将以下链接复制到浏览器中访问：',
  },
  es: {
    signOff: ['Atentamente,', 'El equipo de Marginalia'],
    linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  },
  jp: {
    signOff: ['今後ともよろしくお願いいたします。', 'Marginalia サポートチーム'],
    linkFallback: 'ボタンが機能しない場合は、以下の URL をブラウザに貼り付けてアクセスしてください：',
  },
};
