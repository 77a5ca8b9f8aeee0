/**
 * What other features may use of the grammar check (everything else in this folder is private to it):
 * handing a visitor's assessments to the user who signs in or registers on that browser, and what the
 * assessments hold of a person (data download, erasure).
 */
export { claimVisitorAssessments } from './grammar-check.repository';
export { grammarCheckPersonalData } from './grammar-check-personal-data';
