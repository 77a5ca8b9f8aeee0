import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import { sandboxPaths } from '@marginalia/contracts/payments/payment-sandbox.paths';
import { escapeHtml, moneyText, page } from './sandbox-page';
import { fill, SANDBOX_PAGE_STRINGS } from './sandbox-page.strings';

/**
 * The embedded Brazilian card checkout (GET /api/payment/allpago-checkout): a card form inside a frame of
 * the payment step. Saving the card creates a sandbox checkout; the frame tells its parent window
 * `{checkoutId, height, saving}` with postMessage, addressed to our own origin only. The CSP forbids
 * inline scripts, so the behaviour is the static script below, served from CHECKOUT_SCRIPT's path.
 */
export interface CheckoutFrameInput {
  receiptCode: string;
  /** Minor units of BRL and how many installments the customer chose (1–6). */
  amount: number;
  installments: number;
  sign: string;
  numDecimals: number;
}

function input(id: string, label: string, attributes: string): string {
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" ${attributes} aria-describedby="${id}-error" required>
<p class="field-error" id="${id}-error" hidden></p>`;
}

export function renderCheckoutFrame(language: SiteLanguage, frame: CheckoutFrameInput): string {
  const s = SANDBOX_PAGE_STRINGS[language];
  const money = { sign: frame.sign, numDecimals: frame.numDecimals, currency: 'BRL', amount: frame.amount };
  const each = fill(s.installmentsValue, { count: frame.installments, amount: moneyText(money, Math.round(frame.amount / frame.installments)) });
  const body = `<style>
body{background:#fff;min-height:0;display:block}main{margin:0;max-width:none;box-shadow:none;border-radius:0}header,footer{display:none}.content{padding:14px}
label{display:block;font-weight:600;margin:10px 0 4px;font-size:.9rem}
input{width:100%;font:inherit;padding:9px 11px;border:1px solid #a1a1aa;border-radius:8px}
input[aria-invalid=true]{border-color:#b91c1c}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.field-error,.alert{color:#b91c1c;font-size:.85rem;margin:4px 0 0}.done{color:#166534;font-weight:600}.hint{font-size:.8rem;color:#52525b;margin-top:8px}
.total{font-weight:700;margin:0 0 6px}button{margin-top:14px;width:100%}button[disabled]{opacity:.7;cursor:progress}
</style>
<form id="checkout" novalidate data-endpoint="${escapeHtml(`${sandboxPaths.checkout}?language=${language}`)}" data-receipt-code="${escapeHtml(frame.receiptCode)}"
 data-amount="${frame.amount}" data-installments="${frame.installments}" data-saving="${escapeHtml(s.saving)}"
 data-confirmed="${escapeHtml(s.cardConfirmed)}" data-failed="${escapeHtml(s.checkoutFailed)}">
<h1>${escapeHtml(s.checkoutTitle)}</h1>
<p class="total">${escapeHtml(moneyText(money))}${frame.installments > 1 ? ` — ${escapeHtml(each)}` : ''}</p>
${input('holder', s.holder, 'autocomplete="cc-name" maxlength="80"')}
${input('number', s.cardNumber, 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}
<div class="row"><div>${input('expiry', s.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}</div>
<div>${input('cvv', s.cvv, 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}</div></div>
<p class="alert" id="checkout-error" role="alert" hidden></p><p class="done" id="checkout-done" role="status" hidden></p>
<button type="submit" class="approve">${escapeHtml(s.confirmCard)}</button>
<p class="hint">${escapeHtml(s.testCards)}</p>
</form><script src="${sandboxPaths.checkoutScript}" defer></script>`;
  return page(language, s.checkoutTitle, 'Allpago', body);
}

/** The frame's behaviour: posts the card, shows translated errors, reports to the parent window. */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('checkout');
  if (!form) return;
  var origin = window.location.origin;
  var checkoutId = null;
  var saving = false;
  var button = form.querySelector('button[type=submit]');
  var label = button.textContent;
  function csrf() {
    var match = document.cookie.match(/(?:^|;\\s*)${CSRF_COOKIE}=([^;]+)/);
    return match ? decodeURIComponent(match[1]) : '';
  }
  function tell() {
    var main = document.querySelector('main');
    var height = Math.max(247, Math.ceil(main ? main.getBoundingClientRect().height : document.body.scrollHeight));
    if (window.parent !== window) window.parent.postMessage({ checkoutId: checkoutId, height: height, saving: saving }, origin);
  }
  function show(id, text) {
    var element = document.getElementById(id);
    if (!element) return;
    element.textContent = text || '';
    element.hidden = !text;
  }
  function fieldError(name, text) {
    var field = document.getElementById(name);
    if (field) field.setAttribute('aria-invalid', text ? 'true' : 'false');
    show(name + '-error', text);
  }
  function value(name) { return form.elements.namedItem(name).value; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (saving) return;
    ['holder', 'number', 'expiry', 'cvv'].forEach(function (name) { fieldError(name, ''); });
    show('checkout-error', '');
    show('checkout-done', '');
    saving = true;
    checkoutId = null;
    button.disabled = true;
    button.textContent = form.dataset.saving;
    tell();
    var payload = {
      receiptCode: form.dataset.receiptCode, amount: Number(form.dataset.amount), installments: Number(form.dataset.installments),
      holder: value('holder'), number: value('number'), expiry: value('expiry'), cvv: value('cvv')
    };
    fetch(form.dataset.endpoint, {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json', '${CSRF_HEADER}': csrf() },
      body: JSON.stringify(payload)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      if (answer.ok && answer.body.checkoutId) {
        checkoutId = answer.body.checkoutId;
        show('checkout-done', form.dataset.confirmed.replace('{type}', answer.body.type).replace('{lastFour}', answer.body.lastFour));
        return;
      }
      var error = answer.body.error || {};
      var fields = error.fields || {};
      var names = Object.keys(fields);
      names.forEach(function (name) { fieldError(name, fields[name].message); });
      if (names.length === 0) show('checkout-error', error.message || form.dataset.failed);
    }).catch(function () {
      show('checkout-error', form.dataset.failed);
    }).then(function () {
      saving = false;
      button.disabled = false;
      button.textContent = label;
      tell();
    });
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(tell).observe(document.querySelector('main') || document.body);
  tell();
})();
`;
