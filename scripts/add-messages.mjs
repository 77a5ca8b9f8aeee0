#!/usr/bin/env node
// Adds message keys to the shared catalogue in all five languages at once, in one quick read-modify-write
// per file (so people working in parallel do not overwrite each other's keys):
//   node scripts/add-messages.mjs keys.json     where keys.json is { "key": { "en": …, "br": …, "cn": …, "es": …, "jp": … } }
import { readFileSync, writeFileSync } from 'node:fs';

const LANGUAGES = ['en', 'br', 'cn', 'es', 'jp'];
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, texts] of Object.entries(additions)) {
  for (const language of LANGUAGES) if (typeof texts[language] !== 'string' || texts[language] === '') throw new Error(`${key}: missing ${language}`);
}
for (const language of LANGUAGES) {
  const file = new URL(`../packages/contracts/src/i18n/locales/${language}/messages.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(additions)) catalogue[key] = texts[language];
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.log(`added ${Object.keys(additions).length} keys`);
