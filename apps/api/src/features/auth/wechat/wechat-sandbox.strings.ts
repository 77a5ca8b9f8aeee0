import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** The sandbox's phone page is served by the API, outside the web app: its few strings live here. */
export interface SandboxStrings {
  documentTitle: string;
  badge: string;
  heading: string;
  lead: string;
  nickname: string;
  nicknameInvalid: string;
  openid: string;
  openidHint: string;
  openidInvalid: string;
  approve: string;
  refuse: string;
  approvedTitle: string;
  approvedText: string;
  refusedTitle: string;
  refusedText: string;
  expiredTitle: string;
  expiredText: string;
  note: string;
  sampleNickname: string;
}

export const SANDBOX_STRINGS: Record<SiteLanguage, SandboxStrings> = {
  en: {
    documentTitle: 'WeChat sandbox',
    badge: 'Sandbox',
    heading: 'Sign in to Marginalia',
    lead: 'This page stands in for WeChat on a phone. Approve to sign in on the computer that shows the QR code, or refuse.',
    nickname: 'WeChat nickname',
    nicknameInvalid: 'Enter a nickname of 1 to 64 characters.',
    openid: 'openid',
    openidHint: 'The same openid signs in to the same account next time.',
    openidInvalid: 'Enter an openid of 1 to 64 letters, digits, hyphens or underscores.',
    approve: 'Approve',
    refuse: 'Refuse',
    approvedTitle: 'Sign-in approved',
    approvedText: 'You can go back to your computer.',
    refusedTitle: 'Sign-in refused',
    refusedText: 'Nothing was shared. You can close this page.',
    expiredTitle: 'QR code expired',
    expiredText: 'This QR code has expired. Ask for a new one on your computer.',
    note: 'No real WeChat account is used.',
    sampleNickname: 'Lin Wei',
  },
  br: {
    documentTitle: 'Sandbox do WeChat',
    badge: 'Sandbox',
    heading: 'Entrar na Marginalia',
    lead: 'Esta página substitui o WeChat no celular. Aprove para entrar no computador que mostra o código QR ou recuse.',
    nickname: 'Apelido no WeChat',
    nicknameInvalid: 'Informe um apelido de 1 a 64 caracteres.',
    openid: 'openid',
    openidHint: 'O mesmo openid entra na mesma conta da próxima vez.',
    openidInvalid: 'Informe um openid de 1 a 64 letras, dígitos, hífens ou sublinhados.',
    approve: 'Aprovar',
    refuse: 'Recusar',
    approvedTitle: 'Login aprovado',
    approvedText: 'Você pode voltar ao computador.',
    refusedTitle: 'Login recusado',
    refusedText: 'Nada foi compartilhado. Você pode fechar esta página.',
    expiredTitle: 'Código QR expirado',
    expiredText: 'Este código QR expirou. Solicite um novo no computador.',
    note: 'Nenhuma conta real do WeChat é usada.',
    sampleNickname: 'Ana Souza',
  },
  cn: {
    documentTitle: '微信沙盒',
    badge: '沙盒',
    heading: '登录 Marginalia',
    lead: '此页面模拟手机上的微信。点击“同意”即可在显示二维码的电脑上登录，也可以拒绝。',
    nickname: '微信昵称',
    nicknameInvalid: '请输入 1 至 64 个字符的昵称。',
    openid: 'openid',
    openidHint: '下次使用相同的 openid 将登录同一账户。',
    openidInvalid: '请输入由 1 至 64 个字母、数字、连字符或下划线组成的 openid。',
    approve: '同意',
    refuse: '拒绝',
    approvedTitle: '已同意登录',
    approvedText: '您可以返回电脑继续操作。',
    refusedTitle: '已拒绝登录',
    refusedText: '未分享任何信息。您可以关闭此页面。',
    expiredTitle: '二维码已过期',
    expiredText: '此二维码已过期。请在电脑上重新获取。',
    note: '不使用真实的微信账户。',
    sampleNickname: '林薇',
  },
  es: {
    documentTitle: 'Sandbox de WeChat',
    badge: 'Sandbox',
    heading: 'Iniciar sesión en Marginalia',
    lead: 'Esta página sustituye a WeChat en el móvil. Apruebe para iniciar sesión en el ordenador que muestra el código QR, o rechácelo.',
    nickname: 'Apodo de WeChat',
    nicknameInvalid: 'Introduzca un apodo de 1 a 64 caracteres.',
    openid: 'openid',
    openidHint: 'El mismo openid inicia sesión en la misma cuenta la próxima vez.',
    openidInvalid: 'Introduzca un openid de 1 a 64 letras, dígitos, guiones o guiones bajos.',
    approve: 'Aprobar',
    refuse: 'Rechazar',
    approvedTitle: 'Inicio de sesión aprobado',
    approvedText: 'Puede volver a su ordenador.',
    refusedTitle: 'Inicio de sesión rechazado',
    refusedText: 'No se ha compartido nada. Puede cerrar esta página.',
    expiredTitle: 'Código QR caducado',
    expiredText: 'Este código QR ha caducado. Solicite uno nuevo en su ordenador.',
    note: 'No se usa ninguna cuenta real de WeChat.',
    sampleNickname: 'Lucía García',
  },
  jp: {
    documentTitle: 'WeChat サンドボックス',
    badge: 'サンドボックス',
    heading: 'Marginalia にログイン',
    lead: 'このページはスマートフォンの WeChat の代わりです。「承認」を押すと、QR コードを表示しているパソコンでログインします。拒否することもできます。',
    nickname: 'WeChat のニックネーム',
    nicknameInvalid: '1～64 文字のニックネームを入力してください。',
    openid: 'openid',
    openidHint: '次回も同じ openid で同じアカウントにログインします。',
    openidInvalid: '英数字、ハイフン、アンダースコアからなる 1～64 文字の openid を入力してください。',
    approve: '承認',
    refuse: '拒否',
    approvedTitle: 'ログインを承認しました',
    approvedText: 'パソコンに戻ってください。',
    refusedTitle: 'ログインを拒否しました',
    refusedText: '情報は共有されていません。このページを閉じてかまいません。',
    expiredTitle: 'QR コードの有効期限切れ',
    expiredText: 'この QR コードは有効期限が切れました。パソコンで新しいコードを取得してください。',
    note: '実際の WeChat アカウントは使用しません。',
    sampleNickname: '佐藤花子',
  },
};
