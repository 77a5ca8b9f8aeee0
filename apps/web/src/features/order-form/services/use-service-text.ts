import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';

export const SERVICES_NS = 'order-services';

/**
 * Why a tile cannot be chosen. The key is the server's: reasons that only the services page shows are in
 * this namespace (`disabled.<key>`), any other is a key of the message catalogue.
 */
export function useDisabledText(): (key: string) => string {
  const { t, i18n } = useTranslation(SERVICES_NS);
  const text = useMessageText();
  return useCallback(
    (key: string) => (i18n.exists(`disabled.${key}`, { ns: SERVICES_NS }) ? t(`disabled.${key}`) : text(key)),
    [t, i18n, text],
  );
}

/**
 * The text of a failed save to show beside the action (a failed save stays on the step with
 * the error). Null for failures the app-wide error modal already shows (network, 5xx).
 */
export function useSaveErrorText(): (error: unknown) => string | null {
  const text = useMessageText();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !error.isClientError) return null;
      return error.message || text(error.key, error.params);
    },
    [text],
  );
}
