import { bcp47, type SiteLanguage } from './languages';

/**
 * Rules that keep a translated catalogue in step with the English one: the same keys, the same
 * placeholders, no empty text. Pure functions over parsed JSON, so the same checks can run in a test, a
 * lint script or a staff screen. Keys of nested namespaces are flattened with dots, as i18next reads them.
 */

export type FlatCatalogue = Record<string, string>;

export interface FlattenResult {
  entries: FlatCatalogue;
  problems: string[];
}

/** Flattens a namespace's JSON into dotted keys; anything that is not text is reported, not kept. */
export function flattenCatalogue(json: unknown): FlattenResult {
  const entries: FlatCatalogue = {};
  const problems: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      // defineProperty, not assignment: a key named "__proto__" must stay a key.
      Object.defineProperty(entries, path, { value, enumerable: true, writable: true, configurable: true });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
    } else {
      problems.push(`"${path || '(root)'}" is ${value === null ? 'null' : typeof value}, not text`);
    }
  };
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    problems.push('the namespace is not a JSON object');
  } else {
    visit(json, '');
  }
  return { entries, problems };
}

const I18NEXT_VARIABLE = /\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g;
const SINGLE_BRACE_VARIABLE = /\{(\w+)\}/g;
const PRINTF_VARIABLE = /%\((\w+)\)s/g;
const I18NEXT_NESTING = /\$t\(\s*([^,)\s]+)/g;
const TRANS_TAG = /<\/?\s*(\w+)\s*\/?>/g;

/**
 * The substitution tokens of a message, each in its own syntax so a `{amount}` translated as `{{amount}}`
 * is caught: `{name}` (contracts' interpolate), `{{name}}` (i18next; a format such as `{{n, number}}`
 * counts as `{{n}}`), `%(name)s`, `$t(key)` (i18next nesting) and `<tag>` (react-i18next Trans
 * components). Sorted and de-duplicated: a translation may use a placeholder twice or in another order.
 */
export function placeholdersOf(text: string): string[] {
  const tokens = new Set<string>();
  for (const m of text.matchAll(I18NEXT_VARIABLE)) tokens.add(`{{${m[1]}}}`);
  const withoutI18next = text.replace(I18NEXT_VARIABLE, '');
  for (const m of withoutI18next.matchAll(SINGLE_BRACE_VARIABLE)) tokens.add(`{${m[1]}}`);
  for (const m of text.matchAll(PRINTF_VARIABLE)) tokens.add(`%(${m[1]})s`);
  for (const m of text.matchAll(I18NEXT_NESTING)) tokens.add(`$t(${m[1]})`);
  for (const m of text.matchAll(TRANS_TAG)) tokens.add(`<${m[1]}>`);
  return [...tokens].sort();
}

const PLURAL_KEY = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

interface PluralFamily {
  base: string;
  ordinal: boolean;
  forms: Map<string, string>;
}

/** i18next plural families (`files_one`, `files_other`; `place_ordinal_one` …) that have an `_other` form. */
function pluralFamilies(entries: FlatCatalogue): Map<string, PluralFamily> {
  const families = new Map<string, PluralFamily>();
  for (const [key, text] of Object.entries(entries)) {
    const match = PLURAL_KEY.exec(key);
    if (!match) continue;
    const [, base = '', ordinalMarker, form = ''] = match;
    const id = `${base}${ordinalMarker ?? ''}`;
    const family = families.get(id) ?? { base, ordinal: ordinalMarker !== undefined, forms: new Map<string, string>() };
    family.forms.set(form, text);
    families.set(id, family);
  }
  for (const [id, family] of families) if (!family.forms.has('other')) families.delete(id);
  return families;
}

function pluralCategories(language: SiteLanguage, ordinal: boolean): Set<string> {
  const categories = new Intl.PluralRules(bcp47(language), { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
  return new Set<string>(categories);
}

/** Own entries only, so keys such as "constructor" are not found on Object.prototype. */
const own = (entries: FlatCatalogue, key: string): string | undefined => (Object.hasOwn(entries, key) ? entries[key] : undefined);

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Problems with one catalogue on its own: empty or blank text. */
export function emptyValueProblems(entries: FlatCatalogue): string[] {
  return Object.entries(entries)
    .filter(([, text]) => text.trim() === '')
    .map(([key]) => `"${key}" is empty`);
}

/**
 * Everything that differs between a language's catalogue and the English reference:
 * - a key of English missing from the language, or a key the language has and English does not;
 * - a message whose placeholders differ from English;
 * - empty text.
 *
 * Plurals follow the language's own plural rules, as i18next does: for a family such as `files_one` /
 * `files_other` in English, Chinese and Japanese need only `files_other`, Portuguese and Spanish need
 * `files_one` and `files_other` and may add `files_many`; a form the language never uses (`files_one` in
 * Japanese) is reported as extra. `_zero` is allowed in every language (i18next uses it for a count of 0).
 * Every form must keep English's `_other` placeholders, except that a singular may drop the count.
 */
export function compareWithReference(reference: FlatCatalogue, candidate: FlatCatalogue, language: SiteLanguage): string[] {
  const problems: string[] = [];
  const families = pluralFamilies(reference);
  const familyKeys = new Set<string>();
  for (const [id, family] of families) {
    const categories = pluralCategories(language, family.ordinal);
    const allowed = new Set([...categories, ...(family.ordinal ? [] : ['zero'])]);
    const required = new Set(['other', ...(family.forms.has('one') && categories.has('one') ? ['one'] : [])]);
    const referenceOther = placeholdersOf(family.forms.get('other') ?? '');
    const referenceAll = new Set([...family.forms.values()].flatMap(placeholdersOf));
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
      const key = `${id}_${form}`;
      familyKeys.add(key);
      const text = own(candidate, key);
      if (text === undefined) {
        if (required.has(form)) problems.push(`missing key "${key}"`);
        continue;
      }
      if (!allowed.has(form)) {
        problems.push(`extra key "${key}": ${language} has no "${form}" plural form`);
        continue;
      }
      const found = placeholdersOf(text);
      const ok = form === 'other' ? sameList(found, referenceOther) : found.every((token) => referenceAll.has(token));
      if (!ok) {
        problems.push(`"${key}" has placeholders [${found.join(', ')}], English has [${referenceOther.join(', ')}]`);
      }
    }
  }

  for (const [key, text] of Object.entries(reference)) {
    if (familyKeys.has(key)) continue;
    const translated = own(candidate, key);
    if (translated === undefined) {
      problems.push(`missing key "${key}"`);
      continue;
    }
    const expected = placeholdersOf(text);
    const found = placeholdersOf(translated);
    if (!sameList(expected, found)) {
      problems.push(`"${key}" has placeholders [${found.join(', ')}], English has [${expected.join(', ')}]`);
    }
  }
  for (const key of Object.keys(candidate)) {
    if (!familyKeys.has(key) && !Object.hasOwn(reference, key)) problems.push(`extra key "${key}" is not in English`);
  }
  problems.push(...emptyValueProblems(candidate));
  return problems;
}
