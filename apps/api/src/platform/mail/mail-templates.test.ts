import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { MAIL_TEMPLATE_NAMES, MAIL_TEMPLATES, renderMail } from './mail-templates';

const context = { siteUrl: 'https://marginalia.example' };

/** Distinct values, so each one can be found again in the output. */
function sampleParams(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, name === 'link' || name.endsWith('Url') ? `https://marginalia.example/p/${name}-value` : `${name.toUpperCase()}-VALUE`]),
  );
}

describe('mail templates', () => {
  describe.each(MAIL_TEMPLATE_NAMES)('%s', (template) => {
    const params = sampleParams(MAIL_TEMPLATES[template].params);

    it.each(SITE_LANGUAGES)('renders completely in %s', (language) => {
      const mail = renderMail(template, language, params, context);
      for (const part of [mail.subject, mail.text, mail.html]) {
        // A placeholder left over means a misspelt or undeclared parameter in this translation.
        expect(part).not.toMatch(/\{\w+\}/);
      }
      for (const value of Object.values(params)) {
        // Every declared parameter is used by every translation (the subject counts: generic-notice's is only there).
        expect(`${mail.subject}\n${mail.text}`).toContain(value);
        expect(mail.html).toContain(value);
      }
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.subject).not.toMatch(/\n/);
      expect(mail.html).toContain(`lang="${{ en: 'en-US', br: 'pt-BR', cn: 'zh-CN', es: 'es-ES', jp: 'ja-JP' }[language]}"`);
      expect(mail.text).toContain(context.siteUrl);
    });

    it('is really translated: every language reads differently from English', () => {
      const english = renderMail(template, 'en', params, context).text;
      for (const language of SITE_LANGUAGES.filter((each) => each !== 'en')) {
        expect(renderMail(template, language, params, context).text).not.toBe(english);
      }
    });

    it('refuses to render without its parameters', () => {
      for (const missing of MAIL_TEMPLATES[template].params) {
        const { [missing]: _dropped, ...rest } = params;
        expect(() => renderMail(template, 'en', rest, context)).toThrow(new RegExp(`needs parameters: ${missing}`));
      }
    });
  });

  it('writes the scripts of each language', () => {
    const params = sampleParams(['name', 'link']);
    expect(renderMail('password-reset', 'cn', params, context).subject).toBe('重置您的 Marginalia 密码');
    expect(renderMail('password-reset', 'jp', params, context).text).toContain('NAME-VALUE 様');
    expect(renderMail('password-reset', 'br', params, context).text).toContain('Redefinir senha');
    expect(renderMail('password-reset', 'es', params, context).text).toContain('Restablecer contraseña');
  });

  it('escapes parameters in the HTML part but not in the text part', () => {
    const name = '<script>alert("x")</script> & Co';
    const mail = renderMail('welcome', 'en', { name }, context);
    expect(mail.text).toContain(name);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
  });

  it('keeps the line breaks of a notice body and a one-line subject', () => {
    const mail = renderMail(
      'generic-notice',
      'es',
      { name: 'Ana', subject: 'Cambio\r\nde horario', body: 'Primera línea.\nSegunda línea.' },
      context,
    );
    expect(mail.subject).toBe('Cambio de horario');
    expect(mail.text).toContain('Hola, Ana:\n\nPrimera línea.\nSegunda línea.');
    expect(mail.html).toContain('Primera línea.<br>Segunda línea.');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => renderMail('password-reset', 'en', { name: 'A', link: 'javascript:alert(1)' }, context)).toThrow(/http\(s\) link/);
  });

  it('accepts numbers as parameters', () => {
    const mail = renderMail('order-confirmation', 'en', { name: 'A', orderNumber: 20417, link: 'https://m.example/o/20417', title: 'T', services: 'S', total: '$1', deadline: 'D', paymentStatus: 'P' }, context);
    expect(mail.subject).toBe('We have received your order 20417');
  });
});
