import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../i18n/languages';
import { loyaltyLevelName, manuscriptLanguageName } from './reference-names';

describe('reference names', () => {
  it('names manuscript languages and loyalty levels in the page language, by identity', () => {
    expect(manuscriptLanguageName('cn', { id: 1, name: 'English' })).toBe('英语');
    expect(manuscriptLanguageName('jp', { id: 3, name: 'Chinese' })).toBe('中国語');
    expect(manuscriptLanguageName('br', { id: 5, name: 'Portuguese' })).toBe('Português');
    expect(loyaltyLevelName('cn', { identity: 'level1', name: 'Member' })).toBe('会员');
    expect(loyaltyLevelName('es', { identity: 'level2', name: 'Bronze' })).toBe('Bronce');
    expect(loyaltyLevelName('en', { identity: 'level6', name: 'Diamond' })).toBe('Diamond');
  });

  it('shows the stored name of an entry it does not know', () => {
    expect(manuscriptLanguageName('cn', { id: 99, name: 'Swahili' })).toBe('Swahili');
    expect(loyaltyLevelName('jp', { identity: 'level7', name: 'Titanium' })).toBe('Titanium');
  });

  it('knows every seeded language and level in every site language', () => {
    for (const language of SITE_LANGUAGES) {
      for (let id = 1; id <= 19; id += 1) expect(manuscriptLanguageName(language, { id, name: '?' }), `${language} ${id}`).not.toBe('?');
      for (let level = 1; level <= 6; level += 1) expect(loyaltyLevelName(language, { identity: `level${level}`, name: '?' })).not.toBe('?');
    }
  });
});
