/**
 * What other features may use of the grammar check (everything else in this folder is private to it):
 * handing a visitor's assessments to the user who signs in or registers on that browser.
 */
export { claimVisitorAssessments } from './grammar-check.repository';
