import type { SiteLanguage } from './languages';

export type MessageParams = Record<string, string | number>;
export type Catalogue = Record<string, string>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are so a missing parameter is visible. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** Looks a key up in the language's catalogue, falling back to English, then to the key itself. */
export function translateWith(
  catalogues: Record<SiteLanguage, Catalogue>,
  language: SiteLanguage,
  key: string,
  params?: MessageParams,
): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key;
  return interpolate(template, params);
}
