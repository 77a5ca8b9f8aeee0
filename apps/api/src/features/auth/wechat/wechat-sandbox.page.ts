import { wechatSandboxPaths } from '@marginalia/contracts/auth/auth.paths';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { SandboxPageState } from './wechat-sandbox.service';
import { SANDBOX_STRINGS } from './wechat-sandbox.strings';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into the page goes through this (text and attribute values alike). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// Inline styles only: the CSP allows them, and the page must not depend on the web app's build. A phone
// frame on wide screens (testing on one computer), the whole screen on a real phone. The deep green keeps
// white text readable (5:1); WeChat's own #07C160 would not.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#ededed;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#191919}
.phone{width:100%;max-width:390px;min-height:640px;background:#f7f7f7;border-radius:28px;border:10px solid #1f1f1f;padding:22px 20px;display:flex;flex-direction:column}
.bar{display:flex;justify-content:space-between;align-items:center;font-size:.85rem;color:#555;margin-bottom:28px}
.app{font-weight:600;color:#057a3b}
.badge{background:#fff3cd;color:#7a5a00;border-radius:999px;padding:2px 10px;font-size:.75rem}
h1{font-size:1.35rem;margin:0 0 10px}
p{line-height:1.5;margin:0 0 16px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c8c8c8;border-radius:8px;background:#fff}
input[aria-invalid=true]{border-color:#c62828}
.hint{font-size:.85rem;color:#666;margin:6px 0 0}
.error{font-size:.85rem;color:#b71c1c;margin:6px 0 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:26px}
button{font:inherit;font-weight:600;padding:12px;border-radius:8px;border:0;cursor:pointer}
.approve{background:#057a3b;color:#fff}
.approve:hover{background:#046632}
button:focus-visible,input:focus-visible{outline:3px solid #1f6391;outline-offset:2px}
.refuse{background:#e5e5e5;color:#191919}
.status{margin-top:40px;text-align:center}
.note{margin-top:auto;padding-top:24px;font-size:.8rem;color:#666;text-align:center}
@media (max-width:440px){body{align-items:stretch}.phone{max-width:none;min-height:100vh;border:0;border-radius:0}}
`;

function field(id: 'nickname' | 'openid', label: string, value: string, invalid: boolean, error: string, hint?: string): string {
  const described = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return [
    `<label for="${id}">${escapeHtml(label)}</label>`,
    `<input id="${id}" name="${id}" value="${escapeHtml(value)}" maxlength="64" required autocomplete="off"${invalid ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>`,
    invalid ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '',
    hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '',
  ].join('');
}

/** The sandbox's "phone": the approval form, or the state of a sign-in that is decided or expired. */
export function renderSandboxPage(language: SiteLanguage, ticket: string, state: SandboxPageState): string {
  const s = SANDBOX_STRINGS[language];
  const action = (verb: 'approve' | 'refuse') => escapeHtml(`${wechatSandboxPaths[verb](ticket)}?language=${language}`);
  let content: string;
  if (state.kind === 'form') {
    content = [
      `<h1>${escapeHtml(s.heading)}</h1>`,
      `<p>${escapeHtml(s.lead)}</p>`,
      `<form method="post" action="${action('approve')}">`,
      field('nickname', s.nickname, state.nickname, state.invalid.nickname, s.nicknameInvalid),
      field('openid', s.openid, state.openid, state.invalid.openid, s.openidInvalid, s.openidHint),
      `<div class="actions"><button type="submit" class="approve">${escapeHtml(s.approve)}</button>`,
      `<button type="submit" class="refuse" formaction="${action('refuse')}" formnovalidate>${escapeHtml(s.refuse)}</button></div>`,
      `</form>`,
    ].join('');
  } else {
    const [title, text] =
      state.kind === 'approved'
        ? [s.approvedTitle, s.approvedText]
        : state.kind === 'refused'
          ? [s.refusedTitle, s.refusedText]
          : [s.expiredTitle, s.expiredText];
    content = `<div class="status" role="status"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div>`;
  }
  return `<!doctype html>
<html lang="${bcp47(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(s.documentTitle)}</title><style>${STYLE}</style></head>
<body><main class="phone"><div class="bar"><span class="app">WeChat</span><span class="badge">${escapeHtml(s.badge)}</span></div>
${content}<p class="note">${escapeHtml(s.note)}</p></main></body></html>`;
}
