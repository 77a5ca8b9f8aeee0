/** Which of the configured sub-navigation links a researcher sees. */
export interface SubNavigationAccess {
  /** The account may use the grammar check (staff can switch it off per customer). */
  languageAssessmentEnabled: boolean;
  /** The portal offers digital editing / digital translation at all (application settings). */
  allowsDigitalEditing: boolean;
  allowsDigitalTranslations: boolean;
}

/** The feature each gated link belongs to; links not named here always show. */
const GATES: Record<string, keyof SubNavigationAccess> = {
  'grammar-check': 'languageAssessmentEnabled',
  'digital-editing': 'allowsDigitalEditing',
  'digital-translations': 'allowsDigitalTranslations',
};

/** The links whose page would open for this researcher: a link to a page that sends them back is not shown. */
export function visibleSubNavigation<T extends { key: string }>(items: readonly T[], access: SubNavigationAccess): T[] {
  return items.filter((item) => {
    const gate = GATES[item.key];
    return gate === undefined || access[gate];
  });
}
