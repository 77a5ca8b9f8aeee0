import type { customerGoals } from '../../schema/reference';

/**
 * What a researcher wants from an order. 'figures-only' uploads
 * figures and needs no word count; 'rework' is not offered on get-started: it is reached from a
 * completed order (/api/order-form/rework/{externalId}).
 */
export const CUSTOMER_GOAL_ROWS: (typeof customerGoals.$inferInsert)[] = [
  { name: 'editing', requiresWordCount: true, uploadType: 'main', selectable: true, sortOrder: 1 },
  { name: 'translation', requiresWordCount: true, uploadType: 'main', selectable: true, sortOrder: 2 },
  { name: 'figures-only', requiresWordCount: false, uploadType: 'figures', selectable: true, sortOrder: 3 },
  { name: 'price-quote', requiresWordCount: true, uploadType: 'main', selectable: true, sortOrder: 4 },
  { name: 'multimedia', requiresWordCount: true, uploadType: 'main', selectable: true, sortOrder: 5 },
  { name: 'rework', requiresWordCount: true, uploadType: 'main', selectable: false, sortOrder: 6 },
  { name: 'additional-services', requiresWordCount: true, uploadType: 'main', selectable: true, sortOrder: 7 },
];
