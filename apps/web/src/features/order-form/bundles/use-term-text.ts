import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const BUNDLES_NS = 'order-services';

/**
 * The text of a bundle question or choice, whose `term` is a message key: looked up in this namespace
 * (`question.<term>`, `choice.<term>`), then in the message catalogue; an unknown term shows as written.
 */
export function useTermText(): (kind: 'question' | 'choice', term: string) => string {
  const { t, i18n } = useTranslation(BUNDLES_NS);
  return useCallback(
    (kind: 'question' | 'choice', term: string) => {
      if (i18n.exists(`${kind}.${term}`, { ns: BUNDLES_NS })) return t(`${kind}.${term}`);
      if (i18n.exists(term, { ns: 'messages' })) return t(term, { ns: 'messages' });
      return term;
    },
    [t, i18n],
  );
}
