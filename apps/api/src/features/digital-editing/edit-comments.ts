import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { translateGrammarRule, translateMessage } from '../../platform/i18n/catalogues';
import type { Finding } from '../../platform/language/language-engine';
import type { CommentWriter } from './edit-plan';

/**
 * A suggestion's Word comment, in the language the researcher used the portal in when uploading: the finding's
 * explanation (the language engine's message catalogue) and, on a line of its own, what to write instead.
 */
export function commentWriter(language: string): CommentWriter {
  const lang: SiteLanguage = isSiteLanguage(language) ? language : 'en';
  return (finding: Finding) => {
    const message = translateGrammarRule(lang, finding.message.key, finding.message.params);
    const suggestion = finding.suggestions[0];
    if (suggestion === undefined) return message;
    const line = suggestion === '' ? translateMessage(lang, 'digital-edit-comment-delete', { original: finding.message.params.original ?? '' }) : translateMessage(lang, 'digital-edit-comment-suggestion', { suggestion });
    return `${message}\n${line}`;
  };
}
