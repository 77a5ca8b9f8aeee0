/** What other features may use of the error pages: the page a route shows when nothing is there. */
export { NotFoundPage } from './not-found-page';
