import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** The words of the editing certificate per site language; `{name}` placeholders are filled with `interpolate`. */
export interface CertificatePdfLabels {
  title: string;
  certifies: string;
  by: string;
  statement: string;
  orderNumber: string;
  services: string;
  wordCount: string;
  issuedOn: string;
  code: string;
  verify: string;
}

export const CERTIFICATE_PDF_LABELS: Record<SiteLanguage, CertificatePdfLabels> = {
  en: {
    title: 'Editing Certificate',
    certifies: 'This document certifies that the manuscript',
    by: 'by',
    statement: 'was edited for English language, grammar, punctuation, spelling and overall style by the professional editors of {company}.',
    orderNumber: 'Order number',
    services: 'Services',
    wordCount: 'Word count',
    issuedOn: 'Issued on',
    code: 'Verification code',
    verify: 'Anyone can check this certificate by scanning the code or by visiting:',
  },
  br: {
    title: 'Certificado de Edição',
    certifies: 'Este documento certifica que o manuscrito',
    by: 'de',
    statement: 'foi editado quanto ao idioma inglês, gramática, pontuação, ortografia e estilo geral pelos editores profissionais da {company}.',
    orderNumber: 'Número do pedido',
    services: 'Serviços',
    wordCount: 'Número de palavras',
    issuedOn: 'Emitido em',
    code: 'Código de verificação',
    verify: 'Qualquer pessoa pode conferir este certificado lendo o código ou acessando:',
  },
  cn: {
    title: '编辑证书',
    certifies: '兹证明以下稿件',
    by: '作者',
    statement: '已由 {company} 的专业编辑进行英语语言、语法、标点、拼写及整体风格的编辑。',
    orderNumber: '订单号',
    services: '服务',
    wordCount: '字数',
    issuedOn: '签发日期',
    code: '验证码',
    verify: '任何人都可以扫描二维码或访问以下网址核验本证书：',
  },
  es: {
    title: 'Certificado de Edición',
    certifies: 'Este documento certifica que el manuscrito',
    by: 'de',
    statement: 'fue editado en cuanto a idioma inglés, gramática, puntuación, ortografía y estilo general por los editores profesionales de {company}.',
    orderNumber: 'Número de pedido',
    services: 'Servicios',
    wordCount: 'Número de palabras',
    issuedOn: 'Emitido el',
    code: 'Código de verificación',
    verify: 'Cualquier persona puede comprobar este certificado escaneando el código o visitando:',
  },
  jp: {
    title: '英文校正証明書',
    certifies: '本書は、以下の原稿が',
    by: '著者',
    statement: '{company} のプロの編集者により、英語表現、文法、句読点、スペルおよび全体的なスタイルについて校正されたことを証明します。',
    orderNumber: 'ご注文番号',
    services: 'サービス',
    wordCount: '語数',
    issuedOn: '発行日',
    code: '認証コード',
    verify: 'この証明書は、コードを読み取るか次のURLにアクセスすることで、どなたでも確認できます：',
  },
};
