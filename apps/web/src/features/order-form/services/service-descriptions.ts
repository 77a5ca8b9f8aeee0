import { isServiceIdentity, type ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * The service description modal (22 entries, opened from the links in the tiles' feature
 * lists) and the feature bullets of each service. Texts live in the `order-services` namespace:
 * `description.<entry>.title` / `.text` and `feature.<feature>`; texts may use {years} (company age).
 */
export const DESCRIPTION_ENTRIES = [
  'editing-certificate',
  'unlimited-re-editing',
  'plagiarism-check',
  'digital-editing',
  'translation',
  'figure-formatting',
  'native-speaker-editors',
  'subject-expert-editors',
  'tracked-changes',
  'clean-copy',
  'cover-letter-editing',
  'response-to-reviewers',
  'journal-formatting',
  'reference-formatting',
  'table-formatting',
  'word-count-guarantee',
  'rush-delivery',
  'confidentiality',
  'journal-recommendation',
  'scientific-review',
  'editor-comments',
  'free-consultation',
] as const;
export type DescriptionEntry = (typeof DESCRIPTION_ENTRIES)[number];

export interface ServiceFeature {
  /** Key of the bullet's text: `feature.<key>`. */
  key: string;
  /** The modal entry the bullet opens; null for a plain bullet. */
  entry: DescriptionEntry | null;
}

const f = (key: string, entry: DescriptionEntry | null = key as DescriptionEntry): ServiceFeature => ({ key, entry });

/** Bullets per service, most important first; `experience` states the company age ({years}). */
export const SERVICE_FEATURES: Record<ServiceIdentity, readonly ServiceFeature[]> = {
  'standard-editing': [f('native-speaker-editors'), f('tracked-changes'), f('clean-copy'), f('editing-certificate'), f('digital-editing')],
  'advanced-editing': [
    f('subject-expert-editors'),
    f('editor-comments'),
    f('unlimited-re-editing'),
    f('editing-certificate'),
    f('experience', 'native-speaker-editors'),
  ],
  'premium-editing': [
    f('subject-expert-editors'),
    f('unlimited-re-editing'),
    f('cover-letter-editing'),
    f('response-to-reviewers'),
    f('journal-formatting'),
    f('plagiarism-check'),
  ],
  'scientific-editing': [
    f('scientific-review'),
    f('subject-expert-editors'),
    f('editor-comments'),
    f('unlimited-re-editing'),
    f('editing-certificate'),
  ],
  translation: [f('translation'), f('native-speaker-editors'), f('unlimited-re-editing'), f('editing-certificate'), f('confidentiality')],
  formatting: [f('journal-formatting'), f('reference-formatting'), f('word-count-guarantee')],
  'table-formatting': [f('table-formatting'), f('journal-formatting')],
  illustration: [f('figure-formatting'), f('journal-formatting'), f('rush-delivery')],
  'journal-recommendation': [f('journal-recommendation'), f('subject-expert-editors'), f('free-consultation')],
  'touch-up': [f('unlimited-re-editing'), f('tracked-changes'), f('editor-comments')],
};

/** The bullets of a service; a service the web does not know yet (new in the catalogue) shows none. */
export function featuresOf(identity: string): readonly ServiceFeature[] {
  return isServiceIdentity(identity) ? SERVICE_FEATURES[identity] : [];
}
