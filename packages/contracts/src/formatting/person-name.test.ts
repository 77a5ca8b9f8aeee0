import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('a person’s name as a page shows it', () => {
  it('writes the family name first in Chinese and Japanese, without a space for CJK characters', () => {
    expect(personName('cn', { firstName: '伟', lastName: '张' })).toBe('张伟');
    expect(personName('jp', { firstName: '太郎', lastName: '山田' })).toBe('山田太郎');
    expect(personName('jp', { firstName: 'ハナ', lastName: '佐藤' })).toBe('佐藤ハナ');
    expect(personName('cn', { firstName: 'Wei', lastName: 'Zhang' })).toBe('Zhang Wei');
  });

  it('writes the given name first in English, Portuguese and Spanish', () => {
    expect(personName('en', { firstName: '伟', lastName: '张' })).toBe('伟 张');
    expect(personName('br', { firstName: 'Ana', lastName: 'Souza' })).toBe('Ana Souza');
    expect(personName('es', { firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('leaves out a missing part', () => {
    expect(personName('cn', { firstName: '伟', lastName: '' })).toBe('伟');
    expect(personName('jp', { firstName: null, lastName: '山田' })).toBe('山田');
    expect(personName('en', { firstName: null, lastName: null })).toBe('');
  });
});
