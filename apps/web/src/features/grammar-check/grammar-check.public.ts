/**
 * What other web features may use of the grammar check: its card for the dashboard and the home page
 * (shown only when the grammar check is open to the user).
 */
export { GrammarCheckCard } from './grammar-check-card';
