import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * One language of a template. Text and HTML are both rendered from this structure, so the two parts of a
 * message can never say different things, and translators edit plain sentences only. `{param}` placeholders.
 */
export interface TemplateText {
  subject: string;
  /** Paragraphs before the call to action; the first is the greeting. */
  paragraphs: string[];
  /** A button in HTML, a labelled link in text. `url` must render to an http(s) address. */
  action?: { label: string; url: string };
  /** Paragraphs after the call to action. */
  closing?: string[];
}

export interface MailTemplate {
  /** Parameters every send must provide; `siteUrl` is always provided by the mailer. */
  params: readonly string[];
  text: Record<SiteLanguage, TemplateText>;
}

/** Words around every message, per language. */
export interface MailLayout {
  /** Lines of the sign-off. */
  signOff: string[];
  /** Shown under a button, for mail clients where the button does not work. */
  linkFallback: string;
}
