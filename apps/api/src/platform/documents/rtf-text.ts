/**
 * The visible text of an RTF document, crudely: groups that hold no body text (font and colour
 * tables, style sheets, pictures, document info, `{\*\…}` destinations) are skipped; `\par`, `\line`,
 * `\tab`, `\cell` become whitespace; `\'hh` bytes are decoded in the document's code page (`\ansicpgN`,
 * so Chinese and Japanese RTF read right); `\uN` gives the Unicode character and skips its fallback.
 */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'listtable',
  'listoverridetable',
  'info',
  'pict',
  'object',
  'objdata',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'rsidtbl',
  'generator',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'fldinst',
  'revtbl',
  'filetbl',
]);
const BREAKS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  cell: ' ',
  tab: '\t',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
};
const CODE_PAGES: Record<string, string> = {
  '932': 'shift_jis',
  '936': 'gbk',
  '949': 'euc-kr',
  '950': 'big5',
  '1250': 'windows-1250',
  '1251': 'windows-1251',
  '1252': 'windows-1252',
  '1253': 'windows-1253',
  '1254': 'windows-1254',
  '1256': 'windows-1256',
};

interface Group {
  skip: boolean;
  unicodeSkip: number;
}

export function rtfToText(rtf: string): string {
  let decoder = new TextDecoder('windows-1252');
  const out: string[] = [];
  let pendingBytes: number[] = [];
  const flushBytes = () => {
    if (pendingBytes.length > 0) out.push(decoder.decode(Uint8Array.from(pendingBytes)));
    pendingBytes = [];
  };
  const stack: Group[] = [];
  let group: Group = { skip: false, unicodeSkip: 1 };
  let fallbackToSkip = 0;
  const emit = (text: string) => {
    if (group.skip) return;
    flushBytes();
    out.push(text);
  };

  let i = 0;
  while (i < rtf.length) {
    const ch = rtf[i]!;
    if (ch === '{') {
      stack.push(group);
      group = { ...group };
      i++;
      // `{\*\destination …}` is an optional destination a reader may ignore.
      if (rtf.startsWith('\\*', i)) group.skip = true;
      continue;
    }
    if (ch === '}') {
      flushBytes();
      group = stack.pop() ?? { skip: false, unicodeSkip: 1 };
      i++;
      continue;
    }
    if (ch === '\\') {
      const next = rtf[i + 1] ?? '';
      if (next === "'") {
        const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 4;
        if (fallbackToSkip > 0) fallbackToSkip--;
        else if (!group.skip && !Number.isNaN(byte)) pendingBytes.push(byte);
        continue;
      }
      const word = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i, i + 48));
      if (!word) {
        // Control symbols: escaped braces and backslash are text; `\~` is a non-breaking space.
        if (next === '{' || next === '}' || next === '\\') emit(next);
        else if (next === '~') emit(' ');
        else if (next === '-' || next === '_') emit(next === '_' ? '-' : '');
        else if (next === '\n' || next === '\r') emit('\n');
        i += 2;
        continue;
      }
      i += word[0].length;
      const name = word[1]!;
      const parameter = word[2] === undefined ? null : Number(word[2]);
      if (SKIPPED_DESTINATIONS.has(name)) group.skip = true;
      else if (name === 'ansicpg' && parameter !== null && CODE_PAGES[String(parameter)])
        decoder = new TextDecoder(CODE_PAGES[String(parameter)]);
      else if (name === 'uc' && parameter !== null) group.unicodeSkip = parameter;
      else if (name === 'u' && parameter !== null) {
        emit(String.fromCharCode(parameter < 0 ? parameter + 65536 : parameter));
        fallbackToSkip = group.unicodeSkip;
      } else if (BREAKS[name] !== undefined) emit(BREAKS[name]);
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      i++;
      continue;
    }
    if (fallbackToSkip > 0) fallbackToSkip--;
    else emit(ch);
    i++;
  }
  flushBytes();
  return out.join('');
}
