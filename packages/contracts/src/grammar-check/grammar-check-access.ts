/**
 * Who the grammar check is open to, as the pages and their links decide it (the API decides the same):
 * a signed-in user whose `languageAssessmentEnabled` is on, and a visitor while the application allows
 * anonymous assessment.
 */
export type GrammarCheckAccess = 'open' | 'disabled' | 'login-required';

export function grammarCheckAccess(user: { loggedIn: boolean; languageAssessmentEnabled: boolean }, application: { allowsAnonymousLanguageAssessment: boolean }): GrammarCheckAccess {
  if (user.loggedIn) return user.languageAssessmentEnabled ? 'open' : 'disabled';
  return application.allowsAnonymousLanguageAssessment ? 'open' : 'login-required';
}

/** The sub-navigation's key of the grammar check (the `subNavigation` setting). */
export const GRAMMAR_CHECK_NAV_KEY = 'grammar-check';

/** The navigation items a user is shown: the grammar check's only when it is open to them. */
export function navigationFor<T extends { key: string }>(items: readonly T[], access: GrammarCheckAccess): T[] {
  return items.filter((item) => item.key !== GRAMMAR_CHECK_NAV_KEY || access === 'open');
}
