/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareWithReference, emptyValueProblems, flattenCatalogue, type FlatCatalogue } from './catalogue-parity';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './languages';

/**
 * Every namespace file under each locales folder, in every site language, must match English: the same
 * namespaces, the same keys, the same placeholders, and no empty text. Files are discovered when the
 * suite is collected, so a namespace added later (a new web feature, `common.json` …) is covered without
 * touching this test. Rules for plurals and placeholders: see catalogue-parity.ts.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repository = resolve(here, '../../../..');

const LOCALE_ROOTS: { label: string; dir: string; required: boolean }[] = [
  { label: 'packages/contracts/src/i18n/locales', dir: join(here, 'locales'), required: true },
  { label: 'apps/web/src/locales', dir: join(repository, 'apps/web/src/locales'), required: false },
];

function jsonFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function languageFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

type Loaded = { ok: true; entries: FlatCatalogue; problems: string[] } | { ok: false; problems: string[] };

function load(file: string): Loaded {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { ok: false, problems: [`is not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const { entries, problems } = flattenCatalogue(json);
  return { ok: true, entries, problems };
}

for (const root of LOCALE_ROOTS) {
  describe(root.label, () => {
    if (!existsSync(root.dir)) {
      if (root.required) {
        it('exists', () => expect.fail(`${root.dir} is missing`));
      } else {
        it.skip('has no locales yet');
      }
      return;
    }

    const folders = languageFolders(root.dir);
    const namespacesOf = new Map<SiteLanguage, string[]>(
      SITE_LANGUAGES.map((language) => [language, jsonFilesUnder(join(root.dir, language))]),
    );
    const allNamespaces = [...new Set([...namespacesOf.values()].flat())].sort();

    it('has a folder for every site language and none for other languages', () => {
      expect(SITE_LANGUAGES.filter((language) => !folders.includes(language))).toEqual([]);
      expect(folders.filter((folder) => !(SITE_LANGUAGES as readonly string[]).includes(folder))).toEqual([]);
    });

    if (root.required) {
      it('has the English message catalogue', () => {
        expect(namespacesOf.get(DEFAULT_LANGUAGE)).toContain('messages.json');
      });
    }

    for (const namespace of allNamespaces) {
      describe(namespace, () => {
        const englishFile = join(root.dir, DEFAULT_LANGUAGE, namespace);
        const english = existsSync(englishFile) ? load(englishFile) : undefined;

        for (const language of SITE_LANGUAGES) {
          it(`${language} matches English`, () => {
            const file = join(root.dir, language, namespace);
            const present = existsSync(file);
            if (english === undefined) {
              if (language === DEFAULT_LANGUAGE) {
                const others = SITE_LANGUAGES.filter((l) => namespacesOf.get(l)?.includes(namespace));
                expect.fail(
                  `${DEFAULT_LANGUAGE}/${namespace} is missing, but ${others.join(', ')} ${others.length === 1 ? 'has' : 'have'} it`,
                );
              }
              if (!present) return;
              expect.fail(`${language}/${namespace} has no English counterpart ${DEFAULT_LANGUAGE}/${namespace}`);
            }
            if (!present) {
              expect.fail(`${language}/${namespace} is missing (English has it)`);
            }
            const translated = load(file);
            const problems = [...translated.problems];
            if (english.ok && translated.ok) {
              problems.push(
                ...(language === DEFAULT_LANGUAGE
                  ? emptyValueProblems(translated.entries)
                  : compareWithReference(english.entries, translated.entries, language)),
              );
            } else if (!english.ok && language !== DEFAULT_LANGUAGE) {
              problems.push('cannot be compared: the English file is broken');
            }
            // One problem per line, so the failure lists them all instead of a truncated array.
            expect(problems.join('\n'), `${root.label}/${language}/${namespace}`).toBe('');
          });
        }
      });
    }
  });
}
