import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';
import type { services } from '../../schema/catalogue';

/**
 * The services the company sells, one row per identity of the contracts' SERVICE_IDENTITIES (the web app
 * describes the same ones). Prices and timelines live in service-options.ts; groups and bundles in
 * service-groups.ts.
 */
type ServiceRow = typeof services.$inferInsert & { identity: ServiceIdentity };

export const SERVICE_ROWS: ServiceRow[] = [
  {
    identity: 'standard-editing',
    name: 'Standard Editing',
    serviceType: 'editing',
    optionsDeterminedByCount: 'words',
    includesCertificate: true,
    sortOrder: 1,
  },
  {
    identity: 'advanced-editing',
    name: 'Advanced Editing',
    serviceType: 'editing',
    optionsDeterminedByCount: 'words',
    includesCertificate: true,
    // The one editing service shown large by the featured-service component (flag featured_editing_service_component).
    featured: true,
    sortOrder: 2,
  },
  {
    identity: 'premium-editing',
    name: 'Premium Editing',
    serviceType: 'editing',
    optionsDeterminedByCount: 'words',
    includesCertificate: true,
    sortOrder: 3,
  },
  {
    identity: 'scientific-editing',
    name: 'Scientific Editing',
    serviceType: 'editing',
    optionsDeterminedByCount: 'words',
    includesCertificate: true,
    sortOrder: 4,
  },
  {
    identity: 'translation',
    name: 'Translation into English',
    serviceType: 'translation',
    optionsDeterminedByCount: 'words',
    sortOrder: 5,
  },
  {
    identity: 'formatting',
    name: 'Manuscript Formatting',
    serviceType: 'formatting',
    optionsDeterminedByCount: 'words',
    // Formatting follows the target journal's author guidelines.
    requiresJournalDetails: true,
    sortOrder: 6,
  },
  {
    identity: 'table-formatting',
    name: 'Table Formatting',
    serviceType: 'formatting',
    optionsDeterminedByCount: 'tables',
    requiresJournalDetails: true,
    sortOrder: 7,
  },
  {
    identity: 'illustration',
    name: 'Figure Preparation',
    serviceType: 'figures',
    optionsDeterminedByCount: 'figures',
    sortOrder: 8,
  },
  {
    identity: 'journal-recommendation',
    name: 'Journal Recommendation',
    serviceType: 'journalrec',
    optionsDeterminedByCount: 'none',
    requiresJournalDetails: true,
    sortOrder: 9,
  },
  {
    identity: 'touch-up',
    name: 'Touch-Up Re-Edit',
    serviceType: 'editing',
    optionsDeterminedByCount: 'none',
    // The free re-edit of a completed order is the order's only service: removing it empties the order.
    canBeRemovedFromOrder: false,
    rewardPointsPerUsd: 0,
    sortOrder: 10,
  },
];
