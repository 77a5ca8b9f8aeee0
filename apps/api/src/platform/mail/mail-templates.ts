import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate, type MessageParams } from '@marginalia/contracts/i18n/translate';
import { emailChange } from './templates/email-change';
import { genericNotice } from './templates/generic-notice';
import { MAIL_LAYOUT } from './templates/layout';
import { orderConfirmation } from './templates/order-confirmation';
import { passwordReset } from './templates/password-reset';
import { priceQuote } from './templates/price-quote';
import { referralInvite } from './templates/referral-invite';
import type { MailTemplate } from './templates/template-types';
import { welcome } from './templates/welcome';
import { orderCompleted } from './templates/order-completed';
import { orderCancelled } from './templates/order-cancelled';
import { paymentReceived } from './templates/payment-received';
import { fapiaoIssued } from './templates/fapiao-issued';
import { digitalEditingRenewal } from './templates/digital-editing-renewal';
import { supportRequestReceived } from './templates/support-request-received';
import { supportReply } from './templates/support-reply';

export const MAIL_TEMPLATES = {
  'password-reset': passwordReset,
  welcome,
  'order-confirmation': orderConfirmation,
  'generic-notice': genericNotice,
  'email-change': emailChange,
  'price-quote': priceQuote,
  'referral-invite': referralInvite,
  'order-completed': orderCompleted,
  'order-cancelled': orderCancelled,
  'payment-received': paymentReceived,
  'fapiao-issued': fapiaoIssued,
  'digital-editing-renewal': digitalEditingRenewal,
  'support-request-received': supportRequestReceived,
  'support-reply': supportReply,
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderContext {
  /** The public address of the site, offered to every template as `{siteUrl}`. */
  siteUrl: string;
}

/** Renders a template; throws when a parameter is missing, so a broken message is caught before it is queued. */
export function renderMail(
  template: MailTemplateName,
  language: SiteLanguage,
  params: MessageParams,
  context: RenderContext,
): RenderedMail {
  const definition: MailTemplate | undefined = MAIL_TEMPLATES[template];
  if (!definition) throw new Error(`unknown mail template "${template}"`);
  const missing = definition.params.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw new Error(`mail template "${template}" needs parameters: ${missing.join(', ')}`);

  const all: MessageParams = { ...params, siteUrl: context.siteUrl };
  const escaped = Object.fromEntries(Object.entries(all).map(([name, value]) => [name, escapeHtml(String(value))]));
  const copy = definition.text[language];
  const layout = MAIL_LAYOUT[language];
  const plain = (value: string) => interpolate(value, all);
  // Template wording is escaped first, then escaped parameters are put in: no parameter can inject markup.
  const safe = (value: string) => interpolate(escapeHtml(value), escaped).replace(/\r?\n/g, '<br>');

  // Header values must be one line whatever a parameter holds.
  const subject = plain(copy.subject).replace(/\s+/g, ' ').trim();
  const action = copy.action ? { label: plain(copy.action.label), url: plain(copy.action.url) } : undefined;
  if (action && !/^https?:\/\//i.test(action.url))
    throw new Error(`mail template "${template}" needs an http(s) link, got "${action.url}"`);
  const closing = copy.closing ?? [];

  const text = [
    ...copy.paragraphs.map(plain),
    ...(action ? [`${action.label}\n${action.url}`] : []),
    ...closing.map(plain),
    layout.signOff.join('\n'),
    `--\nMarginalia · ${context.siteUrl}`,
  ].join('\n\n');

  const paragraph = (inner: string, style = 'margin:0 0 16px') => `<p style="${style}">${inner}</p>`;
  const html = [
    `<!doctype html><html lang="${bcp47(language)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font:15px/1.6 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    ...copy.paragraphs.map((value) => paragraph(safe(value))),
    ...(action
      ? [
          paragraph(
            `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 22px;background:#1e40af;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a>`,
            'margin:24px 0',
          ),
          paragraph(
            `${escapeHtml(layout.linkFallback)}<br><span style="word-break:break-all">${escapeHtml(action.url)}</span>`,
            'margin:0 0 16px;font-size:13px;color:#52525b',
          ),
        ]
      : []),
    ...closing.map((value) => paragraph(safe(value))),
    paragraph(layout.signOff.map(escapeHtml).join('<br>')),
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#71717a;text-align:center">Marginalia · ${escapeHtml(context.siteUrl)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
