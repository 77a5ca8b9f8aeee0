import { describe, expect, it } from 'vitest';
import { compareWithReference, emptyValueProblems, flattenCatalogue, placeholdersOf } from './catalogue-parity';

describe('flattenCatalogue', () => {
  it('flattens nested namespaces with dots, as i18next reads them', () => {
    expect(flattenCatalogue({ a: 'A', b: { c: 'C', d: { e: 'E' } }, list: ['x', 'y'] })).toEqual({
      entries: { a: 'A', 'b.c': 'C', 'b.d.e': 'E', 'list.0': 'x', 'list.1': 'y' },
      problems: [],
    });
  });

  it('reports values that are not text', () => {
    expect(flattenCatalogue({ a: 1, b: { c: null }, d: true }).problems).toEqual([
      '"a" is number, not text',
      '"b.c" is null, not text',
      '"d" is boolean, not text',
    ]);
    expect(flattenCatalogue(['a']).problems).toEqual(['the namespace is not a JSON object']);
    expect(flattenCatalogue('text').problems).toEqual(['the namespace is not a JSON object']);
  });

  it('keeps a key named __proto__ as a key', () => {
    const { entries } = flattenCatalogue(JSON.parse('{"__proto__": "x"}'));
    expect(Object.keys(entries)).toEqual(['__proto__']);
  });
});

describe('placeholdersOf', () => {
  it('finds every interpolation syntax in its own form', () => {
    expect(placeholdersOf('Prepay amount cannot exceed {amount}')).toEqual(['{amount}']);
    expect(placeholdersOf('{{count}} files, {{ total, number }} words')).toEqual(['{{count}}', '{{total}}']);
    expect(placeholdersOf('{{- html}}')).toEqual(['{{html}}']);
    expect(placeholdersOf('%(fileName)s archived')).toEqual(['%(fileName)s']);
    expect(placeholdersOf('See $t(common:terms) and <1>here</1> or <br/>')).toEqual(['$t(common:terms)', '<1>', '<br>']);
  });

  it('ignores order and repetition', () => {
    expect(placeholdersOf('{b} {a} {b}')).toEqual(['{a}', '{b}']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});

describe('compareWithReference', () => {
  const en = { greeting: 'Hello {name}', bye: 'Bye' };

  it('accepts a faithful translation', () => {
    expect(compareWithReference(en, { greeting: 'Olá {name}', bye: 'Tchau' }, 'br')).toEqual([]);
  });

  it('reports missing and extra keys', () => {
    expect(compareWithReference(en, { greeting: 'Olá {name}', extra: 'x' }, 'br')).toEqual([
      'missing key "bye"',
      'extra key "extra" is not in English',
    ]);
  });

  it('does not mistake keys of Object.prototype for translations', () => {
    expect(compareWithReference({ constructor: 'C' }, {}, 'br')).toEqual(['missing key "constructor"']);
    expect(compareWithReference({}, { toString: 'x' }, 'br')).toEqual(['extra key "toString" is not in English']);
  });

  it('reports different placeholders, including a different syntax', () => {
    expect(compareWithReference(en, { greeting: 'Olá {nome}', bye: 'Tchau' }, 'br')).toEqual([
      '"greeting" has placeholders [{nome}], English has [{name}]',
    ]);
    expect(compareWithReference(en, { greeting: 'Olá {{name}}', bye: 'Tchau' }, 'br')).toHaveLength(1);
    expect(compareWithReference(en, { greeting: 'Olá', bye: 'Tchau' }, 'br')).toHaveLength(1);
  });

  it('reports empty and blank text', () => {
    expect(compareWithReference(en, { greeting: 'Olá {name}', bye: '  ' }, 'br')).toEqual(['"bye" is empty']);
    expect(emptyValueProblems({ a: '' })).toEqual(['"a" is empty']);
  });

  describe('plurals follow each language’s plural rules', () => {
    const plural = { files_one: 'One file', files_other: '{{count}} files' };

    it('needs only the other form in Chinese and Japanese', () => {
      expect(compareWithReference(plural, { files_other: '{{count}} 个文件' }, 'cn')).toEqual([]);
      expect(compareWithReference(plural, { files_other: '{{count}} 件のファイル' }, 'jp')).toEqual([]);
    });

    it('reports a form the language never uses as extra', () => {
      expect(compareWithReference(plural, { files_one: '1 件', files_other: '{{count}} 件' }, 'jp')).toEqual([
        'extra key "files_one": jp has no "one" plural form',
      ]);
    });

    it('needs one and other in Portuguese and Spanish, and allows many and zero', () => {
      expect(compareWithReference(plural, { files_other: '{{count}} arquivos' }, 'br')).toEqual(['missing key "files_one"']);
      expect(
        compareWithReference(
          plural,
          {
            files_zero: 'Nenhum arquivo',
            files_one: '{{count}} arquivo',
            files_many: '{{count}} de arquivos',
            files_other: '{{count}} arquivos',
          },
          'br',
        ),
      ).toEqual([]);
    });

    it('checks the placeholders of every form', () => {
      expect(compareWithReference(plural, { files_one: 'Um arquivo', files_other: 'arquivos' }, 'br')).toEqual([
        '"files_other" has placeholders [], English has [{{count}}]',
      ]);
      expect(compareWithReference(plural, { files_one: '{{n}} arquivo', files_other: '{{count}} arquivos' }, 'br')).toEqual([
        '"files_one" has placeholders [{{n}}], English has [{{count}}]',
      ]);
    });

    it('still needs the other form everywhere', () => {
      expect(compareWithReference(plural, {}, 'jp')).toEqual(['missing key "files_other"']);
    });

    it('handles ordinal plurals', () => {
      const ordinal = {
        place_ordinal_one: '{{count}}st',
        place_ordinal_two: '{{count}}nd',
        place_ordinal_few: '{{count}}rd',
        place_ordinal_other: '{{count}}th',
      };
      expect(compareWithReference(ordinal, ordinal, 'en')).toEqual([]);
      expect(compareWithReference(ordinal, { place_ordinal_other: '{{count}}º' }, 'es')).toEqual([]);
    });
  });
});
