/** What other features may use of digital translation's pages: the packages panel (the newer product's plans page shows it). */
export { TranslationPackages } from './purchase-page';
