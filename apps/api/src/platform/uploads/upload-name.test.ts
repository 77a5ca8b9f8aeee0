import { describe, expect, it } from 'vitest';
import { cleanUploadName, MAX_UPLOAD_NAME_LENGTH } from './upload-name';

const codePoints = (text: string) => Array.from(text).length;
const hasLoneSurrogate = (text: string) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('the name an upload is kept under', () => {
  it('keeps a short name as it is, without folders or control characters', () => {
    expect(cleanUploadName('C:\\Users\\ana\\paper.docx')).toBe('paper.docx');
    expect(cleanUploadName('../../etc/passwd')).toBe('passwd');
    expect(cleanUploadName('re\u0000port\u001f.pdf\u007f')).toBe('report.pdf');
    expect(cleanUploadName('  figure 1.png  ')).toBe('figure 1.png');
    expect(cleanUploadName('\u0000\u0001')).toBe('file');
    expect(cleanUploadName('folder/')).toBe('file');
  });

  it('cuts a long ASCII name in its stem and keeps the extension', () => {
    const kept = cleanUploadName(`${'a'.repeat(400)}.docx`);
    expect(kept).toBe(`${'a'.repeat(MAX_UPLOAD_NAME_LENGTH - 5)}.docx`);
    expect(kept).toHaveLength(MAX_UPLOAD_NAME_LENGTH);
  });

  it('keeps a name of exactly the limit whole', () => {
    const name = `${'b'.repeat(MAX_UPLOAD_NAME_LENGTH - 4)}.pdf`;
    expect(cleanUploadName(name)).toBe(name);
  });

  it('cuts a long Chinese name by characters and keeps the extension', () => {
    const title = '蛋白质热稳定性研究'.repeat(40);
    const kept = cleanUploadName(`${title}.docx`);
    expect(kept).toBe(`${title.slice(0, MAX_UPLOAD_NAME_LENGTH - 5)}.docx`);
    expect(codePoints(kept)).toBe(MAX_UPLOAD_NAME_LENGTH);
  });

  it('never cuts an emoji in half', () => {
    // Each emoji is two UTF-16 units: a cut by units at an odd place would leave half of one.
    const emojiName = `x${'😀'.repeat(300)}.png`;
    const kept = cleanUploadName(emojiName);
    expect(kept).toBe(`x${'😀'.repeat(MAX_UPLOAD_NAME_LENGTH - 5)}.png`);
    expect(hasLoneSurrogate(kept)).toBe(false);
    expect(kept).not.toContain('\ufffd');
    // Without an extension too.
    const bare = cleanUploadName(`x${'😀'.repeat(300)}`);
    expect(codePoints(bare)).toBe(MAX_UPLOAD_NAME_LENGTH);
    expect(hasLoneSurrogate(bare)).toBe(false);
  });

  it('drops a lone surrogate the client sent', () => {
    expect(cleanUploadName('a\ud83dbc.pdf')).toBe('abc.pdf');
    expect(cleanUploadName('a\ude00.pdf')).toBe('a.pdf');
  });

  it('cuts a long name without an extension from its end', () => {
    expect(cleanUploadName('c'.repeat(300))).toBe('c'.repeat(MAX_UPLOAD_NAME_LENGTH));
  });

  it('cuts the whole name when its extension alone is longer than the limit', () => {
    const name = `paper.${'d'.repeat(300)}`;
    expect(cleanUploadName(name)).toBe(name.slice(0, MAX_UPLOAD_NAME_LENGTH));
  });

  it('treats a dotfile as a name without an extension', () => {
    expect(cleanUploadName('.bashrc')).toBe('.bashrc');
    expect(cleanUploadName(`.${'e'.repeat(300)}`)).toBe(`.${'e'.repeat(MAX_UPLOAD_NAME_LENGTH - 1)}`);
    const config = cleanUploadName(`.${'f'.repeat(300)}.json`);
    expect(config).toBe(`.${'f'.repeat(MAX_UPLOAD_NAME_LENGTH - 6)}.json`);
  });

  it('does not leave a space before the extension it keeps', () => {
    const kept = cleanUploadName(`${'g'.repeat(MAX_UPLOAD_NAME_LENGTH - 6)}${' '.repeat(20)}tail.pdf`);
    expect(kept).toBe(`${'g'.repeat(MAX_UPLOAD_NAME_LENGTH - 6)}.pdf`);
  });
});
