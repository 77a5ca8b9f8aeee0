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

