import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import type { SaleView } from './sandbox-desk';
import { fill, SANDBOX_PAGE_STRINGS, type SandboxPageStrings } from './sandbox-page.strings';

/**
 * The sandbox's hosted pages, rendered on the server: no script (the CSP forbids inline scripts and the
 * pages need none), inline styles only, every value escaped. Decisions are plain form posts.
 */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef1f5;color:#18181b;display:flex;justify-content:center;align-items:flex-start;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{width:100%;max-width:460px;margin:40px 16px;background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(15,23,42,.08);overflow:hidden}
header{display:flex;justify-content:space-between;align-items:center;padding:16px 22px;background:#1e3a8a;color:#fff}
header strong{font-size:1.05rem}
.badge{background:#fde68a;color:#713f12;border-radius:999px;padding:2px 10px;font-size:.75rem;font-weight:600}
.warning{margin:0;padding:10px 22px;background:#fef3c7;color:#713f12;font-weight:600;font-size:.9rem;text-align:center}
.content{padding:22px}
h1{font-size:1.3rem;margin:0 0 10px}
p{line-height:1.5;margin:0 0 14px}
.amount{font-size:2rem;font-weight:700;margin:6px 0 18px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px;font-size:.95rem}
dt{color:#52525b}dd{margin:0;word-break:break-word}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.02em}
.qr{display:flex;justify-content:center;margin:8px 0 16px}.qr svg{width:200px;height:200px}
form{display:flex;flex-direction:column;gap:10px;margin-top:8px}
button,.button{font:inherit;font-weight:600;padding:12px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none;display:block}
.approve{background:#15803d;color:#fff}.approve:hover{background:#166534}
.refuse{background:#e4e4e7;color:#18181b}.refuse:hover{background:#d4d4d8}
.secondary{background:#e0e7ff;color:#1e3a8a}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.status{text-align:center}
.links{margin:0 0 12px}
footer{padding:12px 22px;border-top:1px solid #e4e4e7;font-size:.8rem;color:#52525b;text-align:center}
`;

export function page(language: SiteLanguage, title: string, headerName: string, body: string): string {
  const s = SANDBOX_PAGE_STRINGS[language];
  return `<!doctype html>
<html lang="${bcp47(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><header><strong>${escapeHtml(headerName)}</strong><span class="badge">${escapeHtml(s.badge)}</span></header>
<p class="warning" role="note">${escapeHtml(s.noRealMoney)}</p><div class="content">${body}</div>
<footer>${escapeHtml(s.noRealMoney)}</footer></main></body></html>`;
}

export function moneyText(view: Pick<SaleView, 'amount' | 'sign' | 'numDecimals' | 'currency'>, amount = view.amount): string {
  return formatMoney(amount, { sign: view.sign, numDecimals: view.numDecimals, isoCode: view.currency }, { keepDecimals: true, withIsoCode: true });
}

function details(s: SandboxPageStrings, view: SaleView): string {
  const rows: [string, string][] = [
    [s.description, view.description],
    [s.reference, view.reference],
  ];
  if (view.card) rows.push([s.card, fill(s.cardEnding, { type: view.card.type, lastFour: view.card.lastFour })]);
  if (view.installments && view.installments > 1) {
    rows.push([s.installments, fill(s.installmentsValue, { count: view.installments, amount: moneyText(view, Math.round(view.amount / view.installments)) })]);
  }
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** `?language=` keeps the page's language across the form post and the answer. */
function withLanguage(path: string, language: SiteLanguage): string {
  return `${path}?language=${language}`;
}

/** The hosted page of a pending sale (approve / refuse), or the state of a decided one. */
export function renderPayPage(language: SiteLanguage, view: SaleView): string {
  const s = SANDBOX_PAGE_STRINGS[language];
  const method = s.methods[view.method];
  const title = fill(s.payWith, { method });
  if (view.status !== 'pending') {
    const heading = view.status === 'approved' ? s.approvedTitle : s.refusedTitle;
    const next = view.status === 'approved' ? view.returnUrl : view.cancelUrl;
    const body = `<div class="status" role="status"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(s.decidedText)}</p></div>
<div class="amount">${escapeHtml(moneyText(view))}</div>${details(s, view)}
<a class="button secondary" href="${escapeHtml(next)}">${escapeHtml(s.continue)}</a>`;
    return page(language, heading, 'Marginalia', body);
  }
  const lead = view.method === 'card' ? s.confirmLead : fill(s.walletLead, { method });
  const qr = view.qrSvg
    ? `<p>${escapeHtml(s.qrLead)}</p><div class="qr" role="img" aria-label="${escapeHtml(s.qrAlt)}">${view.qrSvg}</div>`
    : '';
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p>
<div class="amount" aria-label="${escapeHtml(s.amount)}">${escapeHtml(moneyText(view))}</div>${details(s, view)}${qr}
<form method="post" action="${escapeHtml(withLanguage(sandboxPaths.approve(view.transactionId), language))}">
<button type="submit" class="approve">${escapeHtml(s.approve)}</button>
<button type="submit" class="refuse" formaction="${escapeHtml(withLanguage(sandboxPaths.refuse(view.transactionId), language))}">${escapeHtml(s.refuse)}</button>
</form>`;
  return page(language, title, 'Marginalia', body);
}

export function renderNotFoundPage(language: SiteLanguage): string {
  const s = SANDBOX_PAGE_STRINGS[language];
  return page(language, s.notFoundTitle, 'Marginalia', `<div class="status" role="status"><h1>${escapeHtml(s.notFoundTitle)}</h1><p>${escapeHtml(s.notFoundText)}</p></div>`);
}

/** The "bank" page of a boleto: its numbers, the PDF, and 'Mark as paid'. */
export function renderBoletoBankPage(language: SiteLanguage, view: SaleView): string {
  const s = SANDBOX_PAGE_STRINGS[language];
  const boleto = view.boleto;
  if (!boleto) return renderNotFoundPage(language);
  const rows: [string, string, boolean][] = [
    [s.beneficiary, s.beneficiaryName, false],
    [s.payer, [view.customerName, view.customerTaxId].filter(Boolean).join(' — '), false],
    [s.dueDate, formatDueDate(language, boleto.dueDate), false],
    [s.documentNumber, view.reference, false],
    [s.digitableLine, boleto.digitableLine, true],
  ];
  const list = `<dl>${rows.map(([term, value, mono]) => `<dt>${escapeHtml(term)}</dt><dd${mono ? ' class="mono"' : ''}>${escapeHtml(value)}</dd>`).join('')}</dl>`;
  const pdf = `<a class="button secondary" href="${escapeHtml(withLanguage(sandboxPaths.boletoPdf(view.transactionId), language))}">${escapeHtml(s.downloadPdf)}</a>`;
  let action: string;
  if (view.status === 'pending') {
    action = `<form method="post" action="${escapeHtml(withLanguage(sandboxPaths.boletoPay(view.transactionId), language))}"><button type="submit" class="approve">${escapeHtml(s.markPaid)}</button></form>`;
  } else {
    const [heading, text] = view.status === 'approved' ? [s.boletoPaidTitle, s.boletoPaidText] : [s.refusedTitle, s.decidedText];
    action = `<div class="status" role="status"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></div><a class="button secondary" href="${escapeHtml(view.returnUrl)}">${escapeHtml(s.continue)}</a>`;
  }
  const body = `<h1>${escapeHtml(s.boletoTitle)}</h1><p>${escapeHtml(s.boletoLead)}</p>
<div class="amount" aria-label="${escapeHtml(s.amount)}">${escapeHtml(moneyText(view))}</div>${list}<div class="links">${pdf}</div>${action}`;
  return page(language, s.boletoTitle, s.bankName, body);
}

export function formatDueDate(language: SiteLanguage, iso: string): string {
  return new Intl.DateTimeFormat(bcp47(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
