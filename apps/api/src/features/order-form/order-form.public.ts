/**
 * What other features may use of the order form (everything else in this folder is private to it): the shared
 * catalogue and the price engine's answers, so a price shown elsewhere (the site's price list) is the price the
 * order form charges.
 */
export { catalogueOf } from './order-form-context';
export { convert, optionsOf } from './order-form-pricing';
export { bundleViews } from './bundles-view';
export type { Catalogue } from './catalogue.repository';
export { orderFormPersonalData } from './order-form-personal-data';
