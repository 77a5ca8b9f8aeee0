import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { RULES } from './all-rules';
import { dialectConsistency } from '../spelling/dialect';

const require = createRequire(import.meta.url);
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(require.resolve(`@marginalia/contracts/locales/${language}/grammar-rules.json`), 'utf8')) as Record<string, string>;

describe("the rules' messages", () => {
  it('exist for every rule of ours in every site language', () => {
    const ids = RULES.map((rule) => rule.id);
    for (const language of SITE_LANGUAGES) {
      const messages = catalogue(language);
      expect(ids.filter((id) => messages[id] === undefined), language).toEqual([]);
      for (const style of ['american', 'british']) expect(messages[`${dialectConsistency(true).id}-${style}`], language).toBeTruthy();
    }
  });

  it('say something different in each language', () => {
    const english = catalogue('en');
    for (const language of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      const messages = catalogue(language);
      expect(RULES.filter((rule) => messages[rule.id] === english[rule.id]).map((rule) => rule.id), language).toEqual([]);
    }
  });
});
