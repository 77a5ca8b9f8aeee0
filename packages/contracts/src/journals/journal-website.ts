/**
 * The journal's website may be empty; otherwise it starts with http:// or
 * https:// and has at most 255 characters. One rule for the order form's details step and the order
 * page's edit mode, in the browser and on the server.
 */
export const JOURNAL_URL_MAX = 255;

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The message key of what is wrong with a journal website, or null when it is fine (or empty). */
export function journalWebsiteProblem(url: string | null | undefined): 'journal-url-invalid' | 'journal-url-too-long' | null {
  const value = (url ?? '').trim();
  if (value === '') return null;
  if (value.length > JOURNAL_URL_MAX) return 'journal-url-too-long';
  return WEB_ADDRESS.test(value) ? null : 'journal-url-invalid';
}
