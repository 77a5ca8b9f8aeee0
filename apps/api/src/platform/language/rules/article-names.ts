import type { Rule, RuleHit } from './rule';
import { deleteToken, insertBefore } from './rule';
import { COUNTRIES_WITHOUT_THE } from './noun-lexicon';

/** Articles with names: rivers and seas take "the", most countries, languages, lakes and bare quantities do not. */

const GEOGRAPHIC_FEATURES = new Set(['River', 'Sea', 'Ocean', 'Basin', 'Desert', 'Delta', 'Plateau', 'Gulf', 'Strait', 'Peninsula', 'Mountains', 'Valley', 'Canal', 'Islands', 'Archipelago', 'Estuary', 'Bay', 'Channel', 'Alps', 'Andes', 'Himalayas', 'Amazon', 'Sahara', 'Atlantic', 'Pacific', 'Mediterranean', 'Caribbean', 'Arctic', 'Antarctic', 'Tropics']);

/** "along Yangtze River" → "along the Yangtze River": rivers, seas, basins and deserts take "the". */
export const missingTheBeforeGeography: Rule = {
  id: 'missing-the-geography',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const name = tokens[i]!;
      const before = tokens[i - 1]!;
      if (!/^\p{Lu}\p{Ll}+$/u.test(name.text) || !(before.pos === 'ADP' || before.pos === 'VERB')) continue;
      let k = i + 1;
      while (tokens[k] && /^\p{Lu}\p{Ll}+$/u.test(tokens[k]!.text) && !GEOGRAPHIC_FEATURES.has(tokens[k]!.text) && k - i < 3) k++;
      const feature = tokens[k];
      if (!feature || !GEOGRAPHIC_FEATURES.has(feature.text) || ['Lake', 'Mount', 'Cape'].includes(name.text)) continue;
      if (tokens[k + 1] && /^\p{Lu}/u.test(tokens[k + 1]!.text)) continue;
      hits.push(insertBefore(name, 'the'));
    }
    return hits;
  },
};

const LANGUAGES = new Set(['English', 'Portuguese', 'Spanish', 'Chinese', 'Mandarin', 'Cantonese', 'Japanese', 'French', 'German', 'Italian', 'Russian', 'Arabic', 'Korean', 'Hindi', 'Dutch', 'Swahili', 'Turkish', 'Persian', 'Vietnamese', 'Thai', 'Indonesian', 'Malay', 'Polish', 'Greek', 'Hebrew', 'Urdu', 'Bengali']);

/** "conducted in the Portuguese" → "in Portuguese": a language, named as such, takes no article. */
export const articleBeforeLanguage: Rule = {
  id: 'article-before-language',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      const language = tokens[i + 1]!;
      if (article.lower !== 'the' || !LANGUAGES.has(language.text) || !['in', 'into', 'from'].includes(tokens[i - 1]!.lower)) continue;
      const after = tokens[i + 2];
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || after.lower === 'version' || after.lower === 'language' || /^\p{Lu}/u.test(after.text))) continue;
      hits.push(deleteToken(context, article));
    }
    return hits;
  },
};

/** "in the Lake Taihu" → "in Lake Taihu": lakes, mounts and capes named before their names take no article. */
export const articleBeforeNamedFeature: Rule = {
  id: 'article-before-name',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const article = tokens[i]!;
      if (article.lower !== 'the' || !['Lake', 'Mount', 'Cape', 'Mt'].includes(tokens[i + 1]!.text) || !/^\p{Lu}/u.test(tokens[i + 2]!.text)) continue;
      hits.push(i === 0 ? { start: article.start, end: tokens[i + 1]!.end, suggestions: [tokens[i + 1]!.text] } : deleteToken(context, article));
    }
    return hits;
  },
};

/** "stored at the 4 °C" → "at 4 °C": a bare quantity takes no article. */
export const articleBeforeQuantity: Rule = {
  id: 'article-before-quantity',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const article = tokens[i]!;
      const number = tokens[i + 1]!;
      if (article.lower !== 'the' || !['at', 'to', 'by', 'for', 'from'].includes(tokens[i - 1]!.lower) || !/^[−-]?\d/.test(number.text)) continue;
      const unit = tokens[i + 2]!;
      if (!/^(?:°|°C|°F|℃|K|%|h|min|s|d|mg|g|kg|mL|L|µL|µg|ng|mM|µM|nM|rpm|kPa|MPa|V|mV|Hz|kHz|nm|µm|mm|cm|m|km)$/.test(unit.text)) continue;
      // "the 4 °C samples": the quantity names a group.
      if (tokens[i + 3]?.pos === 'NOUN') continue;
      hits.push(deleteToken(context, article));
    }
    return hits;
  },
};

const COUNTRIES_WITH_THE = /^(?:United States|United Kingdom|Netherlands|Philippines|Czech Republic|Dominican Republic|United Arab Emirates|Bahamas|Maldives|Gambia|Seychelles|Solomon Islands|Marshall Islands|Central African Republic|Democratic Republic of the Congo|Republic of Korea)$/;

/** "in United States" → "in the United States": a few country names keep their article. */
export const missingTheBeforeCountry: Rule = {
  id: 'missing-the-country',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const before = tokens[i - 1]!;
      if (!['in', 'of', 'from', 'to', 'across', 'throughout', 'within', 'between', 'and'].includes(before.lower)) continue;
      for (const length of [5, 4, 3, 2, 1]) {
        const words = tokens.slice(i, i + length);
        if (words.length < length || !COUNTRIES_WITH_THE.test(words.map((w) => w.text).join(' '))) continue;
        if (before.lower === 'and' && tokens[i - 2]?.lower === 'the') break;
        hits.push(insertBefore(tokens[i]!, 'the'));
        break;
      }
    }
    return hits;
  },
};

/** "in the China and Vietnam" → "in China and Vietnam": names of most countries take no article. */
export const articleBeforeCountry: Rule = {
  id: 'article-before-country',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      const country = tokens[i + 1]!;
      if (article.lower !== 'the' || !COUNTRIES_WITHOUT_THE.has(country.text)) continue;
      const after = tokens[i + 2];
      // "the China Health and Nutrition Survey", "the Brazil nut": the name modifies a noun.
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || /^\p{Lu}/u.test(after.text) || after.lower === "'s")) continue;
      hits.push(i === 0 ? { start: article.start, end: country.end, suggestions: [country.text] } : deleteToken(context, article));
    }
    return hits;
  },
};
