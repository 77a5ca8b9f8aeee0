import { interpolate } from '@marginalia/contracts/i18n/translate';
import english from '@marginalia/contracts/locales/en/grammar-rules.json' with { type: 'json' };

/** A finding's message in English, for the command line. */
export function englishMessage(key: string, params: Record<string, string>): string {
  const template = (english as Record<string, string>)[key] ?? key;
  return interpolate(template, params);
}
