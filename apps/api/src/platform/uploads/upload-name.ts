/** The longest name an upload is kept under, in characters (Unicode code points). */
export const MAX_UPLOAD_NAME_LENGTH = 255;

/**
 * The name an uploaded file is kept under: the client's base name without control characters or path
 * separators (they never reach the database or a download header), at most `max` characters. A longer
 * name loses the end of its stem, not its extension (`a-very-long-title….docx`), so the kept name still
 * says what the file is. Names are cut between code points, never inside a character: an emoji or a
 * CJK character outside the Basic Multilingual Plane is kept whole or left out, never half.
 */
export function cleanUploadName(name: string, max = MAX_UPLOAD_NAME_LENGTH): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutLoneSurrogates(base).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cut(cleaned, max).trim() || 'file';
}

/** `name` cut to `max` code points, keeping its extension whenever at least one character of the stem fits beside it. */
function cut(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const extension = Array.from(extensionOf(name));
  if (extension.length > 0 && extension.length < max) {
    return characters.slice(0, max - extension.length).join('').trimEnd() + extension.join('');
  }
  return characters.slice(0, max).join('');
}

/** `.docx` of `report.docx`; nothing for `README`, or for a dotfile such as `.bashrc` (its dot starts the name). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : '';
}

/** Half of a surrogate pair on its own is not a character: it cannot be stored or shown, so it goes. */
function withoutLoneSurrogates(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}
