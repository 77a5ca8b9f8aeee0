import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * Every word printed on the referral flyer, per site language. `{name}`, `{amount}` and `{company}` are
 * filled in by the flyer. Kept apart from the drawing so translators edit sentences, not layout.
 */
export interface FlyerLabels {
  tagline: string;
  headline: string;
  recommendation: string;
  services: [string, string, string, string];
  scan: string;
  code: string;
  terms: string;
}

export const FLYER_LABELS: Record<SiteLanguage, FlyerLabels> = {
  en: {
    tagline: 'Editing and translation for researchers',
    headline: '{amount} off your first order',
    recommendation: '{name} recommends {company} for getting manuscripts ready for journals.',
    services: ['English language editing by subject experts', 'Translation of research papers', 'Formatting and figure preparation', 'An editing certificate for your submission'],
    scan: 'Scan to claim your discount',
    code: 'Referral code',
    terms: 'For new customers: the discount applies to the first order of a new account.',
  },
  br: {
    tagline: 'Revisão e tradução para pesquisadores',
    headline: '{amount} de desconto no seu primeiro pedido',
    recommendation: '{name} recomenda a {company} para preparar manuscritos para as revistas.',
    services: ['Revisão de inglês por especialistas da área', 'Tradução de artigos científicos', 'Formatação e preparação de figuras', 'Certificado de revisão para a submissão'],
    scan: 'Escaneie para receber o desconto',
    code: 'Código de indicação',
    terms: 'Para novos clientes: o desconto vale no primeiro pedido de uma nova conta.',
  },
  cn: {
    tagline: '面向科研人员的润色与翻译服务',
    headline: '首单立减 {amount}',
    recommendation: '{name} 向您推荐 {company}，助您的论文顺利投稿。',
    services: ['学科专家英文润色', '科研论文翻译', '排版与图表制作', '投稿用润色证明'],
    scan: '扫码领取优惠',
    code: '推荐码',
    terms: '仅限新客户：优惠适用于新账户的首个订单。',
  },
  es: {
    tagline: 'Edición y traducción para investigadores',
    headline: '{amount} de descuento en su primer pedido',
    recommendation: '{name} le recomienda {company} para preparar sus manuscritos para las revistas.',
    services: ['Edición de inglés por expertos de su área', 'Traducción de artículos científicos', 'Formato y preparación de figuras', 'Un certificado de edición para su envío'],
    scan: 'Escanee para obtener su descuento',
    code: 'Código de referencia',
    terms: 'Para clientes nuevos: el descuento se aplica al primer pedido de una cuenta nueva.',
  },
  jp: {
    tagline: '研究者のための英文校正・翻訳',
    headline: '初回ご注文が {amount} 割引',
    recommendation: '{name} さんが、論文投稿の準備に {company} をおすすめしています。',
    services: ['専門分野の校正者による英文校正', '研究論文の翻訳', 'フォーマット調整と図表作成', '投稿用の英文校正証明書'],
    scan: 'スキャンして割引を受け取る',
    code: '紹介コード',
    terms: '新規のお客様限定：新しいアカウントの初回ご注文に適用されます。',
  },
};

export function fillLabel(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
