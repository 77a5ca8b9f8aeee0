/**
 * What other features may use of orders (everything else in this folder is private to it): the owner's
 * order by the number customers see, scoped by the owner so another user's order is simply not found.
 */
export { findOwnedOrder } from './orders.repository';
export { ordersPersonalData } from './orders-personal-data';
