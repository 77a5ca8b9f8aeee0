import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The web namespace of service names by identity (`"standard-editing": "标准润色"`); route loaders preload it. */
export const SERVICE_NAMES_NS = 'service-names';

/**
 * A service's name in the page language, by identity. The API carries the catalogue's English name, which
 * is what a service unknown to this release shows. Used wherever a researcher sees services: the order
 * form, the order cards, the order page, the re-edit page.
 */
export function useServiceName(): (identity: string, fallback: string) => string {
  const { t } = useTranslation(SERVICE_NAMES_NS);
  return useCallback((identity: string, fallback: string) => t(identity, { defaultValue: fallback }), [t]);
}
