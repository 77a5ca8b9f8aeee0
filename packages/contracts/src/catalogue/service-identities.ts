/**
 * The services the company sells, by identity: public and permanent (they appear in URLs, stored orders
 * and the translation catalogues). The seed catalogue has one row for each and the web app describes each
 * (name, feature bullets), so neither can add or drop one without the other noticing at compile time.
 * A service staff create later under another identity still works; the web then shows no bullets for it.
 */
export const SERVICE_IDENTITIES = [
  'standard-editing',
  'advanced-editing',
  'premium-editing',
  'scientific-editing',
  'translation',
  'formatting',
  'table-formatting',
  'illustration',
  'journal-recommendation',
  'touch-up',
] as const;
export type ServiceIdentity = (typeof SERVICE_IDENTITIES)[number];

export function isServiceIdentity(identity: string): identity is ServiceIdentity {
  return (SERVICE_IDENTITIES as readonly string[]).includes(identity);
}
