import { franc } from 'franc-min';
import { scriptCounts } from './word-count';

/** franc's ISO 639-3 codes → the ISO 639-1 codes of manuscript_languages (and a few more). */
const ISO_639_1: Record<string, string> = {
  eng: 'en',
  cmn: 'zh',
  spa: 'es',
  por: 'pt',
  jpn: 'ja',
  kor: 'ko',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  rus: 'ru',
  arb: 'ar',
  tur: 'tr',
  vie: 'vi',
  tha: 'th',
  ind: 'id',
  pes: 'fa',
  pol: 'pl',
  nld: 'nl',
  ukr: 'uk',
  ron: 'ro',
  hun: 'hu',
  ces: 'cs',
  swe: 'sv',
  bul: 'bg',
  hin: 'hi',
  zlm: 'ms',
  urd: 'ur',
};

/** franc looks at 2048 characters at most; several windows across the text outvote an English abstract. */
const WINDOW = 2000;
const WINDOWS = 5;
/** The script decision looks at this much of the text. */
const SAMPLE = 20_000;

function windows(text: string): string[] {
  if (text.length <= WINDOW * WINDOWS) {
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += WINDOW) parts.push(text.slice(i, i + WINDOW));
    return parts;
  }
  const step = (text.length - WINDOW) / (WINDOWS - 1);
  return Array.from({ length: WINDOWS }, (_, i) => {
    const start = Math.round(i * step);
    // Start and end on a space so no window begins or ends inside a word.
    const from = text.indexOf(' ', start) + 1 || start;
    const slice = text.slice(from, from + WINDOW);
    return slice.slice(0, Math.max(slice.lastIndexOf(' '), 1));
  });
}

/**
 * The ISO 639-1 code of the text's language, or null when it cannot be told (too little text, or a
 * language we have no code for). Chinese, Japanese and Korean are decided by their scripts, which is
 * exact, before any statistics: kana only occur in Japanese, hangul only in Korean.
 */
export function detectLanguage(text: string): string | null {
  const normalised = text.replace(/\s+/g, ' ').trim();
  const { letters, han, kana, hangul } = scriptCounts(normalised.slice(0, SAMPLE));
  if (letters === 0) return null;
  if ((han + kana + hangul) / letters > 0.3) {
    if (hangul > han + kana) return 'ko';
    // Japanese prose is a third or more kana; a stray kana in Chinese text (a quoted name) is not enough.
    return kana >= Math.max(1, (han + kana) * 0.05) ? 'ja' : 'zh';
  }

  const votes = new Map<string, { count: number; first: number }>();
  windows(normalised).forEach((window, index) => {
    const code = franc(window, { minLength: 20 });
    if (code === 'und') return;
    const vote = votes.get(code) ?? { count: 0, first: index };
    vote.count++;
    votes.set(code, vote);
  });
  const [winner] = [...votes.entries()].sort(([, a], [, b]) => b.count - a.count || a.first - b.first);
  return winner ? (ISO_639_1[winner[0]] ?? null) : null;
}
